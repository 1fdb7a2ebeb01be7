// Overloads that differ only by a parameter's type, and names a program shares with the standard
// library: each chosen as swiftc chooses it. Every line printed a wrong answer or stopped before.

// Initializers chosen by the argument's type (the first declared ran for both).
struct Fraction {
    let n: Int, d: Int
    init(_ n: Int, _ d: Int = 1) { self.n = n; self.d = d }
    init(_ text: String) {
        let parts = text.split(separator: "/").map { Int($0)! }
        self.init(parts[0], parts[1])
    }
    // A type's operator overloaded by its right-hand type.
    static func * (a: Fraction, b: Fraction) -> Fraction { Fraction(a.n * b.n, a.d * b.d) }
    static func * (a: Fraction, k: Int) -> Fraction { Fraction(a.n * k, a.d) }
}
let half = Fraction("1/2")
let product = half * Fraction(3, 4)
let tripled = half * 3
print(half.n, half.d, product.n, product.d, tripled.n, tripled.d, Fraction(5).d)

enum Token {
    case number(Int), word(String)
    init(_ value: Int) { self = .number(value) }
    init(_ text: String) { self = .word(text) }
}
print(Token("x"), Token(5))

// A method named like a standard property leaves the property to the member without a call.
extension String {
    func count(of character: Character) -> Int { filter { $0 == character }.count }
}
extension Array {
    func last(_ n: Int) -> [Element] { Array(suffix(n)) }
}
print("hello".count, "hello".count(of: "l"), [1, 2, 3].last!, [1, 2, 3].last(2))
print(Array(stride(from: 0, to: "abcd".count, by: 2)))

// A global == (and <) is the type's Equatable (Comparable) witness for !=, contains and sorted().
struct Name: Equatable, Comparable {
    let raw: String
}
func == (a: Name, b: Name) -> Bool { a.raw.lowercased() == b.raw.lowercased() }
func < (a: Name, b: Name) -> Bool { a.raw.lowercased() < b.raw.lowercased() }
let names = [Name(raw: "bob"), Name(raw: "Al")]
print(Name(raw: "a") == Name(raw: "A"), Name(raw: "a") != Name(raw: "A"), names.contains(Name(raw: "BOB")))
print(names.sorted().map(\.raw), names.max()!.raw)

// A labelled tuple as reduce's start: the closure returns it, labels and all.
let totals = [3, 5, 8].reduce((count: 0, sum: 0)) { acc, value in (acc.count + 1, acc.sum + value) }
print(totals, totals.count, totals.sum)

// A subclass's or a conforming type's method with another parameter type overloads, not overrides.
class Printer { func show(_ x: Int) -> String { "int \(x)" } }
class FancyPrinter: Printer { func show(_ x: String) -> String { "string \(x)" } }
protocol Logger {}
extension Logger { func log(_ x: Int) -> String { "extension int \(x)" } }
struct Console: Logger { func log(_ s: String) -> String { "own string \(s)" } }
print(FancyPrinter().show(3), FancyPrinter().show("a"), Console().log(3), Console().log("a"))
