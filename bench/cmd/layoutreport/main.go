// Command layoutreport measures what one element of a slice, an array, a
// struct slice or a map costs in adrepl against native Go: the same
// program, built with go build and run with adrepl run, fills one container
// of n elements and keeps it live; the peak resident memory (VmHWM through
// wait4's rusage) less that of the same program at n = 0, divided by n, is
// the bytes per element (issue 31's table, docs/performance-memory.md).
//
//	go run ./bench/cmd/layoutreport [-bytes 67108864] [-map 1048576] [-only '[]byte,map[int]int']
//
// Containers are large (64 MiB in Go by default) because resident memory
// moves in huge pages. Resident memory, not the heap's own count, is what a
// user's machine pays;
// a growing container (append, a map) leaves garbage behind in both, so the
// slices are made at their size and the maps grown as programs grow them.
package main

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"

	"github.com/adrepl/adrepl/bench"
)

// layout is one row: a Go declaration of the container at size N and the
// statement that fills element i.
type layout struct {
	name       string
	goSize     float64 // bytes per element in Go (for the table's reference column)
	decl, fill string
}

var layouts = []layout{
	{"[]byte", 1, "x := make([]byte, N)", "x[i] = byte(i)"},
	{"[]bool", 1, "x := make([]bool, N)", "x[i] = i%3 == 0"},
	{"[]int8", 1, "x := make([]int8, N)", "x[i] = int8(i)"},
	{"[]int16", 2, "x := make([]int16, N)", "x[i] = int16(i)"},
	{"[]int32", 4, "x := make([]int32, N)", "x[i] = int32(i)"},
	{"[]float32", 4, "x := make([]float32, N)", "x[i] = float32(i)"},
	{"[]int", 8, "x := make([]int, N)", "x[i] = i"},
	{"[]float64", 8, "x := make([]float64, N)", "x[i] = float64(i)"},
	{"[]complex128", 16, "x := make([]complex128, N)", "x[i] = complex(float64(i), 1)"},
	{"[]string", 16, "x := make([]string, N)", `x[i] = "s"`},
	{"[]*int", 8, "x := make([]*int, N); p := new(int)", "x[i] = p"},
	{"*[N]byte", 1, "x := new([N]byte)", "x[i] = byte(i)"},
	{"*[N]int32", 4, "x := new([N]int32)", "x[i] = int32(i)"},
	{"*[N]float64", 8, "x := new([N]float64)", "x[i] = float64(i)"},
	{"[]struct{x, y float64}", 16, "x := make([]struct{ x, y float64 }, N)", "x[i].x = float64(i)"},
	{"[]struct{a int32; b, c byte}", 8, "x := make([]struct {\n\t\ta    int32\n\t\tb, c byte\n\t}, N)", "x[i].a = int32(i)"},
	{"[][2]int", 16, "x := make([][2]int, N)", "x[i][1] = i"},
	{"map[int]int", 0, "x := map[int]int{}", "x[i] = i"},
	{"map[int32]bool", 0, "x := map[int32]bool{}", "x[int32(i)] = true"},
	{"map[string]int", 0, "x := map[string]int{}", "x[strconv.Itoa(i)] = i"},
}

func source(l layout, n int) string {
	decl := strings.ReplaceAll(l.decl, "[N]", fmt.Sprintf("[%d]", max(n, 1)))
	decl = strings.ReplaceAll(decl, "N)", fmt.Sprintf("%d)", n))
	use := ""
	if !strings.HasPrefix(l.name, "map") {
		// read an element, so that the stores are not dead
		use = "\n\tif len(x) > 0 {\n\t\tfmt.Println(x[len(x)-1])\n\t}"
	}
	imports := `"fmt"`
	if strings.Contains(l.fill, "strconv") {
		imports += "\n\t\"strconv\""
	}
	return fmt.Sprintf(`package main

import (
	%s
)

func main() {
	%s
	for i := 0; i < %d; i++ {
		%s
	}
	fmt.Println(len(x))%s
}
`, imports, decl, n, l.fill, use)
}

func main() {
	size := flag.Int("bytes", 64<<20, "the size of each container in Go's bytes (the element count is this over Go's element size; maps: -map elements)")
	mapN := flag.Int("map", 1<<20, "elements per map")
	only := flag.String("only", "", "comma-separated row names; empty: all")
	flag.Parse()
	dir, err := os.MkdirTemp("", "layoutreport")
	if err != nil {
		fail(err)
	}
	defer os.RemoveAll(dir)
	root, err := os.Getwd()
	if err != nil {
		fail(err)
	}
	adrepl := filepath.Join(dir, "adrepl")
	if err := run(root, "go", "build", "-o", adrepl, "./cmd/adrepl"); err != nil {
		fail(fmt.Errorf("building adrepl (run this from the module root): %v", err))
	}
	fmt.Printf("Machine: %s; containers of %d MiB in Go (maps: %d elements); bytes per element = (peak RSS - peak RSS at 0 elements) / elements.\n\n", bench.CPUModel(), *size>>20, *mapN)
	fmt.Println("| container | Go, by its sizes | Go, measured | adrepl | adrepl / Go |")
	fmt.Println("|---|---:|---:|---:|---:|")
	for _, l := range layouts {
		if *only != "" && !strings.Contains(","+*only+",", ","+l.name+",") {
			continue
		}
		n := *mapN
		if l.goSize > 0 {
			n = int(float64(*size) / l.goSize)
		}
		var per [2]float64
		for k, tool := range []string{"native", "adrepl"} {
			var rss [2]int64
			for j, size := range []int{0, n} {
				file := filepath.Join(dir, "p.go")
				if err := os.WriteFile(file, []byte(source(l, size)), 0o644); err != nil {
					fail(err)
				}
				var cmd *exec.Cmd
				if tool == "native" {
					bin := filepath.Join(dir, "p")
					if err := run(dir, "go", "build", "-o", bin, file); err != nil {
						fail(fmt.Errorf("%s: %v", l.name, err))
					}
					cmd = exec.Command(bin)
				} else {
					cmd = exec.Command(adrepl, "--memory", "off", "run", file)
				}
				r, err := peakRSS(cmd)
				if err != nil {
					fail(fmt.Errorf("%s %s: %v", l.name, tool, err))
				}
				rss[j] = r
			}
			per[k] = float64(rss[1]-rss[0]) / float64(n)
		}
		ref := "—"
		if l.goSize > 0 {
			ref = fmt.Sprintf("%.0f", l.goSize)
		}
		fmt.Printf("| `%s` | %s | %.1f | %.1f | %.2fx |\n", l.name, ref, per[0], per[1], per[1]/per[0])
	}
}

// peakRSS runs cmd and returns its peak resident set in bytes.
func peakRSS(cmd *exec.Cmd) (int64, error) {
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Run(); err != nil {
		return 0, fmt.Errorf("%v: %s", err, out.String())
	}
	ru, ok := cmd.ProcessState.SysUsage().(*syscall.Rusage)
	if !ok {
		return 0, fmt.Errorf("no rusage on this system")
	}
	return ru.Maxrss << 10, nil
}

func run(dir, name string, args ...string) error {
	cmd := exec.Command(name, args...)
	cmd.Dir = dir
	out, err := cmd.CombinedOutput()
	if err != nil {
		return fmt.Errorf("%v: %s", err, out)
	}
	return nil
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "layoutreport:", err)
	os.Exit(1)
}
