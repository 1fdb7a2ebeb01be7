// Arrays of sized integers: reduce, min/max, sorted, map to String, interpolation.
let bytes: [UInt8] = [200, 17, 3, 255, 0]
print(bytes, bytes.count)
print(bytes.reduce(0) { $0 + Int($1) })
print(bytes.min()!, bytes.max()!, bytes.sorted())
print(bytes.map { String($0) }.joined(separator: "-"))
let small: [Int16] = [-5, 300, 42]
let total = small.reduce(0, +)
print("total \(total) of \(small.count)", type(of: total))
print(small.filter { $0 > 0 }, small.contains(42))
let dict: [String: UInt32] = ["a": 1, "b": 4_000_000_000]
print(dict["b"]! / 2, dict.values.sorted())
