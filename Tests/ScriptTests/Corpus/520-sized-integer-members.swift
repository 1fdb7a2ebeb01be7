// Everyday members of sized integers and UInt: magnitude, min/max, bitWidth, isMultiple(of:), description.
let c: Int32 = -7
print(c.magnitude, type(of: c.magnitude))
print(Int8.max, Int8.min, UInt8.max, Int16.min, UInt.max, Int64.max)
print(Int32.bitWidth, UInt8.bitWidth, c.bitWidth)
let b: UInt8 = 12
print(b.isMultiple(of: 4), b.isMultiple(of: 5), c.description, b.description.count)
print(c.signum(), Int16(-3).signum(), UInt16(9).signum())
let q = Int32(17).quotientAndRemainder(dividingBy: 5)
print(q.quotient, q.remainder)
// The program's own extensions of UInt8, BinaryInteger and Float apply to those values.
extension UInt8 { var hex: String { String(self, radix: 16) } }
extension BinaryInteger { var isEvenNumber: Bool { self % 2 == 0 } }
extension Float { func clampedUnit() -> Float { self < 0 ? 0 : (self > 1 ? 1 : self) } }
let hexByte: UInt8 = 254
print(hexByte.hex, hexByte.isEvenNumber, Int16(3).isEvenNumber, Float(1.7).clampedUnit())
