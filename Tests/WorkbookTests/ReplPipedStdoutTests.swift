import Foundation
import Testing

/// Issue 34: a session piped into `workbook repl` (the Swift book's listings typed one entry at
/// a time) prints on stdout what Swift's REPL prints there: the program's output, values and
/// errors. The REPL's own remarks go to stderr, and output that did not end its line is
/// continued by the next entry's, as in the program.
@Suite("REPL on plain stdin: stdout holds what Swift's REPL prints", .serialized)
struct ReplPipedStdoutTests {
    let home: TemporaryDirectory

    init() throws {
        home = try TemporaryDirectory()
    }

    func repl(_ lines: [String]) throws -> PlainRun {
        try PlainRun.run(
            ["repl"], stdin: lines.joined(separator: "\n") + "\n", stateHome: home.path, currentDirectory: home.path)
    }

    @Test("a declaration held for a name declared later says so on stderr, not in the output")
    func heldDeclarationRemarkOnStderr() throws {
        let run = try repl([
            "class Person { var apartment: Apartment? }",
            "class Apartment { weak var tenant: Person? }",
            "print(Person().apartment == nil)",
        ])
        #expect(run.stdout == "true\n", "\(run.stdout)")
        #expect(run.stderr.contains("held until `Apartment` is declared: `Person`"), "\(run.stderr)")
    }

    @Test("print(_:terminator:) in one entry is continued by the next entry's output")
    func outputContinuesAcrossEntries() throws {
        let run = try repl(["let someValue = 10", "print(someValue, terminator: \"\")", "print(someValue)"])
        #expect(run.stdout == "someValue: Int = 10\n1010\n", "\(run.stdout)")
    }

    @Test("a variable declared with an implicitly unwrapped type is used unwrapped by a later entry")
    func implicitlyUnwrappedAcrossEntries() throws {
        let run = try repl(["let assumed: String! = \"text\"", "let definite: String = assumed"])
        #expect(!run.stdout.contains("error:"), "\(run.stdout)")
        #expect(run.stdout.hasSuffix("definite: String = \"text\"\n"), "\(run.stdout)")
    }

    @Test("a constant declared without a value is given it by the next entry, as in a file")
    func constantInitializedByTheNextEntry() throws {
        let run = try repl([
            "let hasHeader = true", "let rowHeight: Int",
            "if hasHeader {\n    rowHeight = 90\n} else {\n    rowHeight = 60\n}", "print(rowHeight)",
        ])
        #expect(!run.stdout.contains("error:"), "\(run.stdout)")
        #expect(run.stdout.hasSuffix("rowHeight: Int = 90\n90\n"), "\(run.stdout)")
        #expect(run.stderr.contains("`rowHeight` has no value yet"), "\(run.stderr)")
    }

    @Test("the REPL's own lines still start on a line of their own")
    func echoAfterUnfinishedLine() throws {
        let run = try repl(["print(\"a\", terminator: \"\")", "let b = 2", "print(\"c\", terminator: \"\")", "b + 1"])
        #expect(run.stdout == "a\nb: Int = 2\nc\n$R0: Int = 3\n", "\(run.stdout)")
    }
}
