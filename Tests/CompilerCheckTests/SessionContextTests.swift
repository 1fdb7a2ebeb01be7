import Testing

@testable import CompilerCheck

@Suite("What the compiler is shown of earlier entries")
struct SessionContextTests {
    func accept(_ context: inout SessionContext, _ source: String, types: [String: String] = [:]) {
        context.accept(TopLevelItem.items(in: source), types: types)
    }

    func lines(_ context: SessionContext, excluding entry: String = "", swift6: Bool = false) -> [String] {
        context.contextSource(excluding: TopLevelItem.items(in: entry), mainActorGlobals: swift6)
            .split(separator: "\n").map(String.init).filter { !Scaffolding.declarations.contains($0) }
    }

    @Test func variablesAreRecordedWithTheirStaticTypeNotTheirInitializer() {
        var context = SessionContext()
        accept(&context, "let x = 1\nvar names = [\"a\"]", types: ["x": "Int", "names": "[String]"])
        #expect(lines(context) == ["let x: Int = __wbValue()", "var names: [String] = __wbValue()"])
    }

    @Test func theNewestDeclarationOfANameWins() {
        var context = SessionContext()
        accept(&context, "let x = 1", types: ["x": "Int"])
        accept(&context, "let y = x * 2", types: ["y": "Int"])
        accept(&context, "let x = \"a\"", types: ["x": "String"])
        #expect(lines(context) == ["let y: Int = __wbValue()", "let x: String = __wbValue()"])
    }

    @Test func aRedeclaredTypeDropsTheExtensionsOfTheOldOne() {
        var context = SessionContext()
        accept(
            &context,
            "class Model { var a = 1 }\nextension Model { func f() {} }\nextension Int { var twice: Int { self * 2 } }")
        accept(&context, "struct Model { var b = 2 }")
        #expect(lines(context) == ["extension Int { var twice: Int { self * 2 } }", "struct Model { var b = 2 }"])
    }

    @Test func anEntryDoesNotSeeTheOldVersionsOfWhatItRedeclares() {
        var context = SessionContext()
        accept(
            &context, "func f(_ a: Int) -> Int { a }\nfunc f(label a: Int) -> Int { a }\nlet k = 1", types: ["k": "Int"]
        )
        #expect(
            lines(context, excluding: "func f(_ a: Int) -> String { \"\" }; let k = 2") == [
                "func f(label a: Int) -> Int { a }"
            ])
    }

    @Test func statementsAndExpressionsLeaveNothingBehind() {
        var context = SessionContext()
        accept(&context, "print(1)\nfor i in 0..<2 {}\n1 + 2")
        #expect(lines(context).isEmpty)
        #expect(context.isEmpty)
    }

    @Test func withoutATypeAVariableIsKeptAsWritten() {
        var context = SessionContext()
        accept(&context, "let m = Model()")
        #expect(lines(context) == ["let m = Model()"])
    }

    @Test func swift6IsolatesTopLevelVariablesToTheMainActorAsTopLevelCodeDoes() {
        var context = SessionContext()
        accept(&context, "var total = 0\nfunc f() {}", types: ["total": "Int"])
        #expect(lines(context, swift6: true) == ["@MainActor var total: Int = __wbValue()", "func f() {}"])
    }

    @Test func filePrivacyIsDroppedSoTheNextEntrySeesTheDeclaration() {
        var context = SessionContext()
        accept(&context, "@discardableResult private func g() -> Int { 1 }")
        #expect(lines(context) == ["@discardableResult func g() -> Int { 1 }"])
    }

    @Test func resultsAreRecordedUnderTheCompilersSpelling() {
        var context = SessionContext()
        context.recordResult(named: "$R0", type: "Int")
        #expect(lines(context) == ["let _R0: Int = __wbValue()"])
        #expect(Scaffolding.compilerSpelling(of: "$R0 + $R12 + $0 + a$R1") == "_R0 + _R12 + $0 + a$R1")
        #expect(Scaffolding.learnerSpelling(of: "cannot find '_R3' in scope") == "cannot find '$R3' in scope")
    }
}
