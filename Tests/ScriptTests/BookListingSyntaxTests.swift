// Syntax from the Language Guide's listings (issue 34) that the parser refused; each expected
// output is what swiftc 6.3.1's build of the same program printed.
import Script
import Testing

private func run(_ source: String) -> ScriptResult {
    ScriptSession(options: ScriptOptions(output: { _ in })).run(source, file: "main.swift")
}

@Suite("Language Guide syntax")
struct BookListingSyntaxTests {
    @Test("catch with several patterns, each with its own where, runs the one body")
    func catchPatternList() {
        let result = run(
            """
            enum Fault: Error { case a(Int), b(Int), c }
            func fail(_ n: Int) throws {
                if n == 0 { throw Fault.a(1) }
                if n == 1 { throw Fault.b(7) }
                if n == 2 { throw Fault.c }
            }
            for n in 0...3 {
                do {
                    try fail(n)
                    print(n, "fine")
                } catch Fault.a(let x), Fault.b(let x) where x > 5 {
                    print(n, "a or big b")
                } catch {
                    print(n, "other")
                }
            }
            """)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.output == "0 a or big b\n1 a or big b\n2 other\n3 fine\n")
    }

    @Test("an associated type with a where clause")
    func associatedTypeWhereClause() {
        let result = run(
            """
            protocol Container {
                associatedtype Item
                var items: [Item] { get }
            }
            protocol SuffixableContainer: Container {
                associatedtype Suffix: SuffixableContainer where Suffix.Item == Item
                func suffix(_ size: Int) -> Suffix
            }
            struct Stack<Element>: SuffixableContainer {
                var items: [Element] = []
                func suffix(_ size: Int) -> Stack {
                    Stack(items: Array(items.suffix(size)))
                }
            }
            print(Stack(items: [10, 20, 30]).suffix(2).items)
            """)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.output == "[20, 30]\n")
    }

    @Test("a protocol's subscript requirement { get } or { get set } has no body")
    func protocolSubscriptRequirement() {
        let result = run(
            """
            protocol Shelf {
                associatedtype Item
                var count: Int { get }
                subscript(i: Int) -> Item { get }
            }
            protocol Board {
                subscript(row: Int) -> Int { get set }
            }
            struct Books: Shelf {
                var titles = ["A", "B"]
                var count: Int { titles.count }
                subscript(i: Int) -> String { titles[i] }
            }
            struct Scores: Board {
                var rows = [0, 0]
                subscript(row: Int) -> Int {
                    get { rows[row] }
                    set { rows[row] = newValue }
                }
            }
            func first<S: Shelf>(_ shelf: S) -> S.Item { shelf[0] }
            func bump<B: Board>(_ board: inout B) { board[1] += 5 }
            var scores = Scores()
            bump(&scores)
            print(first(Books()), Books()[1], scores[1], scores.rows)
            """)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.output == "A B 5 [0, 5]\n")
    }
}
