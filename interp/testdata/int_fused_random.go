package main

import "fmt"

// Random integer expression trees (generated once, fixed seed) over every
// integer type, with extreme values: the fused integer operations of
// interp/fastint.go against the toolchain.
func main() {
	{
		var a, b, c int8 = -128, 127, -7
		fmt.Println("int8 (((b % -1) - (a << 1)) << 63)", (((b % -1) - (a << 1)) << 63))
		fmt.Println("int8 (((b | b) * (c >> 0)) << 3)", (((b | b) * (c >> 0)) << 3))
		fmt.Println("int8 (-((a / (b|1)) & (c ^ a)))", (-((a / (b | 1)) & (c ^ a))))
		fmt.Println("int8 (((a + 5) / ((a & 1)|1)) % 3)", (((a + 5) / ((a & 1) | 1)) % 3))
		fmt.Println("int8 (((b & 5) &^ (a + 100)) & ((b % (a|1)) % ((c / (c|1))|1)))", (((b & 5) &^ (a + 100)) & ((b % (a | 1)) % ((c / (c | 1)) | 1))))
		fmt.Println("int8 ((a ^ (c ^ a)) * c)", ((a ^ (c ^ a)) * c))
		fmt.Println("int8 (^a)", (^a))
		fmt.Println("int8 1", 1)
		fmt.Println("int8 ((a & (a ^ 7)) >> 7)", ((a & (a ^ 7)) >> 7))
		fmt.Println("int8 c", c)
		fmt.Println("int8 c", c)
		fmt.Println("int8 (((a + c) >> 0) / -1)", (((a + c) >> 0) / -1))
		fmt.Println("int8 (((-b) &^ (c % (b|1))) | (b % 7))", (((-b) &^ (c % (b | 1))) | (b % 7)))
		fmt.Println("int8 (((b / -1) + (^b)) & (a * a))", (((b / -1) + (^b)) & (a * a)))
		fmt.Println(7 < ((c>>31)/((b-127)|1)), 7 < ((c>>31)/((b-127)|1)) && ((c>>31)/((b-127)|1)) != 0 || !(7 < b))
		fmt.Println(((a%7)^(a+b)) != (a*(c<<7)), ((a%7)^(a+b)) != (a*(c<<7)) && (a*(c<<7)) != 0 || !(((a%7)^(a+b)) < b))
		fmt.Println(((c|b)/((c%-1)|1)) == ((b/-1)%((b>>7)|1)), ((c|b)/((c%-1)|1)) == ((b/-1)%((b>>7)|1)) && ((b/-1)%((b>>7)|1)) != 0 || !(((c|b)/((c%-1)|1)) < b))
		fmt.Println(b >= (a/-5), b >= (a/-5) && (a/-5) != 0 || !(b < b))
		fmt.Println(a, b, c)
	}
	{
		var a, b, c int16 = -32768, 12345, -3
		fmt.Println("int16 (c * b)", (c * b))
		fmt.Println("int16 (a ^ b)", (a ^ b))
		fmt.Println("int16 (((b / (a|1)) - c) >> 1)", (((b / (a | 1)) - c) >> 1))
		fmt.Println("int16 (^((a * a) * c))", (^((a * a) * c)))
		fmt.Println("int16 (((^c) + (c + 1)) &^ c)", (((^c) + (c + 1)) &^ c))
		fmt.Println("int16 (((b / -5) * (c & c)) * (a ^ 1))", (((b / -5) * (c & c)) * (a ^ 1)))
		fmt.Println("int16 (((b * c) &^ (b << 1)) &^ ((a % (c|1)) << 63))", (((b * c) &^ (b << 1)) &^ ((a % (c | 1)) << 63)))
		fmt.Println("int16 (^((c + c) / ((c * 13)|1)))", (^((c + c) / ((c * 13) | 1))))
		fmt.Println("int16 (((b << 0) ^ (c / (a|1))) ^ (^(c &^ b)))", (((b << 0) ^ (c / (a | 1))) ^ (^(c &^ b))))
		fmt.Println("int16 (((a ^ c) % ((a * a)|1)) | ((-c) - (c & b)))", (((a ^ c) % ((a * a) | 1)) | ((-c) - (c & b))))
		fmt.Println("int16 (a & 5)", (a & 5))
		fmt.Println("int16 (^((a | c) << 31))", (^((a | c) << 31)))
		fmt.Println("int16 (((c | b) - (b - 5)) << 3)", (((c | b) - (b - 5)) << 3))
		fmt.Println("int16 (((b * a) + a) + a)", (((b * a) + a) + a))
		fmt.Println(((c%3)-c) <= 13, ((c%3)-c) <= 13 && 13 != 0 || !(((c%3)-c) < b))
		fmt.Println(c >= ((a/(a|1))+(b/(c|1))), c >= ((a/(a|1))+(b/(c|1))) && ((a/(a|1))+(b/(c|1))) != 0 || !(c < b))
		fmt.Println(((a>>1)-(c^5)) >= b, ((a>>1)-(c^5)) >= b && b != 0 || !(((a>>1)-(c^5)) < b))
		fmt.Println(((b/3)+c) >= (a|(c/-1)), ((b/3)+c) >= (a|(c/-1)) && (a|(c/-1)) != 0 || !(((b/3)+c) < b))
		fmt.Println(a, b, c)
	}
	{
		var a, b, c int32 = -2147483648, 2147483647, -99
		fmt.Println("int32 ((c - (b << 0)) ^ (a >> 1))", ((c - (b << 0)) ^ (a >> 1)))
		fmt.Println("int32 b", b)
		fmt.Println("int32 (((a - b) % ((-b)|1)) & ((c ^ b) & (c / (b|1))))", (((a - b) % ((-b) | 1)) & ((c ^ b) & (c / (b | 1)))))
		fmt.Println("int32 ((-(b - a)) << 0)", ((-(b - a)) << 0))
		fmt.Println("int32 (b - (c >> 1))", (b - (c >> 1)))
		fmt.Println("int32 ((a << 31) & ((a % 3) % ((b * b)|1)))", ((a << 31) & ((a % 3) % ((b * b) | 1))))
		fmt.Println("int32 (a % (b|1))", (a % (b | 1)))
		fmt.Println("int32 ((-(b * b)) & a)", ((-(b * b)) & a))
		fmt.Println("int32 (((a % (c|1)) + (b | c)) / ((^(b >> 3))|1))", (((a % (c | 1)) + (b | c)) / ((^(b >> 3)) | 1)))
		fmt.Println("int32 100", 100)
		fmt.Println("int32 ((^(a / -5)) ^ c)", ((^(a / -5)) ^ c))
		fmt.Println("int32 (((c * c) & (c | a)) + a)", (((c * c) & (c | a)) + a))
		fmt.Println("int32 a", a)
		fmt.Println("int32 (((a + c) << 1) - 3)", (((a + c) << 1) - 3))
		fmt.Println(((c|2)&^(c>>7)) >= 5, ((c|2)&^(c>>7)) >= 5 && 5 != 0 || !(((c|2)&^(c>>7)) < b))
		fmt.Println(3 != a, 3 != a && a != 0 || !(3 < b))
		fmt.Println(((a*a)&(c^1)) <= 3, ((a*a)&(c^1)) <= 3 && 3 != 0 || !(((a*a)&(c^1)) < b))
		fmt.Println((b>>7) < ((a|13)%(c|1)), (b>>7) < ((a|13)%(c|1)) && ((a|13)%(c|1)) != 0 || !((b>>7) < b))
		fmt.Println(a, b, c)
	}
	{
		var a, b, c int64 = -9223372036854775808, 9223372036854775807, -12345678901
		fmt.Println("int64 a", a)
		fmt.Println("int64 (((b &^ b) % (a|1)) / (b|1))", (((b &^ b) % (a | 1)) / (b | 1)))
		fmt.Println("int64 (((a >> 1) >> 3) + (a + (a % -5)))", (((a >> 1) >> 3) + (a + (a % -5))))
		fmt.Println("int64 7", 7)
		fmt.Println("int64 (((a ^ b) / -1) ^ 13)", (((a ^ b) / -1) ^ 13))
		fmt.Println("int64 ((^b) + 13)", ((^b) + 13))
		fmt.Println("int64 (^c)", (^c))
		fmt.Println("int64 5", 5)
		fmt.Println("int64 ((a << 63) * (c &^ (c + 1)))", ((a << 63) * (c &^ (c + 1))))
		fmt.Println("int64 (((c & 100) % (a|1)) & c)", (((c & 100) % (a | 1)) & c))
		fmt.Println("int64 ((-(c ^ a)) &^ 5)", ((-(c ^ a)) &^ 5))
		fmt.Println("int64 (((a % (b|1)) + a) / ((-(c | 100))|1))", (((a % (b | 1)) + a) / ((-(c | 100)) | 1)))
		fmt.Println("int64 (-a)", (-a))
		fmt.Println("int64 (a / (((a + c) / -5)|1))", (a / (((a + c) / -5) | 1)))
		fmt.Println(((a-b)+127) > ((c/-5)^(b/(c|1))), ((a-b)+127) > ((c/-5)^(b/(c|1))) && ((c/-5)^(b/(c|1))) != 0 || !(((a-b)+127) < b))
		fmt.Println((c-(c^c)) > ((a-a)^(a&^b)), (c-(c^c)) > ((a-a)^(a&^b)) && ((a-a)^(a&^b)) != 0 || !((c-(c^c)) < b))
		fmt.Println(c != (^(a - 100)), c != (^(a-100)) && (^(a-100)) != 0 || !(c < b))
		fmt.Println(((^a)&(c*13)) == ((c*b)/7), ((^a)&(c*13)) == ((c*b)/7) && ((c*b)/7) != 0 || !(((^a)&(c*13)) < b))
		fmt.Println(a, b, c)
	}
	{
		var a, b, c int = -9223372036854775808, 4611686018427387904, -77
		fmt.Println("int (((a + c) & 5) * (a / ((a ^ a)|1)))", (((a + c) & 5) * (a / ((a ^ a) | 1))))
		fmt.Println("int ((c ^ (b % 3)) - 7)", ((c ^ (b % 3)) - 7))
		fmt.Println("int (a * a)", (a * a))
		fmt.Println("int (a << 0)", (a << 0))
		fmt.Println("int ((c / -1) | ((c | a) ^ (c * b)))", ((c / -1) | ((c | a) ^ (c * b))))
		fmt.Println("int (((-c) ^ (a & b)) << 63)", (((-c) ^ (a & b)) << 63))
		fmt.Println("int ((c * (b << 0)) - ((c ^ 5) % ((c ^ b)|1)))", ((c * (b << 0)) - ((c ^ 5) % ((c ^ b) | 1))))
		fmt.Println("int (((b >> 31) &^ (b / (b|1))) - (^c))", (((b >> 31) &^ (b / (b | 1))) - (^c)))
		fmt.Println("int ((c | (a - a)) & ((^c) &^ (^c)))", ((c | (a - a)) & ((^c) &^ (^c))))
		fmt.Println("int ((b >> 3) &^ ((c | c) - (c << 63)))", ((b >> 3) &^ ((c | c) - (c << 63))))
		fmt.Println("int (^((a % -5) % ((b / (b|1))|1)))", (^((a % -5) % ((b / (b | 1)) | 1))))
		fmt.Println("int ((c % -5) / ((b ^ (a &^ 2))|1))", ((c % -5) / ((b ^ (a &^ 2)) | 1)))
		fmt.Println("int ((^(a &^ 2)) + (^(c << 31)))", ((^(a &^ 2)) + (^(c << 31))))
		fmt.Println("int (b + ((-c) >> 1))", (b + ((-c) >> 1)))
		fmt.Println(a < b, a < b && b != 0 || !(a < b))
		fmt.Println((-(a & 100)) >= 2, (-(a&100)) >= 2 && 2 != 0 || !((-(a & 100)) < b))
		fmt.Println(13 == ((^b)-(b|13)), 13 == ((^b)-(b|13)) && ((^b)-(b|13)) != 0 || !(13 < b))
		fmt.Println(((b%(b|1))-(b%-1)) == ((b/(c|1))*(c-127)), ((b%(b|1))-(b%-1)) == ((b/(c|1))*(c-127)) && ((b/(c|1))*(c-127)) != 0 || !(((b%(b|1))-(b%-1)) < b))
		fmt.Println(a, b, c)
	}
	{
		var a, b, c uint8 = 255, 128, 7
		fmt.Println("uint8 (((a + b) + 3) * ((b >> 31) ^ (c & 5)))", (((a + b) + 3) * ((b >> 31) ^ (c & 5))))
		fmt.Println("uint8 ((-(-a)) + ((b / (c|1)) / 16))", ((-(-a)) + ((b / (c | 1)) / 16)))
		fmt.Println("uint8 ((a / 16) % (((c >> 1) &^ (b &^ 1))|1))", ((a / 16) % (((c >> 1) &^ (b &^ 1)) | 1)))
		fmt.Println("uint8 (b | (b % (a|1)))", (b | (b % (a | 1))))
		fmt.Println("uint8 (((a - b) | (a & 3)) + (b ^ (c % 16)))", (((a - b) | (a & 3)) + (b ^ (c % 16))))
		fmt.Println("uint8 ((c & a) | ((a | 3) % ((b - a)|1)))", ((c & a) | ((a | 3) % ((b - a) | 1))))
		fmt.Println("uint8 (a & ((b ^ b) | c))", (a & ((b ^ b) | c)))
		fmt.Println("uint8 127", 127)
		fmt.Println("uint8 (((c &^ 7) * c) * 127)", (((c &^ 7) * c) * 127))
		fmt.Println("uint8 ((^c) >> 1)", ((^c) >> 1))
		fmt.Println("uint8 (((a >> 63) % 16) & (c + a))", (((a >> 63) % 16) & (c + a)))
		fmt.Println("uint8 (((a % (c|1)) - (c + b)) >> 7)", (((a % (c | 1)) - (c + b)) >> 7))
		fmt.Println("uint8 (c % 16)", (c % 16))
		fmt.Println("uint8 ((-(b >> 31)) | ((c << 3) & (a & a)))", ((-(b >> 31)) | ((c << 3) & (a & a))))
		fmt.Println(c != (c<<63), c != (c<<63) && (c<<63) != 0 || !(c < b))
		fmt.Println(((b^5)|(b^127)) != b, ((b^5)|(b^127)) != b && b != 0 || !(((b^5)|(b^127)) < b))
		fmt.Println(c >= 5, c >= 5 && 5 != 0 || !(c < b))
		fmt.Println(((-b)>>0) == ((c%(b|1))/((c/3)|1)), ((-b)>>0) == ((c%(b|1))/((c/3)|1)) && ((c%(b|1))/((c/3)|1)) != 0 || !(((-b)>>0) < b))
		fmt.Println(a, b, c)
	}
	{
		var a, b, c uint16 = 65535, 32768, 3
		fmt.Println("uint16 (a | b)", (a | b))
		fmt.Println("uint16 (c << 0)", (c << 0))
		fmt.Println("uint16 ((c - (c << 63)) / (c|1))", ((c - (c << 63)) / (c | 1)))
		fmt.Println("uint16 c", c)
		fmt.Println("uint16 (-c)", (-c))
		fmt.Println("uint16 (((c / 16) << 63) & ((b &^ 2) + (b | 1)))", (((c / 16) << 63) & ((b &^ 2) + (b | 1))))
		fmt.Println("uint16 (((b << 0) % 3) &^ (c * (b - b)))", (((b << 0) % 3) &^ (c * (b - b))))
		fmt.Println("uint16 (((b % 3) * 100) << 63)", (((b % 3) * 100) << 63))
		fmt.Println("uint16 (c & ((b / (b|1)) / ((c >> 7)|1)))", (c & ((b / (b | 1)) / ((c >> 7) | 1))))
		fmt.Println("uint16 1", 1)
		fmt.Println("uint16 ((b << 1) / (((a << 0) / 3)|1))", ((b << 1) / (((a << 0) / 3) | 1)))
		fmt.Println("uint16 ((a >> 7) << 63)", ((a >> 7) << 63))
		fmt.Println("uint16 (((b & a) & (c ^ 1)) - 2)", (((b & a) & (c ^ 1)) - 2))
		fmt.Println("uint16 (((a &^ 7) | (^b)) | ((c | b) &^ (a &^ b)))", (((a &^ 7) | (^b)) | ((c | b) &^ (a &^ b))))
		fmt.Println(((b%(c|1))&^(b-c)) > 2, ((b%(c|1))&^(b-c)) > 2 && 2 != 0 || !(((b%(c|1))&^(b-c)) < b))
		fmt.Println(b <= ((b>>63)^(^c)), b <= ((b>>63)^(^c)) && ((b>>63)^(^c)) != 0 || !(b < b))
		fmt.Println((b-(^b)) != ((a^5)|(c|5)), (b-(^b)) != ((a^5)|(c|5)) && ((a^5)|(c|5)) != 0 || !((b-(^b)) < b))
		fmt.Println((a*(a-a)) >= (-(a & a)), (a*(a-a)) >= (-(a&a)) && (-(a&a)) != 0 || !((a*(a-a)) < b))
		fmt.Println(a, b, c)
	}
	{
		var a, b, c uint32 = 4294967295, 2147483648, 99
		fmt.Println("uint32 1", 1)
		fmt.Println("uint32 ((a ^ (c - b)) &^ ((-a) &^ b))", ((a ^ (c - b)) &^ ((-a) &^ b)))
		fmt.Println("uint32 127", 127)
		fmt.Println("uint32 (-b)", (-b))
		fmt.Println("uint32 (-((b - 3) >> 0))", (-((b - 3) >> 0)))
		fmt.Println("uint32 (a &^ ((b / (c|1)) + (c % (a|1))))", (a &^ ((b / (c | 1)) + (c % (a | 1)))))
		fmt.Println("uint32 ((c / (c|1)) % 3)", ((c / (c | 1)) % 3))
		fmt.Println("uint32 (a &^ ((c | b) & (c << 63)))", (a &^ ((c | b) & (c << 63))))
		fmt.Println("uint32 (c / ((^(a &^ a))|1))", (c / ((^(a &^ a)) | 1)))
		fmt.Println("uint32 ((c ^ a) & (b * (b | a)))", ((c ^ a) & (b * (b | a))))
		fmt.Println("uint32 (((a & 127) << 63) % (a|1))", (((a & 127) << 63) % (a | 1)))
		fmt.Println("uint32 (c % 16)", (c % 16))
		fmt.Println("uint32 (a + ((c | c) + 127))", (a + ((c | c) + 127)))
		fmt.Println("uint32 c", c)
		fmt.Println((c<<0) < (c&c), (c<<0) < (c&c) && (c&c) != 0 || !((c<<0) < b))
		fmt.Println((b*(a+b)) > 2, (b*(a+b)) > 2 && 2 != 0 || !((b*(a+b)) < b))
		fmt.Println(((a&^c)-(a+1)) < ((c^100)&^(-b)), ((a&^c)-(a+1)) < ((c^100)&^(-b)) && ((c^100)&^(-b)) != 0 || !(((a&^c)-(a+1)) < b))
		fmt.Println(((a^b)&(c&^100)) == ((c&100)%((a^b)|1)), ((a^b)&(c&^100)) == ((c&100)%((a^b)|1)) && ((c&100)%((a^b)|1)) != 0 || !(((a^b)&(c&^100)) < b))
		fmt.Println(a, b, c)
	}
	{
		var a, b, c uint64 = 18446744073709551615, 9223372036854775808, 12345678901
		fmt.Println("uint64 ((c ^ (b ^ 1)) % (b|1))", ((c ^ (b ^ 1)) % (b | 1)))
		fmt.Println("uint64 (c / (c|1))", (c / (c | 1)))
		fmt.Println("uint64 (c - 3)", (c - 3))
		fmt.Println("uint64 (((a + b) & (c ^ 100)) &^ ((c % (b|1)) + (a & 127)))", (((a + b) & (c ^ 100)) &^ ((c % (b | 1)) + (a & 127))))
		fmt.Println("uint64 (b / 7)", (b / 7))
		fmt.Println("uint64 2", 2)
		fmt.Println("uint64 (((^a) ^ (b ^ 2)) << 1)", (((^a) ^ (b ^ 2)) << 1))
		fmt.Println("uint64 b", b)
		fmt.Println("uint64 c", c)
		fmt.Println("uint64 (a + ((c ^ b) * 7))", (a + ((c ^ b) * 7)))
		fmt.Println("uint64 (((a * 2) / ((b - 7)|1)) * ((c << 7) << 7))", (((a * 2) / ((b - 7) | 1)) * ((c << 7) << 7)))
		fmt.Println("uint64 (((c ^ a) | (a & a)) &^ 1)", (((c ^ a) | (a & a)) &^ 1))
		fmt.Println("uint64 (b % (((c << 3) ^ (b * b))|1))", (b % (((c << 3) ^ (b * b)) | 1)))
		fmt.Println("uint64 1", 1)
		fmt.Println(a < (b-(c^7)), a < (b-(c^7)) && (b-(c^7)) != 0 || !(a < b))
		fmt.Println(100 <= (a/((c&c)|1)), 100 <= (a/((c&c)|1)) && (a/((c&c)|1)) != 0 || !(100 < b))
		fmt.Println(((b>>63)+(b^1)) == ((c*5)%((c&^100)|1)), ((b>>63)+(b^1)) == ((c*5)%((c&^100)|1)) && ((c*5)%((c&^100)|1)) != 0 || !(((b>>63)+(b^1)) < b))
		fmt.Println(a < ((a<<31)^(c&^c)), a < ((a<<31)^(c&^c)) && ((a<<31)^(c&^c)) != 0 || !(a < b))
		fmt.Println(a, b, c)
	}
	{
		var a, b, c uint = 18446744073709551615, 1, 77
		fmt.Println("uint (^((b % (c|1)) ^ (b - 5)))", (^((b % (c | 1)) ^ (b - 5))))
		fmt.Println("uint (((b / (c|1)) &^ a) | ((c + 2) ^ (c | a)))", (((b / (c | 1)) &^ a) | ((c + 2) ^ (c | a))))
		fmt.Println("uint (((c << 1) - b) / 16)", (((c << 1) - b) / 16))
		fmt.Println("uint a", a)
		fmt.Println("uint (((^a) & (c >> 3)) * (a % (b|1)))", (((^a) & (c >> 3)) * (a % (b | 1))))
		fmt.Println("uint ((a % 3) + c)", ((a % 3) + c))
		fmt.Println("uint (a % 7)", (a % 7))
		fmt.Println("uint 7", 7)
		fmt.Println("uint (b - 7)", (b - 7))
		fmt.Println("uint b", b)
		fmt.Println("uint (((a * b) | (a % (c|1))) - ((b | c) & (b ^ 1)))", (((a * b) | (a % (c | 1))) - ((b | c) & (b ^ 1))))
		fmt.Println("uint (((c | 3) - (b & b)) / ((c % 7)|1))", (((c | 3) - (b & b)) / ((c % 7) | 1)))
		fmt.Println("uint 3", 3)
		fmt.Println("uint 3", 3)
		fmt.Println(((c%16)/((b>>63)|1)) <= b, ((c%16)/((b>>63)|1)) <= b && b != 0 || !(((c%16)/((b>>63)|1)) < b))
		fmt.Println(((b+5)&(c*c)) != a, ((b+5)&(c*c)) != a && a != 0 || !(((b+5)&(c*c)) < b))
		fmt.Println(((c&3)<<7) == (c^(b-100)), ((c&3)<<7) == (c^(b-100)) && (c^(b-100)) != 0 || !(((c&3)<<7) < b))
		fmt.Println(5 <= (b%((^c)|1)), 5 <= (b%((^c)|1)) && (b%((^c)|1)) != 0 || !(5 < b))
		fmt.Println(a, b, c)
	}
}

