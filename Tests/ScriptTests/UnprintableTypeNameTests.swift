// A type declared inside a function prints its qualified name with the addresses of its enclosing
// contexts in compiled Swift (`main.(unknown context at $55d0c8f4a0a8).C`): the interpreter refuses
// those descriptions instead of printing `main.C`, and prints the ones without a qualified name.
// A generic type's name is printed with its arguments (`main.Box<Swift.Int>.full(1)`): where the
// value does not decide them, the description is refused instead of printing `main.Box.full(1)`.
import Script
import Testing

@Suite("Type names the interpreter cannot print as Swift does are refused, the rest printed")
struct UnprintableTypeNameTests {
    private static func run(_ body: String) -> (output: String, message: String?) {
        let program = "func f() {\n    class C {}\n    struct S { var a = 1 }\n    enum E { case x }\n\(body)\n}\nf()\n"
        let result = runAccepted(program)
        return (result.output, result.diagnostics.first?.message)
    }

    @Test(
        "Swift prints these without a qualified name, as the interpreter does",
        arguments: [
            ("print(S())", "S(a: 1)\n"), ("print(E.x)", "x\n"), ("print(type(of: S()))", "S\n"),
            ("print(\"\\(S())\")", "S(a: 1)\n"), ("print(String(describing: E.x))", "x\n"),
        ])
    func plain(body: String, printed: String) {
        let (output, message) = Self.run(body)
        #expect(message == nil)
        #expect(output == printed)
    }

    @Test(
        "a qualified name of a local type is refused, naming the type, after the output before it",
        arguments: [
            ("print(C())", "'C'"), ("debugPrint(S())", "'S'"), ("print([E.x])", "'E'"),
            ("print(String(reflecting: S()))", "'S'"), ("print(\"\\(Optional(C()))\")", "'C'"),
            ("print(String(describing: [S()]))", "'S'"), ("dump(S())", "'S'"),
        ])
    func refused(body: String, name: String) throws {
        let (output, message) = Self.run("print(\"before\")\n" + body)
        #expect(output == "before\n")
        let text = try #require(message)
        #expect(text.contains("\(name), a type declared inside a function, closure or block"), "\(text)")
    }

    @Test("the REPL's echo of a generic value made with its arguments written shows them")
    func echoedGenericValue() {
        let session = ScriptSession(options: ScriptOptions(output: { _ in }))
        let result = session.run(
            "struct Stack<Element> { var items: [Element] = [] }\nvar s = Stack<Int>()", file: "main.swift",
            echoesDeclarations: true, acceptedByCompiler: true)
        #expect(result.declared.map(\.description) == ["Stack<Int>(items: [])"], "\(result.diagnostics)")
    }

    @Test(
        "a generic type's name without the arguments Swift prints is refused; with them (its fields' or its construction's static type), printed (swiftc's output)",
        arguments: [
            ("print([Box.full(1)])", nil), ("debugPrint(Box<String>.empty)", nil),
            // Made where the static type is known, a struct or class value keeps its arguments.
            ("print(Bag<Int>(items: []))", "Bag<Int>(items: [])\n"), ("print(Cell<Int>())", "main.Cell<Swift.Int>\n"),
            (
                "let c: Cell<String> = Cell()\nprint([c], [Bag<Any>(items: [1])])",
                "[main.Cell<Swift.String>] [main.Bag<Any>(items: [1])]\n"
            ),
            ("print(Bag(items: [1]))", "Bag<Int>(items: [1])\n"),
            ("print(Box.full(2))", "full(2)\n"),
            // A metatype holds no generic arguments: Swift prints `Bag<Int>`.
            ("print(Bag<Int>.self)", nil), ("print([Cell<String>.self])", nil),
        ] as [(String, String?)])
    func generic(line: String, printed: String?) throws {
        let program =
            "enum Box<T> { case full(T), empty }\nstruct Bag<T> { var items: [T] }\n"
            + "class Cell<T> { var v: T?; init() {} }\nprint(\"before\")\n" + line + "\n"
        let result = runAccepted(program)
        if let printed {
            #expect(result.output == "before\n" + printed, "\(result.diagnostics)")
        } else {
            #expect(result.output == "before\n")
            let message = try #require(result.diagnostics.first?.message)
            #expect(message.contains("Swift prints its generic arguments"), "\(message)")
        }
    }

    @Test(
        "a type declared in an extension of a builtin type is refused where Swift qualifies it; printed plain",
        arguments: [
            ("print([Int.Kind.zero])", "'Kind', a type declared in an extension of 'Int'"),
            ("debugPrint(Int.Kind.zero)", "(extension in main):Swift.Int.Kind"),
        ])
    func builtinExtensionNested(body: String, words: String) throws {
        let declarations = "extension Int { enum Kind { case zero } }\n"
        let plain = runAccepted(declarations + "print(Int.Kind.zero, \"\\(Int.Kind.zero)\")")
        #expect(plain.output == "zero zero\n")
        let result = runAccepted(declarations + "print(\"before\")\n" + body)
        #expect(result.output == "before\n")
        let text = try #require(result.diagnostics.first?.message)
        #expect(text.contains(words), "\(text)")
    }
}
