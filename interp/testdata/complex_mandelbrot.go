package main

import (
	"fmt"
	"math/cmplx"
	"strings"
)

func escape(c complex128, limit int) int {
	z := complex(0, 0)
	for i := 0; i < limit; i++ {
		z = z*z + c
		if cmplx.Abs(z) > 2 {
			return i
		}
	}
	return limit
}

func main() {
	chars := " .:-=+*#%@"
	for y := 1.2; y >= -1.2; y -= 0.3 {
		var sb strings.Builder
		for x := -2.1; x <= 0.6; x += 0.1 {
			n := escape(complex(x, y), 30)
			sb.WriteByte(chars[n*(len(chars)-1)/30])
		}
		fmt.Println(strings.TrimRight(sb.String(), " ") + "|")
	}
}

// Output:
// |
//                  ..:*:.|
//             ...-@#@@@@@-==|
//       ...=-@-:*@@@@@@@@@@=.|
//  =@@@@@@@@@@@@@@@@@@@@@@-..|
//       ...=-@-:*@@@@@@@@@@=.|
//             ...-@#@@@@@-==|
//                  ..:*:.|
