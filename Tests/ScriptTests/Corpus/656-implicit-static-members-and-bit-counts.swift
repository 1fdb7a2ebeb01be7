// An implicit member (`.freezing`) is typed by the other operand of a comparison and by the
// other elements of an array literal; integers count their bits as their type stores them.
struct Temperature: Comparable {
    var celsius: Double
    static let freezing = Temperature(celsius: 0)
    static let boiling = Temperature(celsius: 100)
    static func < (a: Temperature, b: Temperature) -> Bool { a.celsius < b.celsius }
}
let today = Temperature(celsius: 21.5)
print(today > .freezing, .boiling > today, today == .freezing, today != .boiling)
let sorted = [today, .boiling, .freezing, Temperature(celsius: -4)].sorted()
print(sorted.map(\.celsius))
let flags: UInt8 = 0b1010_0110
print(flags.nonzeroBitCount, flags.leadingZeroBitCount, flags.trailingZeroBitCount)
let small: Int8 = -1
print(small.nonzeroBitCount, small.leadingZeroBitCount, Int8(0).trailingZeroBitCount, UInt16(1).leadingZeroBitCount)
print(1024.trailingZeroBitCount, 255.nonzeroBitCount, 1.leadingZeroBitCount, 7.bitWidth, (-1).nonzeroBitCount)
