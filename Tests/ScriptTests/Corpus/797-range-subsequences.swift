// A Range is its own SubSequence ((1..<5).prefix(2) is 1..<3); a ClosedRange's subsequences and an
// endless range's prefix are wrappers, used here only as sequences.
print((1..<5).prefix(2), (1..<5).suffix(2), (1..<5).dropFirst(), (1..<5).dropLast(3), (1..<5).prefix(0), (1..<5).dropFirst(9))
print(type(of: (1..<5).prefix(2)), (0..<10).prefix(while: { $0 < 3 }), (0..<10).drop(while: { $0 < 8 }))
let r = 3..<9
print(r.dropFirst(2).prefix(2), r.suffix(1).count)
for x in (1...5).prefix(2) { print(x) }
print(Array((2...).prefix(3)), (5...).prefix(2).map { $0 * 10 }, (1...5).suffix(2).reduce(0, +))
for n in (1...).prefix(2) { print(n) }
