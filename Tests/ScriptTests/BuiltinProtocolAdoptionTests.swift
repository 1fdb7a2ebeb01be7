// A builtin type adopting a program's protocol (`extension Array: Container {}`) reaches that
// protocol's extensions, and so does a REPL session where the adoption and the extension come
// in separate entries, in either order, after values already called methods (the interpreter
// caches each builtin's chain of extensions). Expected outputs are swiftc 6.3.1's.
import Script
import Testing

@Suite("Builtin types adopting the program's protocols")
struct BuiltinProtocolAdoptionTests {
    private func session() -> ScriptSession {
        ScriptSession(options: ScriptOptions(output: { _ in }))
    }

    @Test("the protocol's extension comes in a later entry than the adoption")
    func extensionAfterAdoption() {
        let session = session()
        let first = session.run(
            """
            protocol Container { var count: Int { get } }
            extension Array: Container {}
            let items = [1, 2, 3]
            print(items.count, items.contains(2))

            """)
        #expect(first.output == "3 true\n", "\(first.diagnostics)")
        let later = session.run(
            """
            extension Container {
                var count: Int { 0 }
                func describe() -> String { "\\(count) items" }
            }
            print(items.describe(), items.count)

            """)
        #expect(later.diagnostics.isEmpty, "\(later.diagnostics)")
        #expect(later.output == "3 items 3\n")
    }

    @Test("an adoption in a later entry reaches an extension declared before it, through an inherited protocol")
    func adoptionAfterExtension() {
        let session = session()
        let first = session.run(
            """
            protocol Named { var name: String { get } }
            protocol Greeter: Named {}
            extension Named { func greeting() -> String { "Hello, \\(name)!" } }
            print("Ada".uppercased())

            """)
        #expect(first.output == "ADA\n", "\(first.diagnostics)")
        let later = session.run(
            """
            extension String: Greeter { var name: String { self } }
            print("Ada".greeting())

            """)
        #expect(later.diagnostics.isEmpty, "\(later.diagnostics)")
        #expect(later.output == "Hello, Ada!\n")
    }

    @Test("an overload from the protocol's extension beside the adopting extension's own method")
    func overloadsAcrossExtensions() {
        let result = session().run(
            """
            protocol Counter { mutating func advance() }
            extension Counter {
                mutating func advance(times: Int) { for _ in 0..<times { advance() } }
            }
            extension Int: Counter { mutating func advance() { self += 1 } }
            var ticks = 1
            ticks.advance()
            ticks.advance(times: 3)
            print(ticks)

            """)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.output == "5\n")
    }
}
