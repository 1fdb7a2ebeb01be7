import CompilerCheck
import Testing

/// Entries checked by the real swiftc, one session each.
@Suite("Entries checked by swiftc in the session's context")
struct EntryCheckerTests {
    let checker: EntryChecker

    init() throws {
        let toolchain = try Toolchain.locate().get()
        checker = EntryChecker(toolchain: toolchain, viewModules: nil, implicitImports: ["Observation"])
    }

    func errors(_ verdict: EntryVerdict) -> [String] {
        verdict.diagnostics.filter { $0.severity == .error }.map(\.message)
    }

    /// Checks and, when swiftc accepts it, records the entry (as the REPL does once it ran).
    @discardableResult
    func enter(_ entry: String) -> EntryVerdict {
        let verdict = checker.check(entry)
        if verdict.isAccepted { checker.accept(verdict) }
        return verdict
    }

    @Test func aLaterDeclarationOfANameWins() {
        enter("let x = 1")
        enter("let y = x * 2")
        #expect(enter("let x = \"a\"").isAccepted)
        #expect(checker.check("let s: String = x + \"b\"; let n: Int = y").isAccepted)
        enter("class Model { var a = 1 }")
        enter("struct Model { var b = \"\" }")
        #expect(errors(checker.check("Model().a")) == ["value of type 'Model' has no member 'a'"])
    }

    @Test func aRejectedEntryLeavesTheSessionAsItWas() {
        enter("var count = 1")
        let rejected = enter("let count = \"a\"; let z: Int = count")
        #expect(errors(rejected) == ["cannot convert value of type 'String' to specified type 'Int'"])
        #expect(rejected.diagnostics.first?.line == 1)
        #expect(rejected.diagnostics.first?.column == 31)
        // Neither the rejected `count` nor `z` exists: `count` is still the Int variable.
        #expect(checker.check("count += 1").isAccepted)
        #expect(errors(checker.check("z")) == ["cannot find 'z' in scope"])
    }

    @Test func diagnosticsArePlacedOnTheEntrysOwnLinesWithSwiftcsWordsAndNotes() {
        enter("func load() throws -> Int { 1 }")
        let verdict = checker.check("let a = 1\nlet b = load()")
        #expect(errors(verdict) == ["call can throw but is not marked with 'try'"])
        #expect(verdict.diagnostics[0].line == 2 && verdict.diagnostics[0].column == 9)
        #expect(verdict.diagnostics[0].sourceLine == "let b = load()")
        #expect(verdict.diagnostics.contains { $0.severity == .note && $0.message == "did you mean to use 'try'?" })
    }

    @Test func aFinalExpressionGetsItsStaticType() {
        #expect(checker.check("1 + 2").resultType == "Int")
        #expect(checker.check("[1, 2].map { $0 * 2 }").resultType == "[Int]")
        #expect(checker.check("Optional(5)").resultType == "Int?")
        #expect(checker.check("print(1)").resultType == "()")
        #expect(checker.check("let q = 1").resultType == nil)
        #expect(checker.check("1 + 2").diagnostics.isEmpty, "no 'unused result' warning for an echoed value")
    }

    /// swiftc names these through a type alias (`'[String.SubSequence]' (aka 'Array<Substring>')`):
    /// the compiler's spelling is the type, as the Swift REPL prints it.
    @Test func aTypeSpelledThroughATypeAliasIsStillAType() {
        #expect(checker.check("\"a b\".split(separator: \" \")").resultType == "[String.SubSequence]")
        #expect(checker.check("Array(\"hey\")").resultType == "[String.Element]")
        let declaring = checker.check("let parts = \"a b\".split(separator: \" \")")
        #expect(declaring.declaredVariables.map { "\($0.name): \($0.type)" } == ["parts: [String.SubSequence]"])
    }

