import Testing

// What a closure captures is computed once per closure and cached; a closure freed with its
// run must not hand its capture list to a new closure that gets its address.
@testable import Script
@testable import ScriptFrontEnd

@Suite("Capture analysis")
struct CaptureAnalysisTests {
    /// `{ name }`: a closure whose body reads one variable.
    static func closure(reading name: String) -> ClosureExpr {
        let position = SourcePos(line: 1, column: 1)
        let body = [Stmt(.expr(Expr(.identifier(name), position)), position)]
        return ClosureExpr(params: [], captures: [], body: body, anonymousParamCount: 0, pos: position)
    }

    @Test func aNewClosureAtAFreedClosuresAddressHasItsOwnCaptures() {
        let analysis = CaptureAnalysis()
        var wrong: [Set<String>] = []
        for _ in 0..<100 {
            // Freed at the end of this scope (unless the analysis keeps it).
            do { _ = analysis.names(of: Self.closure(reading: "x")) }
            let names = analysis.names(of: Self.closure(reading: "q")).identifiers
            if names != ["q"] { wrong.append(names) }
        }
        #expect(wrong.isEmpty, "closures given another closure's captures: \(wrong.prefix(3))")
    }
}
