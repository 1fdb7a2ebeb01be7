import Foundation
import Testing

/// Issue 35, item 8: what swiftc accepts and the interpreter cannot run is the workbook's own
/// refusal, in the learner's language and naming the construct — never an "error:" in
/// swiftc's voice.
@Suite("The workbook's refusals in its own words", .serialized)
struct WorkbookRefusalTests {
    let home: TemporaryDirectory

    init() throws {
        home = try TemporaryDirectory()
    }

    /// `#if` reading a variable of the session: the interpreter refuses it, and it cannot run
    /// compiled either (only the interpreter holds `n`).
    static let entries = "let n = 3\n#if true\nprint(n)\n#endif\n"

    func repl(_ language: String) throws -> PlainRun {
        try PlainRun.run(
            ["--lang", language], stdin: Self.entries, stateHome: home.path, currentDirectory: home.path)
    }

    @Test func inEnglishWithTheInterpretersReason() throws {
        let run = try repl("en")
        #expect(
            run.stdout.contains("workbook: Swift accepts this, but the workbook's interpreter cannot run `#if`"),
            "\(run.stdout)")
        #expect(run.stdout.contains("(conditional compilation (#if) is not supported in the workbook)"))
        #expect(!run.stdout.contains("error:"), "swiftc accepts the line: no error in its voice")
    }

    @Test func inFrench() throws {
        let run = try repl("fr")
        #expect(
            run.stdout.contains(
                "workbook : Swift accepte ceci, mais l'interpréteur du workbook ne sait pas exécuter `#if`"),
            "\(run.stdout)")
        #expect(run.stdout.contains("Sources/Script/UNSUPPORTED.md liste ce que l'interpréteur laisse de côté"))
        #expect(!run.stdout.contains("error:") && !run.stdout.contains("not supported"), "\(run.stdout)")
    }

    @Test func inJapanese() throws {
        let run = try repl("ja")
        #expect(
            run.stdout.contains("workbook： Swift はこれを受け付けますが、workbook のインタープリターは `#if` を実行できません"),
            "\(run.stdout)")
        #expect(!run.stdout.contains("error:") && !run.stdout.contains("not supported"), "\(run.stdout)")
    }

    @Test func aMethodNamedLikeAnOperatorKeywordIsNamedAsTheMethod() throws {
        try home.write("slice.swift", "print((1...5).prefix(2))\n")
        let run = try PlainRun.run(
            ["run", "--interpret", "slice.swift"], stateHome: home.path, currentDirectory: home.path)
        #expect(run.status != 0)
        #expect(run.stderr.contains("the workbook's interpreter cannot run `prefix`\n"), "\(run.stderr)")
        #expect(run.stderr.contains("(Slice<ClosedRange<Int>>)"), "\(run.stderr)")
    }

    /// Issue 34: a refusal the interpreter meets while running (the program has printed) is
    /// the workbook's too, naming the construct in its words, never in swiftc's.
    @Test func aRefusalMetWhileRunning() throws {
        try home.write(
            "overloads.swift",
            "extension Array where Element == Int { func describe() -> String { \"ints\" } }\n"
                + "extension Array where Element == String { func describe() -> String { \"strings\" } }\n"
                + "print(\"start\")\nlet empty: [Int] = []\nprint(empty.describe())\n")
        let run = try PlainRun.run(
            ["run", "--interpret", "overloads.swift"], stateHome: home.path, currentDirectory: home.path)
        #expect(run.status != 0)
        #expect(run.stdout == "start\n")
        #expect(
            run.stderr.contains(
                "overloads.swift:5:21: workbook: Swift accepts this, but the workbook's interpreter cannot run a call "
                    + "to 'describe' whose declarations differ by 'where Element == …'"),
            "\(run.stderr)")
        #expect(run.stderr.contains("Sources/Script/UNSUPPORTED.md lists what the interpreter leaves out"))
        #expect(!run.stderr.contains("error:"), "\(run.stderr)")
    }

    /// In another language the heading names the construct by its name, not in English words.
    @Test func aRefusalMetWhileRunningInFrench() throws {
        try home.write(
            "overloads.swift",
            "extension Array where Element == Int { func describe() -> String { \"ints\" } }\n"
                + "extension Array where Element == String { func describe() -> String { \"strings\" } }\n"
                + "let empty: [Int] = []\nprint(empty.describe())\n")
        let run = try PlainRun.run(
            ["--lang", "fr", "run", "--interpret", "overloads.swift"], stateHome: home.path,
            currentDirectory: home.path)
        #expect(run.status != 0)
        #expect(
            run.stderr.contains("Swift accepte ceci, mais l'interpréteur du workbook ne sait pas exécuter `describe`"),
            "\(run.stderr)")
        #expect(!run.stderr.contains("a call to"), "\(run.stderr)")
    }

    @Test func aFileRunByTheInterpreter() throws {
        try home.write("conditional.swift", "#if true\nprint(1)\n#endif\n")
        let run = try PlainRun.run(
            ["run", "--interpret", "conditional.swift"], stateHome: home.path, currentDirectory: home.path)
        #expect(run.status != 0)
        #expect(
            run.stderr.contains(
                "conditional.swift:1:1: workbook: Swift accepts this, but the workbook's interpreter cannot run `#if`"),
            "\(run.stderr)")
        #expect(!run.stderr.contains("error:"), "\(run.stderr)")
    }
}