    @Test func aBareFunctionIsEchoedNotUnused() {
        enter("let double = { (n: Int) in n * 2 }")
        let verdict = checker.check("double")
        #expect(verdict.isAccepted)
        #expect(verdict.resultType == "(Int) -> Int")
    }

    @Test func resultsCanBeUsedInLaterEntries() {
        checker.recordResult(named: "$R0", type: "Int")
        #expect(checker.check("$R0 + 1").resultType == "Int")
        #expect(
            errors(checker.check("let s: String = $R0")) == [
                "cannot convert value of type 'Int' to specified type 'String'"
            ])
    }

    @Test func warningsAboutTheLearnersCodeAreShownAndScaffoldingsAreNot() {
        enter("var unusedGlobal = 1")
        let verdict = checker.check("func f() {\n    var v = 1\n    print(v)\n}")
        #expect(
            verdict.diagnostics.map(\.message) == [
                "variable 'v' was never mutated; consider changing to 'let' constant"
            ])
        #expect(verdict.diagnostics.first?.markerLines == ["    ~~~ ^", "    let"])
    }

    @Test func theCaretStaysUnderWideCharacters() {
        // `let 名前: Int = ` is 16 terminal columns (each CJK character takes two), 20 bytes.
        let verdict = checker.check("let 名前: Int = \"文字\"")
        #expect(verdict.diagnostics.first?.markerLines == [String(repeating: " ", count: 16) + "^~~~~~"])
    }

    @Test func swift6ModeReportsStrictConcurrencyErrors() {
        enter("var total = 0")
        enter("@Observable class Model { var count = 0 }")
        enter("let m = Model()")
        let entry = "withObservationTracking { _ = m.count } onChange: { total += 1 }"
        #expect(checker.check(entry).isAccepted)
        checker.swiftVersion = 6
        #expect(
            errors(checker.check(entry)) == [
                "main actor-isolated var 'total' can not be mutated from a nonisolated context"
            ])
    }

    @Test func resetForgetsEverything() {
        enter("let kept = 1")
        checker.reset()
        #expect(errors(checker.check("kept")) == ["cannot find 'kept' in scope"])
    }

    @Test func trustedLessonCodeIsContextButNotChecked() {
        checker.addTrusted("@Observable final class Board { var home = 0 }\nlet board = Board()\nprint(board.home)")
        #expect(checker.check("board.home").resultType == "Int")
    }
}

@Suite("Tab completion from the compiler service")
struct CompletionTests {
    @Test func membersOfAValueInTheSession() throws {
        let checker = EntryChecker(
            toolchain: try Toolchain.locate().get(), viewModules: nil,
            implicitImports: ["Observation"], backEnd: .service)
        for entry in ["@Observable final class Board { var home = 0; func bump() {} }", "let board = Board()"] {
            let verdict = checker.check(entry)
            #expect(verdict.isAccepted)
            checker.accept(verdict)
        }
        let members = try #require(checker.completions(before: "board."))
        #expect(members.contains("home"))
        #expect(members.contains("bump()"))
        #expect(!members.contains { $0.hasPrefix("__wb") })
    }
}

/// Mistakes only the mandatory SIL passes find (after type checking), with either back end:
/// sourcekitd runs those passes itself, a `-typecheck` process needs a second `-emit-sil` one.
@Suite("Entries refused by the mandatory SIL passes")
struct MandatoryPassTests {
    static let backEnds: [EntryChecker.BackEndChoice] = [.process, .service]

    func errors(_ verdict: EntryVerdict) -> [String] {
        verdict.diagnostics.filter { $0.severity == .error }.map(\.message)
    }

    /// A checker, and a way to enter an entry that records it when accepted (as the REPL does).
    func session(_ backEnd: EntryChecker.BackEndChoice) throws -> (EntryChecker, (String) -> EntryVerdict) {
        let checker = EntryChecker(
            toolchain: try Toolchain.locate().get(), viewModules: nil, implicitImports: ["Observation"],
            backEnd: backEnd)
        return (
            checker,
            { entry in
                let verdict = checker.check(entry)
                if verdict.isAccepted { checker.accept(verdict) }
                return verdict
            }
        )
    }

