package stdlib

import (
	"time"

	"github.com/adrepl/adrepl/interp"
)

// Package time: Duration (with Go's String), Month, Weekday, Time with the
// common methods, Now/Since/Until, Date, Unix, Parse, ParseDuration, and a
// real, interruptible Sleep (a timer of the goroutine scheduler: other
// goroutines run meanwhile), and timers and tickers on the same clock
// (timer.go).
//
// A Time is {sec, nsec, loc}: seconds since January 1, year 1 UTC (so the
// zero Time is Go's zero Time), nanoseconds, and a *Location that is UTC,
// Local (the host's local zone) or a fixed zone. Monotonic clock readings
// are not kept, so a printed time.Now() has no "m=+..." suffix.
//
// Sleep really sleeps, and an interrupt (Ctrl-C, the kernel's interrupt)
// wakes it at once. One call sleeps at most a minute (Interp.Sleep), so
// that a typo such as time.Sleep(1e12) does not stall a session for a
// quarter of an hour; a longer request sleeps a minute and says so on
// stderr, once per cell.

const unixToInternal int64 = (1969*365 + 1969/4 - 1969/100 + 1969/400) * 86400

const timeSrc = `package time

import "errors"

// A Duration is the elapsed time between two instants as an int64 nanosecond count.
type Duration int64

const (
	minDuration Duration = -1 << 63
	maxDuration Duration = 1<<63 - 1
)

const (
	Nanosecond  Duration = 1
	Microsecond          = 1000 * Nanosecond
	Millisecond          = 1000 * Microsecond
	Second               = 1000 * Millisecond
	Minute               = 60 * Second
	Hour                 = 60 * Minute
)

func (d Duration) String() string
func (d Duration) Truncate(m Duration) Duration
func (d Duration) Round(m Duration) Duration

func (d Duration) Nanoseconds() int64  { return int64(d) }
func (d Duration) Microseconds() int64 { return int64(d) / 1e3 }
func (d Duration) Milliseconds() int64 { return int64(d) / 1e6 }

func (d Duration) Seconds() float64 {
	sec := d / Second
	nsec := d % Second
	return float64(sec) + float64(nsec)/1e9
}

func (d Duration) Minutes() float64 {
	min := d / Minute
	nsec := d % Minute
	return float64(min) + float64(nsec)/(60*1e9)
}

func (d Duration) Hours() float64 {
	hour := d / Hour
	nsec := d % Hour
	return float64(hour) + float64(nsec)/(60*60*1e9)
}

func (d Duration) Abs() Duration {
	switch {
	case d >= 0:
		return d
	case d == minDuration:
		return maxDuration
	default:
		return -d
	}
}

func parseDuration(s string) (Duration, string)

func ParseDuration(s string) (Duration, error) {
	d, msg := parseDuration(s)
	if msg != "" {
		return 0, errors.New(msg)
	}
	return d, nil
}

// A Month specifies a month of the year (January = 1, ...).
type Month int

const (
	January Month = 1 + iota
	February
	March
	April
	May
	June
	July
	August
	September
	October
	November
	December
)

func (m Month) String() string

// A Weekday specifies a day of the week (Sunday = 0, ...).
type Weekday int

const (
	Sunday Weekday = iota
	Monday
	Tuesday
	Wednesday
	Thursday
	Friday
	Saturday
)

func (d Weekday) String() string

// A Location maps time instants to the zone in use at that time.
type Location struct {
	name   string
	offset int
	kind   int // 0 UTC, 1 Local, 2 fixed
}

var UTC *Location = &Location{name: "UTC"}

var Local *Location = &Location{name: "Local", kind: 1}

func (l *Location) String() string {
	if l == nil {
		return "UTC"
	}
	return l.name
}

// FixedZone returns a Location that always uses the given zone name and
// offset (seconds east of UTC).
func FixedZone(name string, offset int) *Location {
	return &Location{name: name, offset: offset, kind: 2}
}

func mkLoc(kind int, name string, offset int) *Location {
	switch kind {
	case 0:
		return UTC
	case 1:
		return Local
	}
	return FixedZone(name, offset)
}

// A Time represents an instant in time with nanosecond precision.
type Time struct {
	sec  int64 // seconds since January 1, year 1 00:00:00 UTC
	nsec int64 // [0, 999999999]
	loc  *Location
}

const unixToInternal int64 = (1969*365 + 1969/4 - 1969/100 + 1969/400) * 86400

const (
	Layout      = "01/02 03:04:05PM '06 -0700"
	ANSIC       = "Mon Jan _2 15:04:05 2006"
	UnixDate    = "Mon Jan _2 15:04:05 MST 2006"
	RubyDate    = "Mon Jan 02 15:04:05 -0700 2006"
	RFC822      = "02 Jan 06 15:04 MST"
	RFC822Z     = "02 Jan 06 15:04 -0700"
	RFC850      = "Monday, 02-Jan-06 15:04:05 MST"
	RFC1123     = "Mon, 02 Jan 2006 15:04:05 MST"
	RFC1123Z    = "Mon, 02 Jan 2006 15:04:05 -0700"
	RFC3339     = "2006-01-02T15:04:05Z07:00"
	RFC3339Nano = "2006-01-02T15:04:05.999999999Z07:00"
	Kitchen     = "3:04PM"
	Stamp      = "Jan _2 15:04:05"
	StampMilli = "Jan _2 15:04:05.000"
	StampMicro = "Jan _2 15:04:05.000000"
	StampNano  = "Jan _2 15:04:05.000000000"
	DateTime   = "2006-01-02 15:04:05"
	DateOnly   = "2006-01-02"
	TimeOnly   = "15:04:05"
)

func now() (sec, nsec int64)

// Now returns the current local time.
func Now() Time {
	sec, nsec := now()
	return Time{sec, nsec, Local}
}

// Since returns the time elapsed since t.
func Since(t Time) Duration { return Now().Sub(t) }

// Until returns the duration until t.
func Until(t Time) Duration { return t.Sub(Now()) }

// Sleep pauses the program for at least d, in adrepl for at most a minute
// per call; an interrupt wakes it at once.
func Sleep(d Duration)

// Unix returns the local Time of the given Unix time.
func Unix(sec int64, nsec int64) Time {
	if nsec < 0 || nsec >= 1e9 {
		n := nsec / 1e9
		sec += n
		nsec -= n * 1e9
		if nsec < 0 {
			nsec += 1e9
			sec--
		}
	}
	return Time{sec + unixToInternal, nsec, Local}
}

func UnixMilli(msec int64) Time { return Unix(msec/1e3, (msec%1e3)*1e6) }

func UnixMicro(usec int64) Time { return Unix(usec/1e6, (usec%1e6)*1e3) }

func date(year int, month Month, day, hour, min, sec, nsec int, kind int, name string, offset int) (s, ns int64)

// Date returns the Time corresponding to yyyy-mm-dd hh:mm:ss + nsec in loc.
func Date(year int, month Month, day, hour, min, sec, nsec int, loc *Location) Time {
	if loc == nil {
		panic("time: missing Location in call to Date")
	}
	s, ns := date(year, month, day, hour, min, sec, nsec, loc.kind, loc.name, loc.offset)
	return Time{s, ns, loc}
}

func parse(layout, value string) (sec, nsec int64, kind int, name string, offset int, msg string)

// Parse parses a formatted string and returns the time value it represents.
func Parse(layout, value string) (Time, error) {
	sec, nsec, kind, name, offset, msg := parse(layout, value)
	if msg != "" {
		return Time{}, errors.New(msg)
	}
	return Time{sec, nsec, mkLoc(kind, name, offset)}, nil
}

func (t Time) Format(layout string) string
func (t Time) String() string
func (t Time) Year() int
func (t Time) Month() Month
func (t Time) Day() int
func (t Time) Hour() int
func (t Time) Minute() int
func (t Time) Second() int
func (t Time) Weekday() Weekday
func (t Time) YearDay() int
func (t Time) Date() (year int, month Month, day int)
func (t Time) Clock() (hour, min, sec int)
func (t Time) ISOWeek() (year, week int)
func (t Time) Zone() (name string, offset int)
func (t Time) AddDate(years int, months int, days int) Time
func (t Time) Truncate(d Duration) Time
func (t Time) Round(d Duration) Time

func (t Time) Nanosecond() int { return int(t.nsec) }

func (t Time) Unix() int64 { return t.sec - unixToInternal }

func (t Time) UnixNano() int64 { return (t.sec-unixToInternal)*1e9 + t.nsec }

func (t Time) UnixMilli() int64 { return (t.sec-unixToInternal)*1e3 + t.nsec/1e6 }

func (t Time) UnixMicro() int64 { return (t.sec-unixToInternal)*1e6 + t.nsec/1e3 }

func (t Time) IsZero() bool { return t.sec == 0 && t.nsec == 0 }

func (t Time) After(u Time) bool { return t.sec > u.sec || t.sec == u.sec && t.nsec > u.nsec }

func (t Time) Before(u Time) bool { return t.sec < u.sec || t.sec == u.sec && t.nsec < u.nsec }

func (t Time) Equal(u Time) bool { return t.sec == u.sec && t.nsec == u.nsec }

func (t Time) Compare(u Time) int {
	switch {
	case t.Before(u):
		return -1
	case t.After(u):
		return +1
	}
	return 0
}

func (t Time) Add(d Duration) Time {
	dsec := int64(d / 1e9)
	nsec := t.nsec + int64(d%1e9)
	if nsec >= 1e9 {
		dsec++
		nsec -= 1e9
	} else if nsec < 0 {
		dsec--
		nsec += 1e9
	}
	t.sec += dsec
	t.nsec = nsec
	return t
}

func (t Time) Sub(u Time) Duration {
	d := Duration(t.sec-u.sec)*Second + Duration(t.nsec-u.nsec)
	switch {
	case u.Add(d).Equal(t):
		return d
	case t.Before(u):
		return minDuration
	default:
		return maxDuration
	}
}

func (t Time) UTC() Time {
	t.loc = UTC
	return t
}

func (t Time) Local() Time {
	t.loc = Local
	return t
}

func (t Time) In(loc *Location) Time {
	if loc == nil {
		panic("time: missing Location in call to Time.In")
	}
	t.loc = loc
	return t
}

func (t Time) Location() *Location {
	if t.loc == nil {
		return UTC
	}
	return t.loc
}
`

