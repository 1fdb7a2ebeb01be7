// `type(of:)` prints the static type where lowering knows it, and otherwise only what a value
// alone decides: an empty array or a nil optional of unknown static type is refused, not guessed
// (it printed `Array<Any>` where swiftc prints `Array<Int>`).
import Script
import Testing

@Suite("type(of:) names what it knows and refuses what it would guess")
struct TypeOfExactnessTests {
    private func run(_ source: String) -> ScriptResult {
        ScriptSession(options: ScriptOptions(output: { _ in })).run(source, file: "main.swift")
    }

    @Test("a collection of unknown static type is named by its elements when they decide it")
    func namedByElements() {
        // `stride` is untyped before running; its values are Ints, so the array is an `Array<Int>`.
        let result = run("print(type(of: stride(from: 0, to: 2, by: 1).map { $0 }))")
        #expect(result.output == "Array<Int>\n", "\(result.diagnostics)")
    }

    @Test("an empty collection of unknown static type is refused with what to write instead")
    func emptyIsRefused() {
        let result = run("print(\"a\")\nprint(type(of: stride(from: 0, to: 0, by: 1).map { $0 }))")
        #expect(result.output == "a\n")
        #expect(!result.succeeded)
        let message = result.diagnostics.first?.message ?? ""
        #expect(message.contains("type(of:) cannot name the type of this Array"), "\(message)")
        #expect(message.contains("write the type out"), "\(message)")
    }

    @Test(
        "failable initializers and dropFirst() are typed, so their arrays print as swiftc's do",
        arguments: [
            // swiftc's output for each line.
            ("print([Int(\"-3\"), -19])", "[Optional(-3), Optional(-19)]\n"),
            ("print(type(of: [\"é\"].map { Int($0) }))", "Array<Optional<Int>>\n"),
            ("print(type(of: [Int]().filter { $0 > 1 }.dropFirst()))", "ArraySlice<Int>\n"),
            ("print(type(of: zip([String](), [1]).map { \"\\($0)=\\($1)\" }))", "Array<String>\n"),
        ])
    func typedByLowering(_ source: String, _ printed: String) {
        let result = run(source)
        #expect(result.output == printed, "\(result.diagnostics)")
    }
}

@Suite("type(of:) of a function value in a variable")
struct TypeOfFunctionValueTests {
    private func run(_ source: String) -> ScriptResult {
        ScriptSession(options: ScriptOptions(output: { _ in })).run(source, file: "main.swift")
    }

    @Test(
        "a variable whose function type is spelled where it comes from prints it (swiftc's output)",
        arguments: [
            ("func f(_ x: Int) -> Int { x }\nlet g = f\nprint(type(of: g))", "(Int) -> Int\n"),
            ("func m() -> (Int) -> Int { { $0 } }\nlet g = m()\nlet h = g\nprint(type(of: h))", "(Int) -> Int\n"),
            (
                "var g: (Int, Int) throws -> Int = { $0 + $1 }\ng = { $0 * $1 }\nprint(type(of: g))",
                "(Int, Int) throws -> Int\n"
            ),
            (
                "func m() -> () -> Int { { 1 } }\nfunc run() {\n    let g = m()\n    print(type(of: g))\n}\nrun()",
                "() -> Int\n"
            ),
        ])
    func spelled(_ source: String, _ printed: String) {
        let result = run(source)
        #expect(result.output == printed, "\(result.diagnostics)")
    }

    @Test("a closure literal's type is inferred, not spelled: type(of:) of it is refused, not printed as () -> ()")
    func closureIsRefused() {
        // swiftc prints `(Int) -> Int`; the interpreter printed `() -> ()` before.
        let result = run("let g = { (x: Int) in x }\nprint(type(of: g))")
        #expect(result.output == "")
        let message = result.diagnostics.first?.message ?? ""
        #expect(message.contains("function value"), "\(message)")
    }
}
