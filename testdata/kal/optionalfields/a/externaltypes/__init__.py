# A package of kubernetes-sigs/kube-api-linter's testdata (tools/kal_cases).
