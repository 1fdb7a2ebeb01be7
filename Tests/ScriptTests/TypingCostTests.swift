import Testing

@testable import Script
@testable import ScriptFrontEnd

// The compile-time layer types each node of a program a bounded number of times: a receiver
// chain `x.m().m()…` of 2N calls costs about twice what N calls cost, not four times.
@Suite("Compile-time layer: typing cost grows linearly")
struct TypingCostTests {
    /// How many times lowering asked the typer for a type, for a program built by `body(n)`.
    private func visits(_ n: Int, _ body: (Int) -> String) throws -> Int {
        let source = """
            struct Box {
                var inner: Box? { nil }
                func m() -> Box { self }
                subscript(i: Int) -> Box { self }
            }
            let x = Box()
            \(body(n))
            """
        var parser = try Parser(source: source)
        let program = try parser.parseProgram()
        let model = DeclarationModel()
        model.absorb(program)
        var lowering = TypedLowering(model: model)
        _ = lowering.lower(program)
        return lowering.typingVisits
    }

    private func expectLinear(
        _ body: (Int) -> String, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws {
        let base = try visits(0, body)
        // Short enough for a test thread's stack (8 MB, not the session's 64 MB).
        let single = try visits(50, body) - base
        let double = try visits(100, body) - base
        #expect(single > 0, sourceLocation: sourceLocation)
        // Quadratic typing makes the double chain cost four times the single one.
        #expect(
            double <= 2 * single + 20, "\(single) visits for 50 links, \(double) for 100",
            sourceLocation: sourceLocation)
    }

    @Test("a chain of method calls")
    func methodChain() throws {
        try expectLinear { n in "let y = x" + String(repeating: ".m()", count: n) }
    }

    @Test("a chain of calls passed as an argument and printed")
    func chainAsArgument() throws {
        try expectLinear { n in "print(x" + String(repeating: ".m()", count: n) + ")" }
    }

    @Test("a chain mixing subscripts, optional chaining and force unwraps")
    func mixedChain() throws {
        try expectLinear { n in "let y = x" + String(repeating: "[0].inner!.m()", count: n) }
    }
}
