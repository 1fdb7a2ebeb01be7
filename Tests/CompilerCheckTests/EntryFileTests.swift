import Testing

@testable import CompilerCheck

@Suite("Placing the compiler's diagnostics on the learner's text")
struct EntryFileTests {
    let main = "/tmp/x/main.swift"
    let context = "/tmp/x/context.swift"

    @Test func parsesLLVMStyleOutputWithSourceCaretAndFixIt() {
        let output = """
            /tmp/x/main.swift:3:1: error: call can throw but is not marked with 'try'
            f()
            ^~~
            /tmp/x/main.swift:3:1: note: did you mean to use 'try'?
            f()
            ^
            try\u{20}
            <unknown>:0: error: no such module 'Nope'
            """
        let raw = RawDiagnostic.parse(output)
        #expect(raw.count == 3)
        #expect(
            raw[0]
                == RawDiagnostic(
                    file: main, line: 3, column: 1, severity: .error,
                    message: "call can throw but is not marked with 'try'", body: ["f()", "^~~"]))
        #expect(raw[1].body == ["f()", "^", "try "])
        #expect(raw[2].file == "<unknown>" && raw[2].line == 0 && raw[2].message == "no such module 'Nope'")
    }

    @Test func linesMoveUpPastTheImportLineAndScaffoldingIsHidden() {
        let entry = "let a = 1\nlet b: String = a"
        let file = EntryFile(entry: entry, items: TopLevelItem.items(in: entry), imports: ["Observation"])
        #expect(file.text.hasPrefix("import Observation\nlet a = 1\nlet b: String = a\n"))
        let raw = [
            RawDiagnostic(
                file: main, line: 3, column: 17, severity: .error,
                message: "cannot convert value of type 'Int' to specified type 'String'",
                body: ["let b: String = a", "                ^"]),
            RawDiagnostic(
                file: context, line: 2, column: 5, severity: .warning, message: "var never mutated", body: []),
            RawDiagnostic(
                file: main, line: 4, column: 24, severity: .error,
                message: "cannot convert value of type 'Int' to specified type '__WBTypeProbe'", body: []),
        ]
        let placed = file.place(raw, mainPath: main)
        #expect(
            placed.diagnostics == [
                CompilerDiagnostic(
                    severity: .error, message: "cannot convert value of type 'Int' to specified type 'String'",
                    line: 2, column: 17, sourceLine: "let b: String = a", markerLines: ["                ^"])
            ])
        #expect(placed.variableTypes == ["a": "Int"])
    }

    @Test func aFinalExpressionIsProbedForItsTypeAndItsUnusedWarningDropped() {
        let entry = "$R0 + 1"
        let file = EntryFile(entry: entry, items: TopLevelItem.items(in: entry), imports: [])
        #expect(
            file.text
                == "\n_R0 + 1\nlet __wbEcho = (\n_R0 + 1\n)\nlet _: __WBTypeProbe = __wbEcho\nawait __wbTopLevelAwait()\n"
        )
        let raw = [
            RawDiagnostic(
                file: main, line: 2, column: 5, severity: .warning, message: "result of operator '+' is unused",
                body: []),
            RawDiagnostic(
                file: main, line: 6, column: 24, severity: .error,
                message: "cannot convert value of type 'Int?' to specified type '__WBTypeProbe'", body: []),
        ]
        let placed = file.place(raw, mainPath: main)
        #expect(placed.diagnostics.isEmpty)
        #expect(placed.resultType == "Int?")
    }

    /// sourcekitd's variable-type request lists every variable of the file with its name's
    /// place; the entry's own are the first declarations on their item's lines.
    @Test func typesFromTheCompilersListAreTheEntrysVariablesAndItsEcho() {
        let entry = "let n = { () -> String in let n = \"a\"; return n }()\nvar (x, y) = (1, [n])\nx + 1"
        let file = EntryFile(entry: entry, items: TopLevelItem.items(in: entry), imports: ["Observation"])
        #expect(
            file.textWithoutProbes
                == "import Observation\n" + entry + "\nlet __wbEcho = (\nx + 1\n)\nawait __wbTopLevelAwait()\n")
        let written = file.textWithoutProbes
        func at(_ name: String, after: String, _ type: String) -> VariableType {
            let start = written.range(of: after)!.upperBound
            let offset = written.utf8.distance(
                from: written.utf8.startIndex, to: written.range(of: name, range: start..<written.endIndex)!.lowerBound)
            return VariableType(offset: offset, length: name.utf8.count, type: type)
        }
        let list = [
            at("n", after: "in let ", "String"), at("n", after: "Observation\nlet ", "Int"),
            at("x", after: "var (", "Int"), at("y", after: "var (x, ", "[Int]"),
            at("__wbEcho", after: "\n", "Int"),
        ]
        let found = file.types(list, written: written)
        #expect(found.variables == ["n": "Int", "x": "Int", "y": "[Int]"])
        #expect(found.result == "Int")
    }

    @Test func notesFollowTheirDiagnosticAndLoseAPlaceOutsideTheEntry() {
        let entry = "p.a = 3"
        let file = EntryFile(entry: entry, items: TopLevelItem.items(in: entry), imports: [])
        let raw = [
            RawDiagnostic(
                file: main, line: 2, column: 5, severity: .error,
                message: "cannot assign to property: 'p' is a 'let' constant", body: ["p.a = 3", "~ ^"]),
            RawDiagnostic(
                file: context, line: 4, column: 1, severity: .note, message: "change 'let' to 'var' to make it mutable",
                body: ["let p: P = __wbValue()", "^~~", "var"]),
            RawDiagnostic(file: context, line: 9, column: 1, severity: .warning, message: "scaffolding", body: []),
            RawDiagnostic(file: context, line: 9, column: 1, severity: .note, message: "note on scaffolding", body: []),
        ]
        let placed = file.place(raw, mainPath: main)
        #expect(
            placed.diagnostics.map(\.message) == [
                "cannot assign to property: 'p' is a 'let' constant", "change 'let' to 'var' to make it mutable",
            ])
        #expect(placed.diagnostics[1].line == nil && placed.diagnostics[1].sourceLine == nil)
    }
}

