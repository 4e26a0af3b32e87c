"""`defaultgen server`: lint, its fixes and the marker docs in an editor, over the Language
Server Protocol (SPEC §11), built on pygls and lsprotocol.

One job per module: `project` finds a document's settings and its module; `checks` lints the
open documents from their unsaved text (the lint pipeline and its stored results, through
`SourceFile.text`) and turns findings into LSP diagnostics; `edits` makes minimal text edits;
`actions` the quick fixes, fix-all and suppressions; `hover` and `completion` read the marker
registry, the rules' docs and the OpenAPI emitter; `app` wires them to the protocol.
"""
