// Package layers has no code of its own: its tests keep the shape of the
// project true, so that the layering and the maps in the doc comments stay
// facts rather than intentions.
//
//	doc.go          this comment
//	layers_test.go  the table of allowed imports between the project's
//	                packages (cmd/adrepl -> kernel -> interp -> ad, viz -> ad),
//	                and the sandbox: which packages may import os/exec or net;
//	                and that no package assigns another's variables (options
//	                are passed in by the front ends instead)
//	docmap_test.go  every package has a package comment, and a doc.go whose
//	                file map names each of its non-test .go files
//	source_test.go  reads the project's source: its packages, their files
//	                and imports, with go/parser (no go command needed)
//	generate_test.go  every //go:generate generator, run on a copy of its
//	                package directory: its output must equal the committed
//	                files (a hand edit to a generated file fails)
//
// A new package fails both tests until it has a row in the table of
// layers_test.go and a doc.go; that is on purpose.
package layers
