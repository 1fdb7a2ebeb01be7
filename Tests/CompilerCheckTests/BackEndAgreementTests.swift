import CompilerCheck
import Testing

/// The warm service and a swiftc process must tell the learner the same thing: the same
/// diagnostics (words, places, carets, fix-its), the same static types, entry after entry.
@Suite("sourcekitd and swiftc agree", .serialized)
struct BackEndAgreementTests {
    static let session: [String] = [
        "let x = 1",
        "let y: String = x",
        "func load() throws -> Int { 1 }",
        "let v = load()",
        "struct P { var a = 1 }",
        "let p = P()",
        "p.a = 3",
        "P() == P()",
        "func f() {\n    var w = 1\n    print(w)\n}",
        "enum D { case a, b }\nfunc g(_ d: D) -> Int {\n  switch d {\n  case .a: return 1\n  }\n}",
        "class A { func f() {} }\nclass B: A { func f() {} }",
        "@Observable struct S { var a = 1 }",
        "@Observable final class Model { var count = 0 }",
        "let m = Model()",
        "withObservationTracking { _ = m.count } onChange: { print(\"changed\") }",
        "m.count = \"ten\"",
        "[1, 2].map { $0 * 2 }",
        "Optional(5)",
        "let x = \"now a string\"",
        "x + 1",
        "1 + x",
        "class Secret { private var code = 1 }\nprint(Secret().code)",
        "let t: Int = nil",
        "var opt: Int? = 3\nlet n: Int = opt",
    ]

    @Test func sameDiagnosticsAndTypesEntryAfterEntry() throws {
        let toolchain = try Toolchain.locate().get()
        let service = EntryChecker(
            toolchain: toolchain, viewModules: nil, implicitImports: ["Observation"], backEnd: .service)
        let process = EntryChecker(
            toolchain: toolchain, viewModules: nil, implicitImports: ["Observation"], backEnd: .process)
        #expect(service.backEndName.hasPrefix("sourcekitd"))
        for entry in Self.session {
            let fromService = service.check(entry)
            let fromProcess = process.check(entry)
            #expect(fromService.diagnostics == fromProcess.diagnostics, "\(entry)")
            #expect(fromService.resultType == fromProcess.resultType, "\(entry)")
            #expect(fromService.isAccepted == fromProcess.isAccepted, "\(entry)")
            if fromService.isAccepted { service.accept(fromService) }
            if fromProcess.isAccepted { process.accept(fromProcess) }
        }
    }

    @Test func theServiceSeesEachNewEntryEvenWhenItIsTheSameSize() throws {
        let toolchain = try Toolchain.locate().get()
        let service = EntryChecker(toolchain: toolchain, viewModules: nil, backEnd: .service)
        for _ in 0..<3 {
            #expect(service.check("let a = 1 + 2").isAccepted)
            #expect(service.check("let a = 1 + q").diagnostics.map(\.message) == ["cannot find 'q' in scope"])
        }
    }
}
