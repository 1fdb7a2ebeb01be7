// Wrong use of the view property wrappers and view builders: refused by the checks with
// swiftc's words (checked against swiftc compiling the same source against ViewRuntime), or,
// what only running finds out, by the interpreter in the workbook's own words ("cannot run …"),
// pointing at file:line:column; wrapper misuse is refused before anything of the program prints.
import Script
import Testing

private let models = """
    import Observation
    import ViewRuntime
    @Observable final class M { var name = "a" }
    final class L: ObservableObject { @Published var name = "L" }
    struct S { var name = "s" }

    """

struct BadView: CustomTestStringConvertible, Sendable {
    let name: String
    /// Appended to `models`, so line 6 is its first line.
    let source: String
    let message: String
    let line: Int
    let column: Int
    var testDescription: String { name }
}

private let badViews: [BadView] = [
    BadView(
        name: "@ObservedObject of an @Observable class",
        source: "print(\"start\")\nstruct A: View { @ObservedObject var m: M; var body: some View { Text(\"x\") } }",
        message: "generic struct 'ObservedObject' requires that 'M' conform to 'ObservableObject'", line: 7, column: 19),
    BadView(
        name: "@StateObject of an @Observable class",
        source: "struct B: View { @StateObject var m = M(); var body: some View { Text(\"x\") } }",
        message: "generic struct 'StateObject' requires that 'M' conform to 'ObservableObject'", line: 6, column: 19),
    BadView(
        name: "@Bindable of an ObservableObject",
        source: "struct C: View { @Bindable var m: L; var body: some View { Text(\"x\") } }",
        message: "generic struct 'Bindable' requires that 'L' conform to 'Observable'", line: 6, column: 19),
    BadView(
        name: "@Bindable of a struct",
        source: "struct C: View { @Bindable var s: S; var body: some View { Text(\"x\") } }",
        message: "generic struct 'Bindable' requires that 'S' be a class type", line: 6, column: 19),
    BadView(
        name: "@EnvironmentObject of an @Observable class",
        source: "struct D: View { @EnvironmentObject var m: M; var body: some View { Text(\"x\") } }",
        message: "generic struct 'EnvironmentObject' requires that 'M' conform to 'ObservableObject'", line: 6,
        column: 19),
    BadView(
        name: "@Environment(T.self) of an ObservableObject",
        source: "struct E: View { @Environment(L.self) var m; var body: some View { Text(\"x\") } }",
        message: "no exact matches in call to initializer", line: 6, column: 19),
    BadView(
        name: "a property wrapper on a let",
        source: "struct K: View { @Bindable let m: M; var body: some View { Text(\"x\") } }",
        message: "property wrapper can only be applied to a 'var'", line: 6, column: 18),
    BadView(
        name: "$model without @Bindable",
        source:
            "struct G: View { let m: M; var body: some View { TextField(\"n\", text: $m.name) } }\nlet h = try ViewHost(G(m: M()))",
        message: "cannot run '$m', a name the workbook finds in no scope here", line: 6, column: 71),
    BadView(
        name: "a plain value where a binding is expected",
        source:
            "struct N: View { let m: M; var body: some View { TextField(\"n\", text: m.name) } }\nlet h = try ViewHost(N(m: M()))",
        message: "cannot run a control given a value of type 'String' where it takes a binding to a 'String'", line: 6,
        column: 73),
    BadView(
        name: ".environment of an ObservableObject",
        source: "struct I: View { var body: some View { Text(\"x\").environment(L()) } }\nlet h = try ViewHost(I())",
        message: "cannot run '.environment(_:)' given anything but an @Observable object", line: 6, column: 61),
    BadView(
        name: ".environmentObject of an @Observable class",
        source:
            "struct J: View { var body: some View { Text(\"x\").environmentObject(M()) } }\nlet h = try ViewHost(J())",
        message: "cannot run '.environmentObject(_:)' given 'M', which is not an ObservableObject", line: 6,
        column: 67),
    BadView(
        name: "a non-view in a view builder",
        source: "struct O: View { var body: some View { VStack { Text(\"a\"); 42 } } }\nlet h = try ViewHost(O())",
        message: "cannot run a value of type 'Int', which is not a view, inside a view builder", line: 6, column: 60),
    BadView(
        name: "a print in a view builder",
        source:
            "struct O2: View { var body: some View { VStack { Text(\"a\"); print(\"hi\") } } }\nlet h = try ViewHost(O2())",
        message:
            "cannot run a statement that produces no view inside a view builder, which takes views (move print(...) and other statements out of the builder, e.g. into .onAppear { } or a button's action)",
        line: 6, column: 61),
    BadView(
        name: "a @Binding not passed",
        source:
            "struct Child: View { @Binding var text: String; var body: some View { Text(text) } }\nlet h = try ViewHost(Child())",
        message: "missing argument for parameter 'text' in call", line: 7, column: 27),
    BadView(
        name: "@Published in a struct",
        source: "struct F { @Published var x = 1 }",
        message: "'wrappedValue' is unavailable: @Published is only available on properties of classes", line: 6,
        column: 27),
    BadView(
        name: "a missing environment object, not caught",
        source:
            "struct Q: View { @Environment(M.self) var m; var body: some View { Text(m.name) } }\nlet h = try ViewHost(Q())",
        message:
            "Fatal error: Error raised at top level: No Observable object of type M found (needed by @Environment(M.self) in Q)",
        line: 7, column: 21),
    BadView(
        name: "a run-time trap in a button action points into the action",
        source:
            "struct P: View { @State var a: [Int] = []; var body: some View { Button(\"x\") { print(a[1]) } } }\nlet h = try ViewHost(P())\ntry h.tap(\"x\")",
        message: "Fatal error: Index out of range", line: 6, column: 87),
    BadView(
        name: "a view that contains itself is stopped, not a crash",
        source: "struct Loop: View { var body: some View { VStack { Loop() } } }\nlet h = try ViewHost(Loop())",
        message: "views nested more than 500 deep (does 'Loop' contain itself?)", line: 6, column: 25),
    BadView(
        name: "a Toggle over a binding that is not Bool",
        source:
            "struct V: View { @State var s = \"a\"; var body: some View { Toggle(\"x\", isOn: $s) } }\nlet h = try ViewHost(V())",
        message: "cannot run a control over a binding to 'String' where it edits a 'Bool'", line: 6,
        column: 78),
    BadView(
        name: "a TextField over a binding that is not String",
        source:
            "struct V: View { @State var n = 1; var body: some View { TextField(\"x\", text: $n) } }\nlet h = try ViewHost(V())",
        message: "cannot run a control over a binding to 'Int' where it edits a 'String'", line: 6,
        column: 79),
    BadView(
        name: "a plain var of a view written by a button (no @State)",
        source:
            "struct V: View {\n    var count = 0\n    var body: some View { Button(\"+\") { count = count + 1 } }\n}",
        message: "cannot assign to property: 'self' is immutable", line: 8, column: 41),
]

