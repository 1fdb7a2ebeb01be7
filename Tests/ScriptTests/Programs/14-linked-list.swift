// A persistent linked list as an indirect enum, with Sequence conformance and recursion.

indirect enum List<Element> {
    case empty
    case node(Element, List<Element>)

    init<S: Sequence>(_ items: S) where S.Element == Element {
        self = items.reversed().reduce(List.empty) { .node($1, $0) }
    }

    func prepending(_ x: Element) -> List { .node(x, self) }

    var head: Element? {
        if case let .node(x, _) = self { return x }
        return nil
    }

    var count: Int {
        switch self {
        case .empty: return 0
        case .node(_, let rest): return 1 + rest.count
        }
    }

    func map<T>(_ f: (Element) -> T) -> List<T> {
        switch self {
        case .empty: return .empty
        case let .node(x, rest): return .node(f(x), rest.map(f))
        }
    }

    var reversedList: List {
        var result = List.empty
        for x in self { result = result.prepending(x) }
        return result
    }
}

extension List: Sequence {
    struct Iterator: IteratorProtocol {
        var current: List
        mutating func next() -> Element? {
            guard case let .node(x, rest) = current else { return nil }
            current = rest
            return x
        }
    }
    func makeIterator() -> Iterator { Iterator(current: self) }
}

extension List: CustomStringConvertible {
    var description: String { "(" + self.map { "\($0)" }.joined(separator: " ") + ")" }
}

let numbers = List(1...6)
print(numbers, numbers.count, numbers.head ?? 0)
let squares = numbers.map { $0 * $0 }
print(squares, squares.reversedList)
print(numbers.filter { $0.isMultiple(of: 2) }, numbers.reduce(0, +))
let words = List(["a", "bb", "ccc"]).prepending("zero")
print(words, words.map(\.count), Array(words.reversedList))
print(List<Int>.empty, List<Int>.empty.head as Any, List<String>([]).count)
func sumRecursively(_ list: List<Int>) -> Int {
    guard case let .node(x, rest) = list else { return 0 }
    return x + sumRecursively(rest)
}
print(sumRecursively(List(1...1000)))
let zipped = zip(numbers, words).map { "\($0)\($1)" }
print(zipped, numbers.contains(4), numbers.first { $0 > 3 } ?? -1)
