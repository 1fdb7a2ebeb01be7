// Hostile input at the interpreter: however deep, large or long-running, a learner's
// mistake ends that run with a clear message and the session answers afterwards.
import Foundation
import Script
import Testing

@Suite("Hostile input: the session survives")
struct HostileScriptTests {
    private func session(output: @escaping @Sendable (String) -> Void = { _ in }) -> ScriptSession {
        ScriptSession(options: ScriptOptions(output: output))
    }

    /// Runs `source`, expects an error containing `message`, then checks the session still runs code.
    private func expectStopped(
        _ source: String, saying message: String,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        let session = session()
        let result = session.run(source, file: "hostile.swift")
        #expect(!result.succeeded, sourceLocation: sourceLocation)
        #expect(
            result.diagnostics.contains { $0.message.contains(message) },
            "got: \(result.diagnostics.map(\.message))", sourceLocation: sourceLocation)
        #expect(session.run("print(\"alive\")\n").output == "alive\n", sourceLocation: sourceLocation)
    }

    /// For input that is deep but finite: how deep the stack allows depends on the build
    /// (frame sizes), so either answer is right — a result, or a refusal saying why —
    /// as long as the session survives.
    private func expectSurvives(_ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let session = session()
        let result = session.run(source, file: "deep.swift")
        if !result.succeeded {
            #expect(
                result.diagnostics.contains { $0.message.contains(Self.tooDeep) || $0.message.contains(Self.nested) },
                "got: \(result.diagnostics.map(\.message))", sourceLocation: sourceLocation)
        }
        #expect(session.run("print(\"alive\")\n").output == "alive\n", sourceLocation: sourceLocation)
    }

    static let tooDeep = "recursion too deep"
    static let nested = "nested too deeply"

    @Test("a setter that assigns its own property")
    func setterAssigningItself() {
        expectStopped(
            "class A { var name: String { get { \"\" } set { name = newValue } } }\nlet a = A()\na.name = \"x\"\n",
            saying: Self.tooDeep)
    }

    @Test("a stored property whose default builds its own type")
    func defaultBuildingItsOwnType() {
        expectStopped("class Node { var next = Node() }\nlet n = Node()\n", saying: Self.tooDeep)
    }

    @Test("a deinit that creates its own type")
    func deinitCreatingItsOwnType() {
        expectStopped("class D { deinit { _ = D() } }\nvar d: D? = D()\nd = nil\n", saying: Self.tooDeep)
    }

    @Test("10,000-term operator chains", arguments: ["+", "&&", "??"])
    func longOperatorChains(op: String) {
        let operand = op == "&&" ? "true" : op == "??" ? "n" : "1"
        let chain = Array(repeating: operand, count: 10_000).joined(separator: " \(op) ")
        let prefix = op == "??" ? "let n: Int? = 1\n" : ""
        expectSurvives(prefix + "let x = \(chain)\n")
    }

    @Test("a 10,000-call method chain")
    func longMethodChain() {
        expectSurvives(
            "struct S { func m() -> S { self } }\nlet x = S()" + String(repeating: ".m()", count: 10_000) + "\n")
    }

    @Test("10,000 nested brackets, and nested array types")
    func nestedBrackets() {
        expectStopped(
            "let x = " + String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000) + "\n",
            saying: Self.nested)
        expectSurvives(
            "let x: " + String(repeating: "[", count: 10_000) + "Int" + String(repeating: "]", count: 10_000)
                + " = []\n")
    }

    @Test(
        "doubling a string 40 times meets the memory budget",
        arguments: [
            "s = s + s", "s += s", "s = \"\\(s)\\(s)\"", "s.append(s)",
        ])
    func doublingString(step: String) {
        expectStopped("var s = \"ab\"\nfor _ in 0..<40 { \(step) }\n", saying: "memory budget")
    }

    @Test("doubling an array 40 times meets the memory budget")
    func doublingArray() {
        expectStopped("var a = [1, 2]\nfor _ in 0..<40 { a += a }\n", saying: "memory budget")
    }

    @Test("an interrupt lands at the next step even when each step is slow")
    func interruptBetweenSlowSteps() {
        // Fewer steps than the old every-256-steps check: before, the interrupt was never seen.
        let box = SessionBox()
        let session = session { text in if text == "started\n" { box.session?.interrupt() } }
        box.session = session
        let result = session.run(
            """
            let a = Array((0..<2000).reversed())
            print("started")
            for _ in 0..<40 { _ = a.sorted() }
            print("finished")
            """)
        #expect(result.wasStopped)
        #expect(result.diagnostics.contains { $0.message == "execution interrupted" })
        #expect(!result.output.contains("finished"))
        #expect(session.run("print(\"alive\")\n").output == "alive\n")
    }

    @Test("CRLF line ends: errors on their own line, and \"\"\" strings work")
    func crlf() {
        let session = session()
        let result = session.run(
            "let a = 1\r\nlet s = \"\"\"\r\n  hi\r\n  \"\"\"\r\nprint(a, s)\r\n", file: "crlf.swift")
        #expect(result.output == "1 hi\n")
        let failing = session.run("let b = 2\r\nprint(zz)\r\n", file: "crlf.swift")
        #expect(failing.diagnostics.first?.location.line == 2)
        #expect(failing.diagnostics.first?.sourceLine == "print(zz)")
    }

    @Test("an unterminated /* comment is refused, as swiftc does")
    func unterminatedComment() {
        expectStopped("print(1)\n/* not closed\nprint(2)\n", saying: "unterminated '/*' comment")
    }

    @Test("a #! line at the start is skipped")
    func shebang() {
        let result = session().run("#!/usr/bin/env workbook run\nprint(\"ran\")\nprint(zz)\n", file: "tool.swift")
        #expect(result.output.isEmpty)
        #expect(result.diagnostics.first?.location.line == 3, "lines keep their numbers")
        #expect(session().run("#!/usr/bin/env workbook run\nprint(\"ran\")\n").output == "ran\n")
    }

    @Test("a trap in a function an earlier run declared points into that run's text")
    func trapInEarlierDeclaration() {
        let session = session()
        _ = session.run(
            "func f(_ a: [Int]) -> Int {\n    let unused = 1\n    return a[5]\n}\n",
            file: "Lessons/01-x.md", firstLine: 10)
        let result = session.run("print(\"one\")\nprint(f([1]))\n", file: "Lessons/01-x.md", firstLine: 30)
        let trap = result.diagnostics.first
        #expect(trap?.message.contains("Index out of range") == true)
        #expect(trap?.location.line == 12, "the Markdown line of `return a[5]`")
        #expect(trap?.sourceLine == "    return a[5]")
        #expect(trap?.location.column == 13, "under the subscript")
    }
}

private final class SessionBox: @unchecked Sendable {
    var session: ScriptSession?
}
