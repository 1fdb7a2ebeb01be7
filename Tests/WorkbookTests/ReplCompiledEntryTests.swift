import Foundation
import Testing

/// Issue 33 item 5: in the REPL, an entry swiftc accepts and the interpreter refuses runs
/// compiled when it reads no variable of the session, and echoes its value as usual; one that
/// reads a session variable keeps the refusal; `:save FILE` writes the session's accepted
/// entries as a file `workbook run FILE` runs again.
@Suite("REPL: what the interpreter refuses runs compiled; :save", .serialized)
struct ReplCompiledEntryTests {
    let home: TemporaryDirectory

    init() throws {
        home = try TemporaryDirectory()
    }

    func repl(_ lines: [String]) throws -> PlainRun {
        try PlainRun.run(
            ["repl"], stdin: lines.joined(separator: "\n") + "\n", stateHome: home.path, currentDirectory: home.path)
    }

    @Test("a refused everyday line with only literals and the session's functions echoes its compiled value")
    func refusedLineRunsCompiled() throws {
        let ran = try repl([
            "[3, 1, 2].split(separator: 1)",
            "func next(_ n: Int) -> Int? { n < 5 ? n + 1 : nil }",
            // A lazy collection's `reversed()` is refused by the interpreter (UNSUPPORTED.md), so this line runs compiled.
            "Array([1, 2, 3, 4, 5].lazy.reversed().map { $0 * 10 })",
            "print(\"printed\"); \"héllo\".unicodeScalars.count",
        ])
        #expect(ran.stdout.contains("$R0: [ArraySlice<Int>] = [ArraySlice([3]), ArraySlice([2])]\n"), "\(ran.stdout)")
        #expect(ran.stdout.contains("= [50, 40, 30, 20, 10]\n"), "\(ran.stdout)")
        #expect(ran.stdout.contains("printed\n$R2: Int = 5\n"), "\(ran.stdout)")
        #expect(
            ran.stderr.replacingOccurrences(of: "\n", with: " ").contains("runs on the built-in runtime"),
            "the remark (wrapped, on stderr) says it ran compiled")
        #expect(!ran.stdout.contains("not supported") && !ran.stdout.contains("no member"), "\(ran.stdout)")
    }

    @Test(":trace on shows a compiled entry's events as it shows any entry's; :trace off hides them")
    func compiledEntryIsTraced() throws {
        let ran = try repl([
            "@Observable final class Counter { var value = 0 }",
            ":trace on",
            "let session = Counter()",
            "session.value = 1",
            "do { let c = Counter(); withObservationTracking { _ = c.value } onChange: { print(\"changed\") }; "
                + "c.value = Array(sequence(first: 1) { $0 < 2 ? $0 + 1 : nil }).count }",
            ":trace off",
            "do { let c = Counter(); c.value = Array(sequence(first: 1) { $0 < 2 ? $0 + 1 : nil }).count; "
                + "print(\"untraced\", c.value) }",
        ])
        // The session's object is Counter#1; the compiled entry's own object is a new one.
        let traced = [
            "  ⋯ willSet Counter#1.value",
            "  ⋯ tracking #1 started",
            "  ⋯ access Counter#2.value → tracking #1",
            "  ⋯ tracking #1 installed on Counter#2.value",
            "  ⋯ ┌ willSet Counter#2.value",
            "  ⋯ │ tracking #1 fired (one-shot, cancelled)",
            "changed",
            "  ⋯ └ didSet Counter#2.value",
            "tracing is off",
        ].joined(separator: "\n")
        #expect(ran.stdout.contains(traced), "\(ran.stdout)\n\(ran.stderr)")
        #expect(ran.stdout.contains("untraced 2\n"), "\(ran.stdout)")
        #expect(ran.stdout.components(separatedBy: "  ⋯ ").count == 8, "no trace once it is off: \(ran.stdout)")
    }

    @Test("with a session variable the refusal stays, naming the construct and the variable")
    func sessionVariableKeepsTheRefusal() throws {
        let ran = try repl(["let numbers = [3, 1, 2]", "numbers.lexicographicallyPrecedes([4])"])
        #expect(ran.stdout.contains("has no member 'lexicographicallyPrecedes' in the workbook"), "\(ran.stdout)")
        #expect(ran.stderr.contains("reads the session's numbers"), "\(ran.stderr)")
        #expect(!ran.stdout.contains("$R0"), "\(ran.stdout)")
    }

    @Test(":save writes the accepted entries; workbook run of the file prints the session's output")
    func saveThenRun() throws {
        let path = home.path + "/kept.swift"
        let entries = [
            "@Observable final class Cart { var items: [String] = [] }",
            "let cart = Cart()",
            "cart.items.append(\"tea\")",
            "print(cart.items.count)",
            "[3, 1, 2].split(separator: 1)",
            "print(\"done\")",
            "nonsense(",
        ]
        let ran = try repl(entries + [")", ":save kept.swift", ":save kept.swift"])
        #expect(ran.stdout.contains("saved 6 entries to kept.swift"), "\(ran.stdout)\n\(ran.stderr)")
        #expect(ran.stderr.contains("kept.swift already exists; it was left as it is"), "\(ran.stderr)")
        let saved = try String(contentsOfFile: path, encoding: .utf8)
        #expect(!saved.contains("nonsense"), "a rejected entry is not saved")
        let rerun = try PlainRun.run(["run", "kept.swift"], stateHome: home.path, currentDirectory: home.path)
        #expect(rerun.stdout == "1\n[ArraySlice([3]), ArraySlice([2])]\ndone\n", "\(rerun.stderr)\n\(saved)")
        #expect(rerun.status == 0)
        #expect(!rerun.stderr.contains("warning"), "\(rerun.stderr)")
    }
}
