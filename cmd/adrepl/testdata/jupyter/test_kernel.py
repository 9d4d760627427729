"""jupyter_kernel_test's protocol checks, configured for adrepl.

Run by TestJupyterKernelTest (cmd/adrepl/kernel_jupyter_test.go) with
JUPYTER_DATA_DIR pointing at a kernelspec installed by `adrepl kernel install`.
"""
import unittest

import jupyter_kernel_test


class AdreplKernelTests(jupyter_kernel_test.KernelTests):
    kernel_name = "adrepl"
    language_name = "go"
    file_extension = ".go"

    code_hello_world = 'fmt.Println("hello, world")'
    code_stderr = 'println("to stderr")'

    completion_samples = [
        {"text": "ad.Gra", "matches": {"Grad", "GradNorms", "Graph"}},
        {"text": "math.Cb", "matches": {"Cbrt"}},
    ]
    complete_code_samples = ["1 + 1", "x := 3", "func f() int { return 1 }", ":tape"]
    incomplete_code_samples = ["func f() int {", "x := []int{1,", "for i := 0; i < 3; i++ {"]
    invalid_code_samples = ["x := 1)", "}"]

    code_generate_error = "var s []int\n_ = s[1]"

    code_execute_result = [
        {"code": "6 * 7", "result": "42 (int)"},
        {"code": "ad.Grad(func(x float64) float64 { return x * x })(3)", "result": "6 (float64)"},
        {"code": "ad.Vec([]float64{1, 2})", "mime": "text/html"},
    ]
    # ad.Show publishes a picture as display_data: text, SVG and HTML.
    _picture = "ad.Grad(func(x float64) float64 { for i := 0; i < 3; i++ { x = x * x }; return x })(1.1)\nad.Show(ad.Graph())"
    code_display_data = [
        {"code": _picture, "mime": "text/plain"},
        {"code": _picture, "mime": "image/svg+xml"},
        {"code": _picture, "mime": "text/html"},
    ]
    code_history_pattern = "6 *"
    supported_history_operations = ("tail", "range", "search")

    code_inspect_sample = "ad.Grad"


if __name__ == "__main__":
    unittest.main()
