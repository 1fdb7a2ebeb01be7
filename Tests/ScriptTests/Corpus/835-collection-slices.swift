// Slices of a program's own collection, as Swift makes them: prefix, dropFirst, dropLast, suffix,
// prefix(while:) and c[a..<b] walk to their bounds (a random-access collection checks each index
// against startIndex and endIndex; a bidirectional one walks suffix backward), then iterate the
// slice through the base's subscript and index(after:); firstIndex stops at the element it finds.
// The interpreter walked an iterator instead, printing other lines in another order.
struct R: RandomAccessCollection {
    var startIndex: Int { print("s"); return 0 }
    var endIndex: Int { print("e"); return 3 }
    subscript(i: Int) -> Int { print("[\(i)]"); return i * 10 }
}
let r = R()
print("prefix"); let p = r.prefix(2)
print("dropFirst"); let d = r.dropFirst()
print("suffix"); let s = r.suffix(1)
print("dropLast"); let l = r.dropLast()
print("idx"); _ = r.index(0, offsetBy: 2, limitedBy: 3)
print("dist"); _ = r.distance(from: 0, to: 2)
print("sub"); _ = r[0..<2]
print("iter slice"); for x in p { print(x) }
print(p.count, d.count, s.count, l.count)
struct Shelf: BidirectionalCollection {
    var books: [String]
    var startIndex: Int { 0 }
    var endIndex: Int { books.count }
    func index(after i: Int) -> Int { print("after", i); return i + 1 }
    func index(before i: Int) -> Int { print("before", i); return i - 1 }
    subscript(i: Int) -> String { print("read", i); return books[i] }
}
let shelf = Shelf(books: ["a", "b", "c"])
print("1"); for x in shelf.prefix(2) { print(x) }
print("2"); print(shelf.dropFirst().first as Any)
print("3"); print(Array(shelf.prefix(5)))
print("4"); print(Array(shelf.prefix { $0 < "b" }))
print("5"); print(shelf.dropFirst(2).count, shelf.dropFirst(9).isEmpty)
print("6"); print(shelf.firstIndex { $0 == "c" } as Any, shelf.firstIndex(of: "z") as Any)
print("7"); print(shelf.dropFirst().map { $0.uppercased() })
print("8"); print(shelf.prefix(2).contains("b"), shelf.index(0, offsetBy: 2), shelf.distance(from: 0, to: 3))
print("9"); print(shelf.dropLast().count, Array(shelf.suffix(1)), shelf.last as Any)
