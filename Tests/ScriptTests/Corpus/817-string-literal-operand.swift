// A string literal compared with a value of a program's ExpressibleByStringLiteral type is one of
// that type (`v >= "1.2"`). The interpreter passed the String itself to `<` and stopped mid-run.
struct Version: Comparable, CustomStringConvertible, ExpressibleByStringLiteral, Hashable {
    let parts: [Int]
    init(stringLiteral s: String) { parts = s.split(separator: ".").compactMap { Int($0) } }
    static func < (a: Version, b: Version) -> Bool {
        for (x, y) in zip(a.parts, b.parts) where x != y { return x < y }
        return a.parts.count < b.parts.count
    }
    var description: String { parts.map(String.init).joined(separator: ".") }
}
let versions: [Version] = ["1.10.0", "1.2", "1.2.1", "0.9", "1.2"]
print(versions.sorted(), versions.max()!, Set(versions).count)
print(("2.0" as Version) > "1.99.99", versions.filter { $0 >= "1.2" })
struct Money: CustomStringConvertible {
    var cents: Int
    var description: String {
        let sign = cents < 0 ? "-" : ""
        let c = abs(cents)
        return "\(sign)$\(c / 100).\(c % 100 < 10 ? "0" : "")\(c % 100)"
    }
    static func + (a: Money, b: Money) -> Money { Money(cents: a.cents + b.cents) }
    static func * (a: Money, n: Int) -> Money { Money(cents: a.cents * n) }
    static prefix func - (a: Money) -> Money { Money(cents: -a.cents) }
    static func += (a: inout Money, b: Money) { a = a + b }
}
var total = Money(cents: 0)
for (price, qty) in [(Money(cents: 199), 3), (Money(cents: 1250), 1), (Money(cents: 5), 20)] { total += price * qty }
print(total, -total, [Money(cents: 7)], "\(Money(cents: 100))")
