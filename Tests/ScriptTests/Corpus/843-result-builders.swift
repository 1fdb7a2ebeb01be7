// Result builders (SE-0289) as Swift builds them: buildExpression overloads, buildBlock, buildOptional,
// buildEither in a balanced tree for an else-if chain, buildArray for a for loop, buildFinalResult;
// on a function, a computed property, a method's and an initializer's closure parameter, and a
// protocol requirement's builder inferred for the conforming type's witness.
@resultBuilder
enum ListBuilder {
    static func buildExpression(_ x: Int) -> [String] { ["#\(x)"] }
    static func buildExpression(_ s: String) -> [String] { [s] }
    static func buildBlock(_ parts: [String]...) -> [String] { print("block", parts.count); return parts.flatMap { $0 } }
    static func buildOptional(_ p: [String]?) -> [String] { print("optional", p != nil); return p ?? ["-"] }
    static func buildEither(first p: [String]) -> [String] { print("first"); return p }
    static func buildEither(second p: [String]) -> [String] { print("second"); return p }
    static func buildArray(_ ps: [[String]]) -> [String] { print("array", ps.count); return ps.flatMap { $0 } }
    static func buildFinalResult(_ p: [String]) -> String { p.joined(separator: ",") }
}
@ListBuilder func menu(_ n: Int, vip: Bool) -> String {
    "start"
    n
    let doubled = n * 2
    if vip { "vip" }
    if n > 5 { "big" } else if n > 2 { "mid" } else if n > 0 { "small" } else { "none" }
    for i in 0..<doubled where i % 2 == 0 { i; "x" }
}
print(menu(1, vip: false))
print(menu(3, vip: true))
print(menu(9, vip: false))
struct Card {
    var title: String
    @ListBuilder var lines: String {
        title
        if title.count > 3 { "long" } else { "short" }
    }
    func render(@ListBuilder _ content: () -> String) -> String { "[" + content() + "]" }
    init(title: String) { self.title = title }
    init(@ListBuilder make: () -> String) { title = make() }
}
let c = Card(title: "Hello")
print(c.lines, c.render { "a"; 1 })
print(Card { "made"; 2 }.title)
func wrap(@ListBuilder _ f: () -> String) -> String { f() }
print(wrap { if let x = Int("4") { x } })
print(wrap { "only" })
protocol Page { @ListBuilder var body: String { get } }
struct Home: Page { var body: String { "a"; 7 } }
print(Home().body)
