// An integer range's iterator, one-sided ones included, gives its integers one at a time; zip of a
// program's sequence and `0...` pairs them. The interpreter made the iterator the array of all
// the range's integers, and crashed counting `0...`'s.
var a = (1...).makeIterator()
print(a.next()!, a.next()!)
var b = a
print(a.next()!, b.next()!)
var c = (0..<2).makeIterator()
print(c.next() as Any, c.next() as Any, c.next() as Any, c.next() as Any)
var d = (5...5).makeIterator()
print(d.next() as Any, d.next() as Any)
var e = (3..<3).makeIterator()
print(e.next() as Any)
for x in (7...9).makeIterator() { print(x) }
struct Up: Sequence, IteratorProtocol {
    var n = 0
    mutating func next() -> Int? { n += 1; return n <= 3 ? n : nil }
}
for (i, x) in zip(0..., Up()) { print(i, x) }
for (x, i) in zip(Up(), 10...) { print(x, i) }