// Output:
// int8 (((b % -1) - (a << 1)) << 63) 0
// int8 (((b | b) * (c >> 0)) << 3) 56
// int8 (-((a / (b|1)) & (c ^ a))) -121
// int8 (((a + 5) / ((a & 1)|1)) % 3) 0
// int8 (((b & 5) &^ (a + 100)) & ((b % (a|1)) % ((c / (c|1))|1))) 0
// int8 ((a ^ (c ^ a)) * c) 49
// int8 (^a) 127
// int8 1 1
// int8 ((a & (a ^ 7)) >> 7) -1
// int8 c -7
// int8 c -7
// int8 (((a + c) >> 0) / -1) -121
// int8 (((-b) &^ (c % (b|1))) | (b % 7)) 1
// int8 (((b / -1) + (^b)) & (a * a)) 0
// false false
// true false
// false false
// true true
// -128 127 -7
// int16 (c * b) 28501
// int16 (a ^ b) -20423
// int16 (((b / (a|1)) - c) >> 1) 1
// int16 (^((a * a) * c)) -1
// int16 (((^c) + (c + 1)) &^ c) 0
// int16 (((b / -5) * (c & c)) * (a ^ 1)) -25361
// int16 (((b * c) &^ (b << 1)) &^ ((a % (c|1)) << 63)) 3845
// int16 (^((c + c) / ((c * 13)|1))) -1
// int16 (((b << 0) ^ (c / (a|1))) ^ (^(c &^ b))) 2
// int16 (((a ^ c) % ((a * a)|1)) | ((-c) - (c & b))) -12342
// int16 (a & 5) 0
// int16 (^((a | c) << 31)) -1
// int16 (((c | b) - (b - 5)) << 3) 32328
// int16 (((b * a) + a) + a) -32768
// true true
// true true
// false false
// true true
// -32768 12345 -3
// int32 ((c - (b << 0)) ^ (a >> 1)) -1073741922
// int32 b 2147483647
// int32 (((a - b) % ((-b)|1)) & ((c ^ b) & (c / (b|1)))) 0
// int32 ((-(b - a)) << 0) 1
// int32 (b - (c >> 1)) -2147483599
// int32 ((a << 31) & ((a % 3) % ((b * b)|1))) 0
// int32 (a % (b|1)) -1
// int32 ((-(b * b)) & a) -2147483648
// int32 (((a % (c|1)) + (b | c)) / ((^(b >> 3))|1)) 0
// int32 100 100
// int32 ((^(a / -5)) ^ c) 429496827
// int32 (((c * c) & (c | a)) + a) -2147473911
// int32 a -2147483648
// int32 (((a + c) << 1) - 3) -201
// false false
// true true
// true true
// false false
// -2147483648 2147483647 -99
// int64 a -9223372036854775808
// int64 (((b &^ b) % (a|1)) / (b|1)) 0
// int64 (((a >> 1) >> 3) + (a + (a % -5))) 8646911284551352317
// int64 7 7
// int64 (((a ^ b) / -1) ^ 13) 12
// int64 ((^b) + 13) -9223372036854775795
// int64 (^c) 12345678900
// int64 5 5
// int64 ((a << 63) * (c &^ (c + 1))) 0
// int64 (((c & 100) % (a|1)) & c) 64
// int64 ((-(c ^ a)) &^ 5) -9223372024509096912
// int64 (((a % (b|1)) + a) / ((-(c | 100))|1)) 747093143
// int64 (-a) -9223372036854775808
// int64 (a / (((a + c) / -5)|1)) 5
// true true
// true true
// true true
// false false
// -9223372036854775808 9223372036854775807 -12345678901
// int (((a + c) & 5) * (a / ((a ^ a)|1))) -9223372036854775808
// int ((c ^ (b % 3)) - 7) -85
// int (a * a) 0
// int (a << 0) -9223372036854775808
// int ((c / -1) | ((c | a) ^ (c * b))) 4611686018427387903
// int (((-c) ^ (a & b)) << 63) -9223372036854775808
// int ((c * (b << 0)) - ((c ^ 5) % ((c ^ b)|1))) -4611686018427387830
// int (((b >> 31) &^ (b / (b|1))) - (^c)) 2147483572
// int ((c | (a - a)) & ((^c) &^ (^c))) 0
// int ((b >> 3) &^ ((c | c) - (c << 63))) 0
// int (^((a % -5) % ((b / (b|1))|1))) -1
// int ((c % -5) / ((b ^ (a &^ 2))|1)) 0
// int ((^(a &^ 2)) + (^(c << 31))) -9223371871498534914
// int (b + ((-c) >> 1)) 4611686018427387942
// true true
// false false
// false false
// false true
// -9223372036854775808 4611686018427387904 -77
// uint8 (((a + b) + 3) * ((b >> 31) ^ (c & 5))) 138
// uint8 ((-(-a)) + ((b / (c|1)) / 16)) 0
// uint8 ((a / 16) % (((c >> 1) &^ (b &^ 1))|1)) 0
// uint8 (b | (b % (a|1))) 128
// uint8 (((a - b) | (a & 3)) + (b ^ (c % 16))) 6
// uint8 ((c & a) | ((a | 3) % ((b - a)|1))) 127
// uint8 (a & ((b ^ b) | c)) 7
// uint8 127 127
// uint8 (((c &^ 7) * c) * 127) 0
// uint8 ((^c) >> 1) 124
// uint8 (((a >> 63) % 16) & (c + a)) 0
// uint8 (((a % (c|1)) - (c + b)) >> 7) 0
// uint8 (c % 16) 7
// uint8 ((-(b >> 31)) | ((c << 3) & (a & a))) 56
// true false
// true true
// true true
// false true
// 255 128 7
// uint16 (a | b) 65535
// uint16 (c << 0) 3
// uint16 ((c - (c << 63)) / (c|1)) 1
// uint16 c 3
// uint16 (-c) 65533
// uint16 (((c / 16) << 63) & ((b &^ 2) + (b | 1))) 0
// uint16 (((b << 0) % 3) &^ (c * (b - b))) 2
// uint16 (((b % 3) * 100) << 63) 0
// uint16 (c & ((b / (b|1)) / ((c >> 7)|1))) 0
// uint16 1 1
// uint16 ((b << 1) / (((a << 0) / 3)|1)) 0
// uint16 ((a >> 7) << 63) 0
// uint16 (((b & a) & (c ^ 1)) - 2) 65534
// uint16 (((a &^ 7) | (^b)) | ((c | b) &^ (a &^ b))) 65535
// false false
// true true
// true true
// false false
// 65535 32768 3
// uint32 1 1
// uint32 ((a ^ (c - b)) &^ ((-a) &^ b)) 2147483548
// uint32 127 127
// uint32 (-b) 2147483648
// uint32 (-((b - 3) >> 0)) 2147483651
// uint32 (a &^ ((b / (c|1)) + (c % (a|1)))) 4273275442
// uint32 ((c / (c|1)) % 3) 1
// uint32 (a &^ ((c | b) & (c << 63))) 4294967295
// uint32 (c / ((^(a &^ a))|1)) 0
// uint32 ((c ^ a) & (b * (b | a))) 2147483648
// uint32 (((a & 127) << 63) % (a|1)) 0
// uint32 (c % 16) 3
// uint32 (a + ((c | c) + 127)) 225
// uint32 c 99
// false false
// true true
// false true
// false false
// 4294967295 2147483648 99
// uint64 ((c ^ (b ^ 1)) % (b|1)) 12345678899
// uint64 (c / (c|1)) 1
// uint64 (c - 3) 12345678898
// uint64 (((a + b) & (c ^ 100)) &^ ((c % (b|1)) + (a & 127))) 65
// uint64 (b / 7) 1317624576693539401
// uint64 2 2
// uint64 (((^a) ^ (b ^ 2)) << 1) 4
// uint64 b 9223372036854775808
// uint64 c 12345678901
// uint64 (a + ((c ^ b) * 7)) 9223372123274528114
// uint64 (((a * 2) / ((b - 7)|1)) * ((c << 7) << 7)) 404543206227968
// uint64 (((c ^ a) | (a & a)) &^ 1) 18446744073709551614
// uint64 (b % (((c << 3) ^ (b * b))|1)) 70564265630
// uint64 1 1
// false true
// true true
// false true
// false true
// 18446744073709551615 9223372036854775808 12345678901
// uint (^((b % (c|1)) ^ (b - 5))) 2
// uint (((b / (c|1)) &^ a) | ((c + 2) ^ (c | a))) 18446744073709551536
// uint (((c << 1) - b) / 16) 9
// uint a 18446744073709551615
// uint (((^a) & (c >> 3)) * (a % (b|1))) 0
// uint ((a % 3) + c) 77
// uint (a % 7) 1
// uint 7 7
// uint (b - 7) 18446744073709551610
// uint b 1
// uint (((a * b) | (a % (c|1))) - ((b | c) & (b ^ 1))) 18446744073709551615
// uint (((c | 3) - (b & b)) / ((c % 7)|1)) 78
// uint 3 3
// uint 3 3
// false true
// true true
// false true
// false true
// 18446744073709551615 1 77
