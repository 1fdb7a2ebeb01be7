// Ranges over Float and sized integers.
let r: ClosedRange<Float> = 0...1
print(r.contains(0.5), r.contains(1.5), r)
let bytes: Range<UInt8> = 10..<20
print(bytes.contains(15), bytes.lowerBound, bytes.upperBound)
var sum: UInt16 = 0
for i in UInt16(1)...4 { sum += i }
print(sum)
let score: Int8 = 42
switch score {
case 0..<50: print("low")
default: print("high")
}