    @Test(arguments: backEnds)
    func aMissingReturnIsRefusedAtTheLearnersLineAndTheOldFunctionStays(backEnd: EntryChecker.BackEndChoice) throws {
        let (checker, enter) = try session(backEnd)
        _ = enter("let base = 10")
        _ = enter("func score(_ n: Int) -> Int { n }")
        let verdict = enter("func score(_ n: Int) -> Int {\n    if n > 0 { return n + base }\n}")
        #expect(errors(verdict) == ["missing return in global function expected to return 'Int'"])
        #expect(verdict.diagnostics.first?.line == 3)
        #expect(verdict.diagnostics.first?.column == 1)
        #expect(verdict.diagnostics.first?.sourceLine == "}")
        // The session still has the first `score`, which returns on every path.
        let call = checker.check("score(-1)")
        #expect(call.isAccepted)
        #expect(call.resultType == "Int")
    }

    /// A variable or a final expression beside the body used to hide it from sourcekitd: its
    /// type probe (an error on purpose) stopped the passes before they ran.
    @Test(arguments: backEnds)
    func aMissingReturnIsFoundBesideAVariableOrAnExpression(backEnd: EntryChecker.BackEndChoice) throws {
        let (checker, _) = try session(backEnd)
        let body = "func half(_ n: Int) -> Int {\n    if n > 0 { return n / 2 }\n}\n"
        for entry in [body + "let h = half(4)", body + "half(4)"] {
            let verdict = checker.check(entry)
            #expect(errors(verdict) == ["missing return in global function expected to return 'Int'"], "\(entry)")
            #expect(verdict.diagnostics.first?.line == 3)
        }
        let fine = checker.check("func twice(_ n: Int) -> Int { n * 2 }\nlet t = twice(4)\ntwice(t)")
        #expect(fine.isAccepted)
        #expect(fine.declaredVariables.map { "\($0.name): \($0.type)" } == ["t: Int"])
        #expect(fine.resultType == "Int")
    }

    @Test(arguments: backEnds)
    func definiteInitialisationMistakesAreRefusedWithTheirNotes(backEnd: EntryChecker.BackEndChoice) throws {
        let (checker, _) = try session(backEnd)
        let readTooEarly = checker.check(
            "func word(_ n: Int) -> String {\n    let w: String\n    if n == 1 { w = \"one\" }\n    return w\n}")
        #expect(errors(readTooEarly) == ["constant 'w' used before being initialized"])
        #expect(readTooEarly.diagnostics.first?.line == 4 && readTooEarly.diagnostics.first?.column == 12)
        #expect(
            readTooEarly.diagnostics.contains { $0.severity == .note && $0.message == "constant defined here" })
        let initialiser = checker.check(
            "struct Label {\n    var text: String\n    var colour: String\n"
                + "    init(text: String) { self.text = text }\n}")
        #expect(errors(initialiser) == ["return from initializer without initializing all stored properties"])
        #expect(initialiser.diagnostics.first?.line == 4)
    }

    @Test(arguments: backEnds)
    func bodiesThatAreRightAreStillAccepted(backEnd: EntryChecker.BackEndChoice) throws {
        let (checker, _) = try session(backEnd)
        #expect(checker.check("func f(_ n: Int) -> Int {\n    if n > 0 { return n }\n    return 0\n}").isAccepted)
        #expect(
            checker.check("let grades = [3, 12].map { (s: Int) -> String in\n    s > 9 ? \"A\" : \"B\"\n}").isAccepted)
        #expect(checker.check("let doubled = [1, 2].map { n in\n    let d = n * 2\n    return d\n}").isAccepted)
        #expect(checker.check("struct Tag {\n    var name: String\n    init() { name = \"new\" }\n}").isAccepted)
    }
}
