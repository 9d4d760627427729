package main

import (
	"bytes"
	"fmt"
)

// bytes.Buffer: writes, reads, growth (Cap as Go's), Bytes sharing the
// buffer, unread, truncate, and the nil *Buffer's String.
func main() {
	var b bytes.Buffer
	fmt.Println(b.Len(), b.Cap(), b.String() == "")
	b.WriteString("hello")
	b.WriteByte(' ')
	b.WriteRune('世')
	b.Write([]byte("!"))
	fmt.Println(b.String(), b.Len(), b.Cap())
	fmt.Fprintf(&b, " %d-%s", 42, "x")
	fmt.Println(b.String())

	p := b.Bytes()
	p[0] = 'J'
	fmt.Println(b.String())

	c, _ := b.ReadByte()
	fmt.Println(string(c), b.Len())
	fmt.Println(b.UnreadByte(), b.Len())
	word, err := b.ReadString(' ')
	fmt.Printf("%q %v\n", word, err)
	r, size, err := b.ReadRune()
	fmt.Println(string(r), size, err)
	fmt.Println(b.UnreadRune())
	fmt.Println(b.UnreadRune())
	fmt.Printf("%q\n", b.Next(4))
	buf := make([]byte, 3)
	n, err := b.Read(buf)
	fmt.Println(n, err, string(buf[:n]))
	line, err := b.ReadBytes('\n')
	fmt.Printf("%q %v\n", line, err)
	n, err = b.Read(buf)
	fmt.Println(n, err, b.Len())

	fmt.Println(bytes.NewBufferString("0123456789").Len())
	big := bytes.NewBuffer(make([]byte, 0, 10))
	big.WriteString("0123456789")
	fmt.Println(big.Len(), big.Cap())
	for i := 0; i < 20; i++ {
		big.WriteString("abcdefghij")
	}
	fmt.Println(big.Len(), big.Cap(), big.Available())
	big.Truncate(5)
	fmt.Println(big.String(), big.Cap())
	big.Grow(1000)
	fmt.Println(big.Len(), big.Cap())
	big.Reset()
	fmt.Println(big.Len(), big.Cap())

	nb := bytes.NewBuffer([]byte("abc"))
	nb.ReadByte()
	nb.ReadByte()
	nb.ReadByte()
	nb.WriteString("de")
	fmt.Println(nb.String(), nb.Len(), nb.Cap())

	var nilBuf *bytes.Buffer
	fmt.Println(nilBuf.String())

	defer func() { fmt.Println("recovered:", recover()) }()
	b.Truncate(100)
}

// Output:
// 0 0 true
// hello 世! 10 64
// hello 世! 42-x
// Jello 世! 42-x
// J 14
// <nil> 15
// "Jello " <nil>
// 世 3 <nil>
// <nil>
// bytes.Buffer: UnreadRune: previous operation was not a successful ReadRune
// "世!"
// 3 <nil>  42
// "-x" EOF
// 0 EOF 0
// 10
// 10 10
// 210 384 174
// 01234 384
// 5 1024
// 0 1024
// de 2 3
// <nil>
// recovered: bytes.Buffer: truncation out of range