// hostLoc converts an interpreted *Location.
func hostLoc(v interp.Value) *time.Location {
	p := v.Ptr()
	if p == nil {
		return time.UTC
	}
	fs := p.Elems()
	switch fs[2].Int() {
	case 1:
		return time.Local
	case 2:
		return time.FixedZone(fs[0].String(), int(fs[1].Int()))
	}
	return time.UTC
}

// hostTime converts an interpreted Time.
func hostTime(v interp.Value) time.Time {
	fs := v.Elems()
	return time.Unix(fs[0].Int()-unixToInternal, fs[1].Int()).In(hostLoc(fs[2]))
}

// timeValue makes an interpreted Time of t in the interpreted location loc.
func timeValue(t time.Time, loc interp.Value) interp.Value {
	return interp.Value{R: []interp.Value{interp.MakeInt(t.Unix() + unixToInternal), interp.MakeInt(int64(t.Nanosecond())), loc}}
}

func locResults(c *interp.Call, i int, l *time.Location, t time.Time) {
	switch l {
	case time.UTC:
		c.Results[i] = interp.MakeInt(0)
	case time.Local:
		c.Results[i] = interp.MakeInt(1)
	default:
		c.Results[i] = interp.MakeInt(2)
	}
	name, off := t.Zone()
	c.Results[i+1] = interp.MakeString(name)
	c.Results[i+2] = interp.MakeInt(int64(off))
}

