package viz

import (
	"encoding/json"
	"math"

	"github.com/adrepl/adrepl/ad"

	"github.com/go-echarts/go-echarts/v2/charts"
	"github.com/go-echarts/go-echarts/v2/opts"
)

// dashIcon is a legend icon of three dashes.
const dashIcon = "path://M0,0h7v2h-7zM10,0h7v2h-7zM20,0h7v2h-7z"

// lineOption builds the option of a line chart with a value x axis and a
// log y axis: go-echarts assembles the series, the title, legend and
// tooltip; the axes are set on the resulting option.
func lineOption(title, xName, yName string, series []svgSeries, markX float64) map[string]any {
	c := charts.NewLine()
	c.SetGlobalOptions(
		charts.WithTitleOpts(opts.Title{Title: title}),
		charts.WithTooltipOpts(opts.Tooltip{Show: opts.Bool(true), Trigger: "axis"}),
		charts.WithLegendOpts(opts.Legend{Show: opts.Bool(true), Bottom: "0"}),
	)
	for k, s := range series {
		var data []opts.LineData
		for i, x := range s.xs {
			y := s.ys[i]
			if !(y > 0) || math.IsInf(y, 0) {
				continue // a log axis cannot show it
			}
			data = append(data, opts.LineData{Value: []float64{x, y}})
		}
		c.AddSeries(s.name, data,
			charts.WithLineStyleOpts(opts.LineStyle{Color: s.color, Width: 2}),
			charts.WithItemStyleOpts(opts.ItemStyle{Color: s.color}),
			charts.WithLineChartOpts(opts.LineChart{ShowSymbol: opts.Bool(true)}))
		if s.fit != nil && len(s.xs) > 1 {
			a, b := s.xs[0], s.xs[len(s.xs)-1]
			color, xs := seriesColor(k), make([]float64, 0, 21)
			for j := 0; j <= 20; j++ {
				xs = append(xs, a+(b-a)*float64(j)/20)
			}
			if s.fitColor != "" {
				// Sampled at every half-integer too, and broken where the
				// fit is NaN (between the pieces of a two-piece verdict):
				// one ECharts series per stretch, under one legend name.
				color, xs = s.fitColor, fitSamples(a, b)
			}
			var fd []opts.LineData
			flush := func() {
				if len(fd) > 1 {
					c.AddSeries(s.name+" fitted", fd,
						charts.WithLineStyleOpts(opts.LineStyle{Color: color, Width: 1.5, Type: "dashed"}),
						charts.WithItemStyleOpts(opts.ItemStyle{Color: color}),
						charts.WithLineChartOpts(opts.LineChart{ShowSymbol: opts.Bool(false), Symbol: "none"}))
				}
				fd = nil
			}
			for _, x := range xs {
				y := s.fit(x)
				if math.IsNaN(y) && s.fitColor != "" {
					flush()
					continue
				}
				if y > 0 && !math.IsInf(y, 0) {
					fd = append(fd, opts.LineData{Value: []float64{x, y}})
				}
			}
			flush()
		}
	}
	c.Validate()
	o := c.JSON()
	o["xAxis"] = map[string]any{"type": "value", "name": xName, "nameLocation": "middle", "nameGap": 28, "scale": true}
	o["yAxis"] = map[string]any{"type": "log", "name": yName, "nameLocation": "middle", "nameGap": 52, "logBase": 10,
		"axisLabel": map[string]any{"formatter": "{value}"}}
	// ECharts' own log extent can run to 1e10 for data within one decade:
	// the axis spans the decades the data (and fitted lines) touch.
	lo, hi := math.Inf(1), math.Inf(-1)
	for _, s := range series {
		for i, y := range s.ys {
			if y > 0 && !math.IsInf(y, 0) {
				lo, hi = math.Min(lo, y), math.Max(hi, y)
				if s.fit != nil {
					if f := s.fit(s.xs[i]); f > 0 && !math.IsInf(f, 0) {
						lo, hi = math.Min(lo, f), math.Max(hi, f)
					}
				}
			}
		}
	}
	if lo <= hi {
		a, b := math.Floor(math.Log10(lo)), math.Ceil(math.Log10(hi))
		if a == b {
			b++
		}
		y := o["yAxis"].(map[string]any)
		y["min"], y["max"] = math.Pow(10, a), math.Pow(10, b)
	}
	// The legend wraps (a sweep has many runs): make room for its rows,
	// estimated from the labels' lengths at about 7 px a character.
	rows, w := 1, 0
	for _, s := range series {
		n := 40 + 7*len([]rune(s.name))
		if w+n > 740 && w > 0 {
			rows, w = rows+1, 0
		}
		w += n
	}
	o["grid"] = map[string]any{"left": 80, "right": 30, "top": 60, "bottom": 80 + 24*(rows-1)}
	o["title"] = map[string]any{"text": title, "textStyle": map[string]any{"fontSize": 14}}
	o["legend"] = map[string]any{"bottom": 0, "type": "plain"}
	// A fitted line's legend entry is a dashed stroke, as in the SVG (the
	// default would draw a line series' symbol, a dot the line never has).
	var entries []any
	for _, s := range series {
		entries = append(entries, s.name)
		if s.fit != nil && len(s.xs) > 1 {
			entries = append(entries, map[string]any{"name": s.name + " fitted", "icon": dashIcon})
		}
	}
	o["legend"].(map[string]any)["data"] = entries
	o["tooltip"] = map[string]any{"trigger": "item"}
	delete(o, "toolbox")
	if !math.IsNaN(markX) {
		// go-echarts' series as plain JSON objects, to hang the threshold
		// lines (x = markX and y = 1) on the first.
		var series []map[string]any
		if b, err := json.Marshal(o["series"]); err == nil && json.Unmarshal(b, &series) == nil && len(series) > 0 {
			series[0]["markLine"] = map[string]any{"symbol": "none", "silent": true,
				"lineStyle": map[string]any{"color": "#e03131", "type": "dashed", "width": 1.5},
				"data": []any{
					map[string]any{"xAxis": markX, "label": map[string]any{"formatter": "threshold " + trimFloat(markX), "color": "#e03131"}},
					map[string]any{"yAxis": 1, "label": map[string]any{"formatter": "×1 per step", "position": "insideStartTop", "color": "#868e96"},
						"lineStyle": map[string]any{"color": "#adb5bd", "type": "dotted"}},
					// The verdict bands (ad.GrowthVerdict).
					map[string]any{"yAxis": ad.GrowthVanishing, "label": map[string]any{"formatter": "vanishing below " + trimFloat(ad.GrowthVanishing), "position": "insideEndBottom", "color": "#868e96"},
						"lineStyle": map[string]any{"color": "#dee2e6", "type": "dotted"}},
					map[string]any{"yAxis": ad.GrowthExploding, "label": map[string]any{"formatter": "exploding above " + trimFloat(ad.GrowthExploding), "position": "insideEndTop", "color": "#868e96"},
						"lineStyle": map[string]any{"color": "#dee2e6", "type": "dotted"}},
				}}
			for _, se := range series {
				se["symbolSize"] = 10
			}
			o["series"] = series
		}
	}
	return o
}

// HTML renders the plot as an interactive ECharts line chart on a log axis.
func (p *NormPlot) HTML() string {
	var ss []svgSeries
	for k := range p.Series {
		se := &p.Series[k]
		s := svgSeries{name: se.Label, color: seriesColor(k), fit: se.drawnFit, fitColor: p.fitColor(k)}
		for i, it := range se.Iters {
			s.xs = append(s.xs, float64(it))
			s.ys = append(s.ys, se.Norms[i])
		}
		s.xs, s.ys = thin(s.xs, s.ys, 1000)
		ss = append(ss, s)
	}
	return chartHTML(lineOption(p.Title, "iteration t", p.yName(), ss, math.NaN()), 800, 460)
}
