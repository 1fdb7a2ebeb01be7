import Foundation
import Testing

/// Issue 34: an operator and its precedence group declared in one REPL entry parse and run in the
/// entries that follow, interpreted (not through the compiled fallback for refused entries).
@Suite("REPL: custom operators across entries", .serialized)
struct ReplCustomOperatorTests {
    let home: TemporaryDirectory

    init() throws {
        home = try TemporaryDirectory()
    }

    @Test("an operator declared in one entry is used in the next")
    func operatorAcrossEntries() throws {
        let lines = [
            "precedencegroup PowerPrecedence { higherThan: MultiplicationPrecedence associativity: right }",
            "infix operator ** : PowerPrecedence",
            "func ** (base: Int, power: Int) -> Int { power == 0 ? 1 : base * (base ** (power - 1)) }",
            "print(1 + 2 ** 3 ** 2 * 2)",
            "prefix operator +++",
            "prefix func +++ (x: inout Int) -> Int { x += 1; return x }",
            "var count = 1",
            "print(+++count, count)",
        ]
        let ran = try PlainRun.run(
            ["repl"], stdin: lines.joined(separator: "\n") + "\n", stateHome: home.path, currentDirectory: home.path)
        #expect(ran.stdout.contains("1025\n"), "\(ran.stdout)")
        #expect(ran.stdout.contains("2 2\n"), "\(ran.stdout)")
        #expect(!ran.stderr.contains("built-in runtime"), "interpreted, not compiled: \(ran.stderr)")
        #expect(!ran.stderr.contains("cannot run"), "\(ran.stderr)")
    }
}
