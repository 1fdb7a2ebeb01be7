// An integer literal is typed by the member asked of it: `3.ft` where only the program's
// `extension Double` declares `ft` is the Double 3.0 (the book's Extensions chapter), and
// `2.squareRoot()` too; before, the interpreter looked `ft` up on an Int and refused mid-run.
// Outputs are swiftc 6.3.1's.
import Script
import Testing

@Suite("Integer literals typed by their member")
struct LiteralTypedByMemberTests {
    @Test("a member only Double has makes the literal a Double; one Int has keeps it an Int")
    func literalReceiver() {
        let result = ScriptSession(options: ScriptOptions(output: { _ in })).run(
            """
            extension Double { var ft: Double { self / 3.28084 } }
            extension Int { var twice: Int { self * 2 } }
            print(3.ft, 42.ft * 0, 4.squareRoot(), 5.twice, 7.description)

            """)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.output == "0.914399970739201 0.0 2.0 10 7\n")
    }
}
