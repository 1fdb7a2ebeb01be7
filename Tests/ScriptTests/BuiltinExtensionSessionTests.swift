// Methods a program adds to builtin types (`extension Int`, `extension Collection`) are found
// through a per-kind table the interpreter keeps; a later REPL entry that adds an extension
// must be seen by values and call sites that an earlier entry already used.
import Script
import Testing

@Suite("Extensions of builtin types across runs")
struct BuiltinExtensionSessionTests {
    private func session() -> ScriptSession {
        ScriptSession(options: ScriptOptions(output: { _ in }))
    }

    @Test("an extension declared by a later run applies to values an earlier run already called methods on")
    func laterExtension() {
        let session = session()
        let earlier = session.run("var n = 3\nvar items = [1, 2]\nprint(n.description, items.contains(2))\n")
        #expect(earlier.output == "3 true\n")
        let later = session.run(
            """
            extension Int { func twice() -> Int { self * 2 } }
            extension Collection { func countTwice() -> Int { count * 2 } }
            print(n.twice(), items.countTwice(), "ab".countTwice())

            """)
        #expect(later.output == "6 4 4\n")
    }

    @Test("a mutating method added to Array by a later run changes the variable it is called on")
    func laterMutatingMethod() {
        let session = session()
        #expect(session.run("var items = [1, 2]\nitems.append(3)\n").succeeded)
        let later = session.run(
            """
            extension Array { mutating func appendTwice(_ x: Element) { append(x); append(x) } }
            items.appendTwice(5)
            print(items)

            """)
        #expect(later.output == "[1, 2, 3, 5, 5]\n")
    }
}
