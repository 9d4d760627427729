package kernel

import (
	"bytes"
	"encoding/json"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"math"
	"os"
	"path/filepath"
	"regexp"

	"github.com/adrepl/adrepl/viz"
)

// InstallOptions say where and under which name the kernelspec goes.
type InstallOptions struct {
	Name        string // directory name of the kernelspec; "adrepl" when empty
	DisplayName string // what the notebook's kernel menu shows
	User        bool   // the user's Jupyter data directory
	Prefix      string // PREFIX/share/jupyter/kernels (a virtualenv, conda env, /usr/local)
	Binary      string // absolute path of the adrepl binary
	// ECharts is a local echarts.min.js to copy beside kernel.json (so that
	// the kernel's charts draw offline wherever the binary lives); "" when
	// there is none, and the kernel's pictures are static SVG.
	ECharts string
}

// KernelSpec is the content of kernel.json.
type KernelSpec struct {
	Argv          []string       `json:"argv"`
	DisplayName   string         `json:"display_name"`
	Language      string         `json:"language"`
	InterruptMode string         `json:"interrupt_mode"`
	Env           map[string]any `json:"env,omitempty"`
	Metadata      map[string]any `json:"metadata"`
}

var validName = regexp.MustCompile(`^[a-zA-Z0-9._-]+$`)

// KernelsDir is where Jupyter looks for kernelspecs, as jupyter_core
// computes it: $JUPYTER_DATA_DIR, else the user data directory
// (~/.local/share/jupyter on Linux, ~/Library/Jupyter on macOS) with --user;
// PREFIX/share/jupyter otherwise (the system-wide /usr/local by default).
func KernelsDir(user bool, prefix string) (string, error) {
	switch {
	case prefix != "":
		return filepath.Join(prefix, "share", "jupyter", "kernels"), nil
	case user:
		if d := os.Getenv("JUPYTER_DATA_DIR"); d != "" {
			return filepath.Join(d, "kernels"), nil
		}
		home, err := os.UserHomeDir()
		if err != nil {
			return "", err
		}
		if _, err := os.Stat("/System/Library"); err == nil { // macOS
			return filepath.Join(home, "Library", "Jupyter", "kernels"), nil
		}
		data := os.Getenv("XDG_DATA_HOME")
		if data == "" {
			data = filepath.Join(home, ".local", "share")
		}
		return filepath.Join(data, "jupyter", "kernels"), nil
	default:
		return filepath.Join("/usr/local", "share", "jupyter", "kernels"), nil
	}
}

// Spec is the kernelspec for binary.
func Spec(binary, displayName string) KernelSpec {
	if displayName == "" {
		displayName = "Go (adrepl)"
	}
	return KernelSpec{
		Argv:        []string{binary, "kernel", "--connection-file", "{connection_file}"},
		DisplayName: displayName,
		Language:    "go",
		// The kernel also stops a cell on SIGINT; messages work on every
		// platform and need no process group.
		InterruptMode: "message",
		Metadata: map[string]any{
			"debugger":      false,
			"language_info": languageInfo(),
		},
	}
}

// Install writes the kernelspec directory (kernel.json, two logos, and
// echarts.min.js when o.ECharts names a copy) and returns its path. The
// kernel finds the copy through kernel.json's env ($ADREPL_ECHARTS), and a
// REPL through InstalledECharts.
func Install(o InstallOptions) (string, error) {
	if o.Name == "" {
		o.Name = "adrepl"
	}
	if !validName.MatchString(o.Name) {
		return "", fmt.Errorf("kernel name %q: use letters, digits, '.', '_' and '-'", o.Name)
	}
	if !filepath.IsAbs(o.Binary) {
		return "", fmt.Errorf("binary path %q is not absolute", o.Binary)
	}
	base, err := KernelsDir(o.User, o.Prefix)
	if err != nil {
		return "", err
	}
	dir := filepath.Join(base, o.Name)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", err
	}
	spec := Spec(o.Binary, o.DisplayName)
	lib := filepath.Join(dir, viz.EChartsFile)
	if o.ECharts != "" {
		b, err := os.ReadFile(o.ECharts)
		if err != nil {
			return "", err
		}
		if err := os.WriteFile(lib, b, 0o644); err != nil {
			return "", err
		}
		spec.Env = map[string]any{viz.EChartsEnv: lib}
	} else if err := os.Remove(lib); err != nil && !os.IsNotExist(err) {
		return "", err // an old copy would contradict the spec
	}
	js, err := json.MarshalIndent(spec, "", "  ")
	if err != nil {
		return "", err
	}
	if err := os.WriteFile(filepath.Join(dir, "kernel.json"), append(js, '\n'), 0o644); err != nil {
		return "", err
	}
	for _, size := range []int{32, 64} {
		name := filepath.Join(dir, fmt.Sprintf("logo-%dx%d.png", size, size))
		if err := os.WriteFile(name, Logo(size), 0o644); err != nil {
			return "", err
		}
	}
	return dir, nil
}

