// The result-builder transform (SE-0289) as the front end decides it: which bodies and closures are
// built, the balanced tree of `buildEither` an `else if` chain becomes, and what is refused.
import Testing

@testable import ScriptFrontEnd

@Suite("Result builders: what lowering builds, and what it refuses")
struct ResultBuilderTests {
    private static let builder = """
        @resultBuilder
        struct J {
            static func buildBlock(_ s: String...) -> String { s.joined() }
            static func buildEither(first s: String) -> String { s }
            static func buildEither(second s: String) -> String { s }
            static func buildOptional(_ s: String?) -> String { s ?? "" }
        }

        """

    @Test("the side of each buildEither, root first: Swift's balanced tree of the branches")
    func eitherPaths() {
        #expect(ResultBuilderTransform.eitherPaths(count: 2) == [[true], [false]])
        #expect(ResultBuilderTransform.eitherPaths(count: 3) == [[true, true], [true, false], [false]])
        #expect(
            ResultBuilderTransform.eitherPaths(count: 4) == [
                [true, true], [true, false], [false, true], [false, false],
            ])
    }

    @Test(
        "a parameter marked with a builder records it; a custom attribute on any other parameter is a wrapper, refused")
    func parameterAttribute() throws {
        let front = try FrontEnd(Self.builder + "func draw(@J content: () -> String) -> String { content() }")
        let draw = front.program.compactMap { statement -> FunctionDecl? in
            if case .function(let function) = statement.kind { return function }
            return nil
        }.first
        #expect(draw?.params.first?.resultBuilder == "J")
        let error = parseError("func f(@Clamped x: Int) {}")
        #expect(error?.message.contains("a property wrapper on a parameter") == true)
    }

    @Test("a built body ends in returning buildBlock of its components; one that returns is left alone")
    func builtBody() throws {
        let front = try FrontEnd(
            Self.builder + "@J func f() -> String { \"a\"; \"b\" }\n@J func g() -> String { return \"c\" }")
        let bodies = front.lowered.compactMap { statement -> [Stmt]? in
            if case .function(let function) = statement.kind { return function.body }
            return nil
        }
        #expect(bodies.count == 2)
        guard case .returnStmt(let result?)? = bodies[0].last?.kind,
            case .call(let callee, let arguments) = result.kind,
            case .member(_, "buildBlock") = callee.kind
        else {
            Issue.record("f's body does not end in returning J.buildBlock(…): \(bodies[0].map(\.kind))")
            return
        }
        #expect(arguments.count == 2)
        #expect(bodies[1].count == 1)
    }

    @Test(
        "what the transform does not model is refused before the program runs, naming it",
        arguments: [
            ("@J func f(_ n: Int) -> String { switch n { default: \"x\" } }", "'switch'"),
            ("@J func f(_ n: Int) -> String { while n > 0 { \"x\" } }", "'while'"),
            ("@J func f(_ n: Int) -> String { if n > 1 { \"a\" } else if n > 0 { \"b\" } }", "'else if'"),
            ("func w(@J _ c: () -> String) -> String { c() }\nlet s = w { for _ in 0..<2 { \"x\" } }", "buildArray"),
        ])
    func refused(source: String, words: String) throws {
        let front = try FrontEnd(Self.builder + source)
        let message = try #require(front.refusals.first?.message)
        #expect(message.contains(words), "\(message)")
    }
}
