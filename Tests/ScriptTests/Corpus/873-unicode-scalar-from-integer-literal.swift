// `UnicodeScalar(66)` alone is failable (`Unicode.Scalar?`, the UInt32 initializer), but a
// `Character` or `String` made from one needs a scalar: swiftc picks the UInt8 initializer there.
print(Character(UnicodeScalar(65)), String(UnicodeScalar(0x44)), Character(Unicode.Scalar(97)))
let u = UnicodeScalar(66)
print(u as Any, type(of: u))
let n: UInt32 = 67
if let scalar = UnicodeScalar(n) { print(scalar, scalar.value) }
let letters = (0..<3).map { Character(UnicodeScalar(UInt8(65 + $0))) }
print(String(letters))