func addTime(add func(*interp.Library)) {
	recv := func(c *interp.Call) time.Time { return hostTime(c.Args[0]) }
	host := map[string]*interp.HostFunc{
		"Duration.String": {Call: func(c *interp.Call) {
			c.Results[0] = interp.MakeString(time.Duration(c.Args[0].Int()).String())
		}},
		"Duration.Truncate": {Call: func(c *interp.Call) {
			c.Results[0] = interp.MakeInt(int64(time.Duration(c.Args[0].Int()).Truncate(time.Duration(c.Args[1].Int()))))
		}},
		"Duration.Round": {Call: func(c *interp.Call) {
			c.Results[0] = interp.MakeInt(int64(time.Duration(c.Args[0].Int()).Round(time.Duration(c.Args[1].Int()))))
		}},
		"parseDuration": {Call: func(c *interp.Call) {
			d, err := time.ParseDuration(c.Args[0].String())
			c.Results[0] = interp.MakeInt(int64(d))
			c.Results[1] = interp.MakeString("")
			if err != nil {
				c.Results[1] = interp.MakeString(err.Error())
			}
		}},
		"Month.String": {Call: func(c *interp.Call) {
			c.Results[0] = interp.MakeString(time.Month(c.Args[0].Int()).String())
		}},
		"Weekday.String": {Call: func(c *interp.Call) {
			c.Results[0] = interp.MakeString(time.Weekday(c.Args[0].Int()).String())
		}},
		"now": {Call: func(c *interp.Call) {
			t := time.Now()
			c.Results[0] = interp.MakeInt(t.Unix() + unixToInternal)
			c.Results[1] = interp.MakeInt(int64(t.Nanosecond()))
		}},
		"Sleep": {Call: func(c *interp.Call) { c.In.Sleep(time.Duration(c.Args[0].Int())) }},
		"date": {Call: func(c *interp.Call) {
			a := c.Args
			var loc *time.Location
			switch a[7].Int() {
			case 0:
				loc = time.UTC
			case 1:
				loc = time.Local
			default:
				loc = time.FixedZone(a[8].String(), int(a[9].Int()))
			}
			t := time.Date(int(a[0].Int()), time.Month(a[1].Int()), int(a[2].Int()), int(a[3].Int()),
				int(a[4].Int()), int(a[5].Int()), int(a[6].Int()), loc)
			c.Results[0] = interp.MakeInt(t.Unix() + unixToInternal)
			c.Results[1] = interp.MakeInt(int64(t.Nanosecond()))
		}},
		"parse": {Call: func(c *interp.Call) {
			t, err := time.Parse(c.Args[0].String(), c.Args[1].String())
			c.Results[0] = interp.MakeInt(t.Unix() + unixToInternal)
			c.Results[1] = interp.MakeInt(int64(t.Nanosecond()))
			locResults(c, 2, t.Location(), t)
			c.Results[5] = interp.MakeString("")
			if err != nil {
				c.Results[5] = interp.MakeString(err.Error())
			}
		}},
		"Time.Format":  {Call: func(c *interp.Call) { c.Results[0] = interp.MakeString(recv(c).Format(c.Args[1].String())) }},
		"Time.String":  {Call: func(c *interp.Call) { c.Results[0] = interp.MakeString(recv(c).String()) }},
		"Time.Year":    {Call: func(c *interp.Call) { c.Results[0] = interp.MakeInt(int64(recv(c).Year())) }},
		"Time.Month":   {Call: func(c *interp.Call) { c.Results[0] = interp.MakeInt(int64(recv(c).Month())) }},
		"Time.Day":     {Call: func(c *interp.Call) { c.Results[0] = interp.MakeInt(int64(recv(c).Day())) }},
		"Time.Hour":    {Call: func(c *interp.Call) { c.Results[0] = interp.MakeInt(int64(recv(c).Hour())) }},
		"Time.Minute":  {Call: func(c *interp.Call) { c.Results[0] = interp.MakeInt(int64(recv(c).Minute())) }},
		"Time.Second":  {Call: func(c *interp.Call) { c.Results[0] = interp.MakeInt(int64(recv(c).Second())) }},
		"Time.Weekday": {Call: func(c *interp.Call) { c.Results[0] = interp.MakeInt(int64(recv(c).Weekday())) }},
		"Time.YearDay": {Call: func(c *interp.Call) { c.Results[0] = interp.MakeInt(int64(recv(c).YearDay())) }},
		"Time.Date": {Call: func(c *interp.Call) {
			y, m, d := recv(c).Date()
			c.Results[0], c.Results[1], c.Results[2] = interp.MakeInt(int64(y)), interp.MakeInt(int64(m)), interp.MakeInt(int64(d))
		}},
		"Time.Clock": {Call: func(c *interp.Call) {
			h, m, s := recv(c).Clock()
			c.Results[0], c.Results[1], c.Results[2] = interp.MakeInt(int64(h)), interp.MakeInt(int64(m)), interp.MakeInt(int64(s))
		}},
		"Time.ISOWeek": {Call: func(c *interp.Call) {
			y, w := recv(c).ISOWeek()
			c.Results[0], c.Results[1] = interp.MakeInt(int64(y)), interp.MakeInt(int64(w))
		}},
		"Time.Zone": {Call: func(c *interp.Call) {
			name, off := recv(c).Zone()
			c.Results[0], c.Results[1] = interp.MakeString(name), interp.MakeInt(int64(off))
		}},
		"Time.AddDate": {Call: func(c *interp.Call) {
			t := recv(c).AddDate(int(c.Args[1].Int()), int(c.Args[2].Int()), int(c.Args[3].Int()))
			c.Results[0] = timeValue(t, c.Args[0].Elems()[2])
		}},
		"Time.Truncate": {Call: func(c *interp.Call) {
			t := recv(c).Truncate(time.Duration(c.Args[1].Int()))
			c.Results[0] = timeValue(t, c.Args[0].Elems()[2])
		}},
		"Time.Round": {Call: func(c *interp.Call) {
			t := recv(c).Round(time.Duration(c.Args[1].Int()))
			c.Results[0] = timeValue(t, c.Args[0].Elems()[2])
		}},
	}
	addTimerHost(host)
	add(&interp.Library{
		Path: "time",
		Src:  timeSrc + timerSrc,
		Host: host,
		Doc: map[string]string{
			"Duration":      "Duration is a span of time in nanoseconds; it prints as 1h2m3.5s.",
			"Second":        "Second is one second as a Duration (also Nanosecond ... Hour).",
			"Millisecond":   "Millisecond is one millisecond as a Duration.",
			"Now":           "Now() is the current local time.",
			"Since":         "Since(t) is the time elapsed since t: time.Since(start).",
			"Until":         "Until(t) is the duration until t.",
			"Sleep":         "Sleep(d) pauses for d (at most a minute per call in adrepl); an interrupt wakes it.",
			"Date":          "Date(year, month, day, hour, min, sec, nsec, loc) is the Time of that date.",
			"Unix":          "Unix(sec, nsec) is the local Time of a Unix time.",
			"Parse":         "Parse(layout, value) parses a time formatted like the layout (e.g. time.RFC3339).",
			"ParseDuration": "ParseDuration(s) parses a duration such as \"1h30m\" or \"250ms\".",
			"Time":          "Time is an instant with nanosecond precision: Sub, Add, Format, Year, Unix...",
			"UTC":           "UTC is the UTC Location.",
			"Month":         "Month is a month of the year (January = 1).",
			"Weekday":       "Weekday is a day of the week (Sunday = 0).",
		},
	})
}
