// contains(_:), starts(with:) and elementsEqual(_:) on a program's own sequence stop asking for
// elements once the answer is known, as Swift's loops do; the other sequence is asked in step.
// The interpreter collected every element first (a `next()` that prints printed them all).
struct Count: Sequence, IteratorProtocol {
    let label: String
    let limit: Int
    var n = 0
    init(_ label: String, to limit: Int) {
        self.label = label
        self.limit = limit
    }
    mutating func next() -> Int? {
        n += 1
        print(label, n)
        return n <= limit ? n : nil
    }
}
struct Letters: Sequence {
    func makeIterator() -> IndexingIterator<[String]> { ["a", "b", "c"].makeIterator() }
}
print(Count("c", to: 6).contains(3))
print(Count("c", to: 2).contains(9))
print(Count("s", to: 6).starts(with: [1, 2]))
print(Count("s", to: 1).starts(with: [1, 2]))
print(Count("s", to: 6).starts(with: 2...3))
print(Count("e", to: 6).elementsEqual([1, 5]))
print(Count("e", to: 2).elementsEqual(Count("other", to: 2)))
print(Count("e", to: 3).elementsEqual(Count("other", to: 2)))
print(Letters().contains("b"), Letters().starts(with: ["a"]), Letters().elementsEqual(["a", "b", "c"]))
print([1, 2, 3].starts(with: Count("arg", to: 5)))
