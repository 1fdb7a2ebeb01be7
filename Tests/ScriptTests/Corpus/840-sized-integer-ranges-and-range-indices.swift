// A range of sized integers is a Collection as an Int range is: its sequence methods, lazy
// chains and a program's `extension Sequence`; a Range's subsequences stay Ranges, and a
// Range's indices are its elements (firstIndex, subscripts).
extension Sequence where Element: BinaryInteger {
    func total() -> Int { reduce(0) { $0 + Int($1) } }
}
let r = Int8(1)...5
print(r.map { $0 * 2 }, r.count, r.underestimatedCount)
for x in r where x > 3 { print(x) }
print(r.lazy.map { $0 + 1 }.contains(3), r.total())
print((UInt16(2)..<6).lazy.filter { $0 % 2 == 0 }.first ?? 0, (UInt16(2)..<6).total())
print(Array(r.reversed()), r.contains { $0 > 4 }, r.contains(9))

let a = UInt8(3)..<UInt8(7)
let b = Int16(-2)...Int16(2)
print(a.first ?? 0, a.last ?? 0, a.isEmpty, (UInt8(4)..<4).isEmpty, (UInt8(4)..<4).first as Any)
print(b.min() ?? 0, b.max() ?? 0, b.filter { $0 != 0 }, Set(b).count, a.reduce(0, +))
for (i, x) in b.enumerated() where i % 2 == 0 { print(i, x) }
print(zip(a, b).map { "\($0)-\($1)" })
print(a.prefix(2), Array(b.dropFirst(3)), a.dropLast(1), a.suffix(2), type(of: a.dropFirst()))
print(a.drop { $0 < 5 }, a.dropFirst(10), a.prefix(0), type(of: b.first))
print((UInt8(250)...255).count, (Int8.min...Int8.max).count, (UInt8(0)..<0).last as Any)
print((UInt8(250)...UInt8.max).map { $0 &+ 1 })

let s: Set = [3, 1, 4]
var asked = 0
print(s.lazy.filter { asked += 1; return $0 > 1 }.contains(4), asked)

let q = 5..<9
print(q.lastIndex(of: 7) as Any, q.firstIndex(of: 6) as Any, q.firstIndex { $0 > 6 } as Any, q[6])
print(q[2..<4], q[6...], q[..<7], q[6...7])
print(a[4], a[UInt8(5)...], a.firstIndex(of: 5) as Any)
if let i = q.firstIndex(of: 8) { print(q[i]) }