@Suite("Errors with no place on the entry still refuse it")
struct UnplacedErrorTests {
    @Test func anErrorOnTheSessionsImportsIsShownAndRefuses() {
        let file = EntryFile(
            entry: "1 + 1", items: TopLevelItem.items(in: "1 + 1"), imports: ["Observation", "SwiftUI"])
        #expect(file.text.hasPrefix("import Observation; import ViewRuntime\n"))
        let raw = [
            RawDiagnostic(
                file: "/tmp/x/main.swift", line: 1, column: 28, severity: .error,
                message: "no such module 'ViewRuntime'", body: [])
        ]
        let placed = file.place(raw, mainPath: "/tmp/x/main.swift")
        #expect(placed.diagnostics.map(\.message) == ["no such module 'ViewRuntime'"])
        #expect(placed.diagnostics.first?.line == nil)
    }
}

@Suite("An error inside a macro's expansion is placed on the declaration the macro is attached to")
struct MacroExpansionPlaceTests {
    let main = "/tmp/x/main.swift"
    let buffer = "/tmp/g/@__swiftmacro_4main6ReportC5total18ObservationTrackedfMa_.swift"
    let attributes = "/tmp/g/@__swiftmacro_4main6ReportC5total10ObservablefMr0_.swift"
    let entry = """
        @Observable final class Report {
            var items: [Int] = [1, 2, 3]
            lazy var total: Int = items.reduce(0, +)
        }
        """

    /// swiftc's first error for a `lazy var` in an `@Observable` class, with its framing note.
    var lazyTotal: [RawDiagnostic] {
        [
            RawDiagnostic(
                file: buffer, line: 2, column: 6, severity: .error,
                message: "init accessor cannot refer to property '_total'; "
                    + "init accessors can refer only to stored properties",
                body: ["    @storageRestrictions(initializes: _total)", "     ^"]),
            RawDiagnostic(
                file: attributes, line: 1, column: 1, severity: .note,
                message: "in expansion of macro 'ObservationTracked' on property 'total' here",
                body: ["@ObservationTracked", "^"]),
        ]
    }

    @Test func theErrorIsShownOnTheLearnersPropertyWithTheExpansionNote() {
        let file = EntryFile(entry: entry, items: TopLevelItem.items(in: entry), imports: [])
        let placed = file.place(lazyTotal, mainPath: main).diagnostics
        #expect(placed.map(\.severity) == [.error, .note])
        #expect(placed.first?.line == 3)
        #expect(placed.first?.column == 5)
        #expect(placed.first?.sourceLine == "    lazy var total: Int = items.reduce(0, +)")
        let framing = "in expansion of macro 'ObservationTracked' on property 'total' here"
        #expect(placed.last?.message == framing)
    }

    @Test func aFramingNoteOnTheLearnersAttributeGivesItsOwnPlace() {
        var raw = lazyTotal
        raw.append(
            RawDiagnostic(
                file: main, line: 2, column: 1, severity: .note,
                message: "in expansion of macro 'Observable' on property 'total' here",
                body: ["@Observable final class Report {", "^"]))
        let file = EntryFile(entry: entry, items: TopLevelItem.items(in: entry), imports: [])
        let placed = file.place(raw, mainPath: main).diagnostics
        #expect(placed.first?.line == 1)
        #expect(placed.first?.column == 1)
    }

    @Test func theAttachedDeclarationIsReadFromTheNote() {
        #expect(
            MacroExpansionPlace.attachment(
                in: "in expansion of macro 'Observable' on class 'Report' here")?.name == "Report")
        #expect(MacroExpansionPlace.attachment(in: "'_count' declared here") == nil)
    }
}
