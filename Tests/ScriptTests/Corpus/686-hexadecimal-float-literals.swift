// Hexadecimal floating-point literals: hexadecimal digits, an optional hexadecimal
// fraction, and a binary exponent (p) that scales by a power of 2.
let a = 0xC.3p0
let b = 0x1p-2
let c = 0xFp2
let d = 0x1.8p1
let e: Float = 0x1.0p-1
print(a, b, c, d, e)
print(0x10p0 == 16.0, 0xA.8P0)
print(0x1_0.0p0)

// Integers in every radix, and a member right after one.
print(0xff, 0o17, 0b1010, 1_000_000)
print(0xff.description, 255.description)

// Decimal floats for comparison.
print(12.1875 == a, 1e3, 2.5e-3)
