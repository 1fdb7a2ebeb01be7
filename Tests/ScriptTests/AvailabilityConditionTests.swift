// `#available` and `#unavailable` are decided while parsing, as the Linux host decides them
// (`*` applies, no named platform does); the forms swiftc rejects are refused before anything
// runs, in its words. Expected outputs and messages are swiftc 6.3.1's.
import Script
import Testing

@Suite("Availability conditions")
struct AvailabilityConditionTests {
    private func run(_ source: String) -> ScriptResult {
        ScriptSession(options: ScriptOptions(output: { _ in })).run(source, file: "main.swift")
    }

    @Test("#available with '*' holds and #unavailable does not, in if, guard and while")
    func decidedAsTheHost() {
        let result = run(
            """
            if #available(iOS 10, macOS 10.12, *) { print("a") } else { print("not a") }
            if #unavailable(iOS 10) { print("not b") } else { print("b") }
            func f() -> String {
                guard #available(macOS 99.1.2, *) else { return "not c" }
                return "c"
            }
            print(f())
            var n = 0
            while #available(tvOS 1, *), n < 2 { n += 1 }
            print(n)

            """)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.output == "a\nb\nc\n2\n")
    }

    @Test(
        "the forms swiftc rejects are refused before any output",
        arguments: [
            ("if #available(macOS 14) {}", "must handle potential future platforms with '*'"),
            ("if #unavailable(iOS 10, *) {}", "platform wildcard '*' is always implicit in #unavailable"),
            ("if #available(swift 5.9, *) {}", "Swift version checks not allowed in #available(...)"),
            ("if #available(iOS, *) {}", "expected version number"),
            (
                "let b = #available(iOS 17, *)",
                "#available may only be used as condition of an 'if', 'guard' or 'while' statement"
            ),
        ])
    func refused(_ line: String, _ message: String) {
        let result = run("print(\"before\")\n" + line + "\n")
        #expect(result.output.isEmpty)
        #expect(result.diagnostics.first?.message == message, "\(result.diagnostics)")
    }
}
