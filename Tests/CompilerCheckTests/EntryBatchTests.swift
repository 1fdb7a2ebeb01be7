import CompilerCheck
import Testing

/// Entries already waiting (a paste) checked in one compiler call give the verdicts each
/// would get checked alone after the ones before it ran.
@Suite("Waiting entries checked together")
struct EntryBatchTests {
    func checker() throws -> EntryChecker {
        EntryChecker(toolchain: try Toolchain.locate().get(), viewModules: nil, implicitImports: ["Observation"])
    }

    /// `name: Type` for each variable the entry declares, as the REPL echoes it.
    func spelled(_ verdict: EntryVerdict) -> [String] {
        verdict.declaredVariables.map { "\($0.name): \($0.type)" }
    }

    /// Each entry checked alone, then recorded (as the REPL does once it ran).
    func alone(_ entries: [String]) throws -> [EntryVerdict] {
        let checker = try checker()
        return entries.map { entry in
            let verdict = checker.check(entry)
            if verdict.isAccepted { checker.accept(verdict) }
            return verdict
        }
    }

    @Test func declarationsUsedByLaterEntriesGetTheSameTypes() throws {
        let entries = [
            "struct Point { var x = 0.5 }", "let p = Point()", "func twice(_ n: Int) -> Int { n * 2 }",
            "var total = twice(3)", "let names = [\"a\": [p.x]]", "extension Point { var y: Double { x } }",
            "let (a, b) = (p.y, total)",
        ]
        let batch = try checker().checkBatch(entries)
        #expect(batch.count == entries.count)
        let expected = try alone(entries)
        #expect(batch.map(\.declaredVariables) == expected.map(\.declaredVariables))
        #expect(batch.allSatisfy { $0.isAccepted && $0.diagnostics.isEmpty })
        #expect(spelled(batch[4]) == ["names: [String : [Double]]"])
    }

    @Test func entriesFromTheFirstOneWithADiagnosticAreLeftToBeCheckedAlone() throws {
        let entries = ["let a = 1", "let b = a + 1", "let c: String = b", "let d = 4"]
        let batch = try checker().checkBatch(entries)
        #expect(
            batch.map(spelled) == [["a: Int"], ["b: Int"]])
    }

    @Test func aNameDeclaredTwiceOrUsedBeforeItsDeclarationEndsTheBatch() throws {
        #expect(try checker().checkBatch(["let a = 1", "let b = 2", "let a = \"x\""]).count == 2)
        // Alone, `f` could not see the later `limit`; in one file it would.
        #expect(try checker().checkBatch(["let a = 1", "func f() -> Int { limit }", "let limit = 3"]).count == 0)
        #expect(
            try checker().checkBatch(["let a = 1", "let b = 2", "func f() -> Int { limit }", "let limit = 3"]).count
                == 2)
    }

    @Test func statementsAndExpressionsAreCheckedAlone() throws {
        #expect(try checker().checkBatch(["print(1)", "let a = 1", "let b = 2"]).isEmpty)
        #expect(try checker().checkBatch(["let a = 1", "let b = 2", "a + b", "let c = 3"]).count == 2)
    }

    @Test func inSwift6ModeEachEntryIsCheckedAlone() throws {
        let checker = try checker()
        checker.swiftVersion = 6
        #expect(checker.checkBatch(["let a = 1", "let b = 2"]).isEmpty)
    }
}
