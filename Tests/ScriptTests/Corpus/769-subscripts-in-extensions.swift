// Subscripts a program declares in extensions of builtin types and of its protocols are
// chosen by their argument labels and types; where the builtin's own subscript fits
// (`scores[0]`, `scores[1..<3]`, `stock["pear"]`) it stays the one Swift calls.
extension Array {
    subscript(safe index: Int) -> Element? {
        get { indices.contains(index) ? self[index] : nil }
        set {
            if let newValue, indices.contains(index) { self[index] = newValue }
        }
    }
}

var scores = [90, 75, 60]
print(scores[safe: 1] as Any, scores[safe: 7] as Any)
print(scores[0], scores[1..<3])
scores[safe: 2] = 65
scores[safe: 9] = 100
print(scores)
scores[safe: 0]! += 5
print(scores)

extension Int {
    subscript(digitIndex: Int) -> Int {
        var decimalBase = 1
        for _ in 0..<digitIndex { decimalBase *= 10 }
        return (self / decimalBase) % 10
    }
}
print(746381295[0], 746381295[1], 746381295[2], 746381295[8], 746381295[9])

extension String {
    subscript(offset: Int) -> Character { self[index(startIndex, offsetBy: offset)] }
    subscript(from start: Int, length length: Int) -> String {
        let first = index(startIndex, offsetBy: start)
        return String(self[first..<index(first, offsetBy: length)])
    }
}
let word = "workbook"
print(word[0], word[4], word[from: 4, length: 4])
print(word[word.startIndex])

extension Dictionary {
    subscript(key: Key, or fallback: Value) -> Value { self[key] ?? fallback }
}
let stock = ["apple": 3, "pear": 0]
print(stock["apple", or: -1], stock["plum", or: -1], stock["pear"] as Any)

protocol Container {
    associatedtype Item
    var count: Int { get }
    subscript(i: Int) -> Item { get }
}

extension Container {
    subscript<Indices: Sequence>(indices: Indices) -> [Item] where Indices.Element == Int {
        var result: [Item] = []
        for index in indices { result.append(self[index]) }
        return result
    }
}

struct Shelf: Container {
    var books: [String]
    var count: Int { books.count }
    subscript(i: Int) -> String { books[i] }
}

extension Array: Container {}

let shelf = Shelf(books: ["Dune", "Emma", "Ulysses"])
print(shelf[1], shelf[[2, 0]], shelf[0..<2])
let letters = ["a", "b", "c", "d"]
print(letters[[3, 1]], letters[Set([2])], letters[1..<3])