@Suite("View diagnostics")
struct ViewDiagnosticsTests {
    @Test(
        "wrong wrapper or builder use is refused, in swiftc's words or the workbook's, with a location",
        arguments: badViews)
    func refused(_ input: BadView) throws {
        let session = ScriptSession(options: ScriptOptions(output: { _ in }))
        let result = session.run(models + input.source + "\n", file: "view.swift")
        let diagnostic = try #require(result.diagnostics.first, "\(input.name): no diagnostic")
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.message.contains(input.message), "\(input.name): got '\(diagnostic.message)'")
        #expect(diagnostic.location.line == input.line, "\(input.name): line \(diagnostic.location.line)")
        #expect(diagnostic.location.column == input.column, "\(input.name): column \(diagnostic.location.column)")
        #expect(!result.succeeded)
    }

    @Test("wrapper misuse is refused before the program prints anything")
    func refusedBeforeRunning() {
        let session = ScriptSession(options: ScriptOptions(output: { _ in }))
        let result = session.run(
            models
                + "print(\"start\")\nstruct A: View { @ObservedObject var m: M; var body: some View { Text(\"x\") } }\n",
            file: "v.swift")
        #expect(result.output == "")
        #expect(
            result.diagnostics.first?.message
                == "generic struct 'ObservedObject' requires that 'M' conform to 'ObservableObject'")
    }

    @Test("the wrapper rules see types an earlier run declared, and what this run's extensions add to them")
    func rulesSeeEarlierRuns() {
        let session = ScriptSession(options: ScriptOptions(output: { _ in }))
        let declared = session.run(
            "import Observation\nimport ViewRuntime\n@Observable final class M { var n = 1 }\n"
                + "class Plain { var n = 1 }\nfinal class L { var n = 1 }\n",
            file: "a.swift")
        #expect(declared.succeeded)
        let plain = session.run(
            "print(\"start\")\nstruct A: View { @Bindable var p: Plain; var body: some View { Text(\"x\") } }\n",
            file: "b.swift")
        #expect(plain.output == "")
        #expect(
            plain.diagnostics.first?.message
                == "generic struct 'Bindable' requires that 'Plain' conform to 'Observable'")
        let observable = session.run(
            "extension M { var doubled: Int { n * 2 } }\n"
                + "struct B: View { @Bindable var m: M; var body: some View { Text(\"\\(m.doubled)\") } }\n"
                + "print(try ViewHost(B(m: M())).texts)\n",
            file: "c.swift")
        #expect(observable.diagnostics.isEmpty)
        #expect(observable.output == "[\"2\"]\n")
        let conformedLater = session.run(
            "extension L: ObservableObject {}\n"
                + "struct C: View { @ObservedObject var l: L; var body: some View { Text(\"\\(l.n)\") } }\n"
                + "print(try ViewHost(C(l: L())).texts)\n",
            file: "d.swift")
        #expect(conformedLater.diagnostics.isEmpty)
        #expect(conformedLater.output == "[\"1\"]\n")
    }

    @Test("a missing environment object can be caught and printed, naming the type and the fix")
    func missingEnvironmentIsCatchable() {
        let session = ScriptSession(options: ScriptOptions(output: { _ in }))
        let result = session.run(
            models + """
                struct Q: View { @Environment(M.self) var m; var body: some View { Text(m.name) } }
                do { _ = try ViewHost(Q()) } catch { print(error) }
                print(try ViewHost(Q().environment(M())).texts)
                """, file: "v.swift")
        #expect(result.diagnostics.isEmpty)
        #expect(
            result.output
                == "No Observable object of type M found (needed by @Environment(M.self) in Q). A View.environment(_:) for M may be missing as an ancestor of this view; declare the property as M? if it is optional.\n[\"a\"]\n"
        )
    }
}
