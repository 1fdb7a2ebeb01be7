// `Unicode.Scalar(…)` and `UnicodeScalar(…)`: from a UInt8 always a scalar, from a UInt16,
// UInt32, Int or String an Optional (nil when the number or text is not one scalar), from a
// literal a scalar. `Character(scalar)`, `String(scalar)`, a scalar's `properties`, and a string's
// `unicodeScalars` changed in place. The interpreter once refused all of these.
print(Unicode.Scalar.self, UnicodeScalar.self, [Unicode.Scalar.self])
let u: UnicodeScalar = "a"
let v = Unicode.Scalar(98)!
print(u < v, type(of: v), [u, v], String(v), Character(v))
let codes: [UInt32] = [72, 105, 0x1F600, 0x110000]
print(codes.compactMap { Unicode.Scalar($0) }.map(Character.init))
print(Unicode.Scalar(UInt8(200)), Unicode.Scalar(UInt16(0xD800)) as Any, type(of: Unicode.Scalar(65)))
let name = "é"
print(Unicode.Scalar(name) as Any, Unicode.Scalar("ab") as Any, Unicode.Scalar("x"))
var caesar = ""
for ch in "Hello, World" {
    if let a = ch.asciiValue, ch.isLetter {
        let base: UInt8 = ch.isUppercase ? 65 : 97
        caesar.append(Character(UnicodeScalar((a - base + 3) % 26 + base)))
    } else {
        caesar.append(ch)
    }
}
print(caesar)
var shifted = ""
for s in "HAL".unicodeScalars { shifted.unicodeScalars.append(Unicode.Scalar(s.value + 1)!) }
shifted.unicodeScalars.append(contentsOf: "!?".unicodeScalars)
shifted.unicodeScalars.removeLast()
print(shifted, shifted.unicodeScalars.count)
print(v.properties.isLowercase, v.properties.uppercaseMapping, v.properties.name!)
print("Hé 1½".unicodeScalars.map { $0.properties.isAlphabetic }, ("½" as Unicode.Scalar).properties.numericValue!)
let p = v.properties
print(p, [p])
