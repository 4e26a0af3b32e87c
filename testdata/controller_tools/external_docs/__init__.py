"""controller-tools' external docs testdata, translated to dataclasses per SPEC section 1.

Source: github:kubernetes-sigs/controller-tools at 434758187dddcaf646276fbe2c2ba40ff4e859d5,
pkg/crd/testdata/external_docs/types.go; its golden CRD is
golden/testdata.kubebuilder.io_externaldocs.yaml (pkg/crd/testdata/testdata.kubebuilder.io_externaldocs.yaml
at the same commit). See types.py.
"""
