// Command goregex_vectors runs Go's own regexp on the cases that cases.py writes (JSON on stdin)
// and writes what Go says (the compile error, or MatchString per input) as JSON to stdout.
// defaultgen's tests compare defaultgen/validate/goregex.py with that output, committed as
// testdata/goregex/vectors.json; `make vectors` regenerates it (needs Go, standard library only):
//
//	python3 tools/goregex_vectors/cases.py | GO111MODULE=off go run tools/goregex_vectors/main.go > testdata/goregex/vectors.json
package main

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"regexp"
	"runtime"
)

type tcase struct {
	Source  string   `json:"source"`
	Pattern string   `json:"pattern"`
	Inputs  []string `json:"inputs"`
}

type result struct {
	Source  string   `json:"source"`
	Pattern string   `json:"pattern"`
	Error   *string  `json:"error"`
	Inputs  []string `json:"inputs"`
	Matches []bool   `json:"matches"`
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
	out := struct {
		Generator string   `json:"generator"`
		Results   []result `json:"results"`
	}{Generator: "Go " + runtime.Version() + " regexp.Compile + MatchString (tools/goregex_vectors)"}
	for _, c := range cases {
		r := result{Source: c.Source, Pattern: c.Pattern, Inputs: c.Inputs, Matches: []bool{}}
		re, err := regexp.Compile(c.Pattern)
		if err != nil {
			msg := err.Error()
			r.Error = &msg
		} else {
			for _, in := range c.Inputs {
				r.Matches = append(r.Matches, re.MatchString(in))
			}
		}
		out.Results = append(out.Results, r)
	}
	// One result a line: diffs of a regenerated file stay readable.
	head, _ := json.Marshal(out.Generator)
	fmt.Printf("{\"generator\": %s, \"results\": [\n", head)
	for i, r := range out.Results {
		line, _ := json.Marshal(r)
		sep := ","
		if i == len(out.Results)-1 {
			sep = ""
		}
		fmt.Printf("%s%s\n", line, sep)
	}
	fmt.Println("]}")
}
