// Comparisons, min/max and sorting with sized integers and UInt.
let a: Int32 = 10
let b: Int32 = -20
print(a > b, a == 10, b < 0, max(a, b), min(a, b))
let u: UInt = 7
print(u >= 7, max(u, 3), min(u, 12))
var levels: [UInt8] = [3, 9, 1]
levels.append(4)
levels.sort()
print(levels, levels.first!, levels.last!)
let widest = [Int64(5), -9, 12].max { abs($0) < abs($1) }!
print(widest)
print([Float(1.5), 0.5, 2.5].sorted(), Set<UInt8>([1, 1, 2]).count)
