// `lazy`: map, filter and compactMap chains call their closures as Swift's lazy sequences do. A
// loop or Array(…) asks one element at a time; first, last, count and isEmpty of a collection's
// chain walk its positions, so a map below a filter runs again for the element first/last return.
// The interpreter refused `lazy` (every .expected line here is swiftc 6.3's).
let xs = [1, 2, 3, 4, 5, 6]
func sq(_ x: Int) -> Int { print("map", x); return x * x }
func ev(_ x: Int) -> Bool { print("filter", x); return x % 2 == 0 }
func big(_ x: Int) -> Bool { print("big", x); return x > 3 }
print("1"); print(xs.lazy.map(sq).filter(ev).first as Any)
print("2"); print(xs.lazy.filter(ev).filter(big).first as Any)
print("3"); print(xs.lazy.filter(ev).last as Any)
print("4"); print(xs.lazy.map(sq).filter(ev).last as Any)
print("5"); print(xs.lazy.map(sq).filter(ev).count)
print("6"); print(xs.lazy.filter(ev).map(sq).isEmpty, xs.lazy.map(sq).isEmpty)
print("7"); print(xs.lazy.compactMap { x -> Int? in print("cm", x); return x > 2 ? x : nil }.first as Any)
print("8"); print(xs.lazy.map(sq).map(sq).first as Any)
print("9"); print((1...3).lazy.map(sq).last as Any, "ab".lazy.map { c -> String in print("c", c); return String(c) }.first as Any)
print("10"); print(xs.lazy.filter(ev).map(sq).first(where: { $0 > 10 }) as Any)
print("11"); print(xs.lazy.map(sq).reduce(0, +), xs.lazy.map(sq).contains(4))
print("12"); let m = xs.lazy.map(sq); print("made"); print(m.count)
print("13"); print(xs.lazy.filter(ev).count)
print("14"); print(Array(xs.lazy.filter(ev).map(sq).filter(big)))
print("15"); print(xs.lazy.map(sq).sorted(), xs.lazy.filter(ev).max() as Any)
print("16"); print(xs.lazy.map { String(sq($0)) }.joined(separator: "-"))