// InstalledECharts lists where Install puts echarts.min.js for the default
// kernel name (the user's and the system-wide kernelspec directories), for
// viz.FindAssets and Config.EChartsPaths.
func InstalledECharts() []string {
	var out []string
	for _, user := range []bool{true, false} {
		if d, err := KernelsDir(user, ""); err == nil {
			out = append(out, filepath.Join(d, "adrepl", viz.EChartsFile))
		}
	}
	return out
}

// Logo draws adrepl's logo as a size×size PNG: a rounded dark-blue square
// with a white curve and its orange tangent line, the picture of a
// derivative. Drawn here so that no image file needs to be kept in sync.
func Logo(size int) []byte {
	img := image.NewNRGBA(image.Rect(0, 0, size, size))
	bg := color.NRGBA{0x1f, 0x3a, 0x5f, 0xff}
	white := color.NRGBA{0xff, 0xff, 0xff, 0xff}
	orange := color.NRGBA{0xff, 0x99, 0x1c, 0xff}
	s := float64(size)
	r := s * 0.18 // corner radius
	// Supersample each pixel 4×4 for smooth edges.
	const ss = 4
	f := func(x float64) float64 { return 0.78 - 0.55*math.Pow((x-0.5)/0.4, 2)*0.9 } // a parabola, in unit coords (y down)
	x0 := 0.35
	slope := -0.55 * 0.9 * 2 * (x0 - 0.5) / (0.4 * 0.4)
	for py := 0; py < size; py++ {
		for px := 0; px < size; px++ {
			var cr, cg, cb, ca float64
			for sy := 0; sy < ss; sy++ {
				for sx := 0; sx < ss; sx++ {
					x := (float64(px) + (float64(sx)+0.5)/ss) / s
					y := (float64(py) + (float64(sy)+0.5)/ss) / s
					c, in := color.NRGBA{}, insideRounded(x*s, y*s, s, r)
					if in {
						c = bg
						// Curve y = 1 - f(x) (drawn upwards), stroke width ~7%.
						if x > 0.1 && x < 0.9 && math.Abs(y-(1-f(x))) < 0.045 {
							c = white
						}
						// Tangent at x0: y = 1 - (f(x0) + f'(x0)(x - x0)).
						ty := 1 - (f(x0) + slope*(x-x0))
						if x > 0.1 && x < 0.62 && math.Abs(y-ty) < 0.035 {
							c = orange
						}
						if math.Hypot(x-x0, y-(1-f(x0))) < 0.07 {
							c = orange
						}
					}
					cr += float64(c.R) * float64(c.A)
					cg += float64(c.G) * float64(c.A)
					cb += float64(c.B) * float64(c.A)
					ca += float64(c.A)
				}
			}
			if ca > 0 {
				img.SetNRGBA(px, py, color.NRGBA{uint8(cr / ca), uint8(cg / ca), uint8(cb / ca), uint8(ca / ss / ss)})
			}
		}
	}
	var buf bytes.Buffer
	png.Encode(&buf, img)
	return buf.Bytes()
}

// insideRounded reports whether (x, y) lies in the s×s square with corner radius r.
func insideRounded(x, y, s, r float64) bool {
	cx := math.Max(r, math.Min(s-r, x))
	cy := math.Max(r, math.Min(s-r, y))
	return math.Hypot(x-cx, y-cy) <= r
}
