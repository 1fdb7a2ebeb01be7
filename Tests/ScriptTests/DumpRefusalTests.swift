// `dump` prints a value's mirror exactly or not at all: values whose mirror Swift builds from
// storage the interpreter does not keep as Swift does are refused, naming what, before any of the
// dump is written (the corpus's 802-dump-mirrors checks the shapes it does print against swiftc).
import Script
import Testing

@Suite("dump refuses what it cannot mirror exactly")
struct DumpRefusalTests {
    private static func run(_ program: String) -> (output: String, message: String?) {
        let result = runAccepted(program, file: "d.swift")
        return (result.output, result.diagnostics.first?.message)
    }

    @Test(
        "each refusal names its construct, after the output before it and with none of the dump",
        arguments: [
            (
                "import Observation\n@Observable final class M { var n = 1 }\nprint(\"before\")\ndump([M()])",
                "@Observable"
            ),
            ("print(\"before\")\ndump((1, { (x: Int) in x }))", "a closure"),
            ("print(\"before\")\ndump(Int.self)", "a metatype"),
            ("print(\"before\")\ndump(...5)", "a one-sided range"),
            (
                "class A {}\nclass B { unowned let a: A; init(a: A) { self.a = a } }\nlet a = A()\nprint(\"before\")\ndump(B(a: a))",
                "an unowned property"
            ),
            ("struct Box<T> { var item: T }\nprint(\"before\")\ndump(Box(item: 1))", "generic type"),
        ])
    func refused(program: String, construct: String) throws {
        let (output, message) = Self.run(program)
        #expect(output == "before\n")
        let text = try #require(message)
        #expect(text.hasPrefix("the workbook's interpreter cannot run 'dump' of "), "\(text)")
        #expect(text.contains(construct), "\(text)")
    }

    @Test("print(_:to:) into a TextOutputStream of the program's own is refused, not imitated")
    func ownStream() throws {
        let program = """
            struct Upper: TextOutputStream {
                var text = ""
                mutating func write(_ string: String) { text += string.uppercased() }
            }
            var stream = Upper()
            print("before")
            print("a", to: &stream)
            print(stream.text)
            """
        let (output, message) = Self.run(program)
        #expect(output == "before\n")
        #expect(message?.contains("'print(_:to:)' into a stream other than a String") == true, "\(message ?? "")")
    }
}
