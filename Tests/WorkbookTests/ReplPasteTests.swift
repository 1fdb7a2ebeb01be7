import Foundation
import Testing

/// A paste (many entries waiting on stdin) is checked by the compiler in batches; what the
/// learner sees is byte for byte what the same entries typed one at a time show.
@Suite("REPL: a paste checked in batches", .serialized)
struct ReplPasteTests {
    let home: TemporaryDirectory

    init() throws {
        home = try TemporaryDirectory()
    }

    func repl(_ input: String, environment: [String: String] = [:]) throws -> PlainRun {
        try PlainRun.run(
            ["--lessons", home.path], stdin: input, stateHome: home.path, currentDirectory: home.path,
            environment: environment)
    }

    @Test func aPasteShowsWhatTheSameEntriesTypedOneAtATimeShow() throws {
        var lines = (0..<40).map { "let v\($0) = \($0)" }
        lines += [
            "struct Tally {", "    var count = v3", "}", "var tally = Tally()",
            "func bump(_ t: inout Tally) { t.count += v1 }",
            "let wrong: String = v2", "let after = tally.count + v39", "let crash = [v0][v5]",
            "let usesCrash = crash + 1", "let later = after * 2",
            "bump(&tally)", "tally.count", "$R0 + later", "let v7 = \"again\"",
            "extension Tally { var twice: Int { count * 2 } }",
            "let t2 = tally.twice", ":vars", "let last = t2 + v0",
        ]
        lines += (40..<80).map { "let v\($0) = v\($0 - 40) + 1" }
        // A body that falls out (the mandatory passes' error), a warning, a declaration held
        // for the next one, an @Observable class.
        lines += [
            "func noReturn() -> Int { if v1 > 0 { return 1 } }", "func g() -> Int { var k = v2; return k }",
            "let afterWarning = g()", "struct Shelf { var book: Book }", "struct Book { var title = \"t\" }",
            "let shelf = Shelf(book: Book())", "@Observable final class Counter { var n = v9 }",
            "let counter = Counter()", "counter.n",
        ]
        let input = lines.joined(separator: "\n") + "\n"
        let pasted = try repl(input)
        let typed = try repl(input, environment: ["WORKBOOK_BATCH_CHECK": "off"])
        #expect(pasted.stdout == typed.stdout)
        #expect(pasted.stderr == typed.stderr)
        #expect(pasted.status == typed.status)
        // What the entries show, so an empty run cannot pass.
        #expect(pasted.stdout.contains("v39: Int = 39\n"))
        #expect(pasted.stdout.contains("error: cannot convert value of type 'Int' to specified type 'String'"))
        #expect(pasted.stdout.contains("$R1: Int = 88\n"))
        // An entry that failed as it ran declared nothing: the next one's batch verdict is void.
        #expect(pasted.stdout.contains("error: cannot find 'crash' in scope"))
        #expect(pasted.stdout.contains("$R0: Int = 4\n"))
        #expect(pasted.stdout.contains("v79: Int = 40\n"))
        #expect(pasted.stdout.contains("missing return in global function expected to return 'Int'"))
        #expect(pasted.stdout.contains("variable 'k' was never mutated"))
        #expect(pasted.stdout.contains("shelf: Shelf = "))
        #expect(pasted.stdout.contains("$R2: Int = 9\n"))
    }
}
