// Conversions between Int, sized integers, UInt, Double and Float.
let big = 300
print(UInt8(truncatingIfNeeded: big), UInt8(clamping: big), Int8(clamping: -200))
print(Int8(exactly: 100) as Any, Int8(exactly: 200) as Any)
let u: UInt = 42
print(Int(u) + 1, Double(u) / 4, Float(u))
let x: Int64 = 1 << 40
print(x, Int(x), Double(x))
print(Int32("123") as Any, UInt8("256") as Any, Int16("-7") as Any)
print(String(UInt8(65)), String(Int32(-12)), "\(UInt16(500))")
print(Float("3.5") as Any, Float("x") as Any, String(UInt8(5), radix: 2), String(Int16(-255), radix: 16))
