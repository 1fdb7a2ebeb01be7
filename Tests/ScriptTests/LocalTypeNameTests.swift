// A type declared inside a function prints its qualified name with the addresses of its enclosing
// contexts in compiled Swift (`main.(unknown context at $55d0c8f4a0a8).C`): the interpreter refuses
// those descriptions instead of printing `main.C`, and prints the ones without a qualified name.
import Script
import Testing

@Suite("Local types: qualified names refused, plain descriptions printed")
struct LocalTypeNameTests {
    private static func run(_ body: String) -> (output: String, message: String?) {
        let program = "func f() {\n    class C {}\n    struct S { var a = 1 }\n    enum E { case x }\n\(body)\n}\nf()\n"
        let session = ScriptSession(options: ScriptOptions(output: { _ in }))
        let result = session.run(program, file: "main.swift", acceptedByCompiler: true)
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
}
