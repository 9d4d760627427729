package main

import "os"

// generalPathEnv, set to 1, makes every session compile on interp's
// general path only (interp.Options.GeneralPath): no specialised fast
// path is chosen. The tests run the Go suite both ways and demand the same
// output, so each fast path is checked against the general one; a user can
// do the same when a result looks suspicious.
const generalPathEnv = "ADREPL_GENERAL_PATH"

// generalPath reports whether the environment asks for the general path.
func generalPath() bool { return os.Getenv(generalPathEnv) == "1" }
