import Foundation
import Testing

/// SE-0506 (Swift 6.4) on a 6.3 compiler: the REPL and `workbook run` check it against
/// declarations of the API (CompilerCheck's `AdvancedObservationShim`), run it on the
/// built-in runtime, and the REPL says so once. A real mistake with it is still refused.
@Suite("SE-0506 passes the compiler gate", .serialized)
struct AdvancedObservationGateTests {
    let home: TemporaryDirectory

    init() throws {
        home = try TemporaryDirectory()
    }

    static let notice =
        "withObservationTracking(options:) and withContinuousObservation (SE-0506) need Swift 6.4 / iOS 27: "
        + "here they run on the workbook's built-in runtime"

    @Test func theReplChecksItRunsItAndSaysSoOnce() throws {
        let lines = [
            "@Observable final class Model { var score = 0 }", "let model = Model()",
            "let token = withContinuousObservation(options: .didSet) { event in print(\"run\", event.kind, model.score) }",
            "await Task.yield()", "model.score = 1", "await Task.yield()",
            "withObservationTracking(options: [.willSet, .didSet]) { _ = model.score } onChange: { e in print(e.kind) }",
            "model.score = 2", "withObservationTracking(options: .sometimes) { _ = model.score } onChange: { _ in }",
        ]
        let run = try PlainRun.run(
            ["--lessons", home.path], stdin: lines.joined(separator: "\n") + "\n", stateHome: home.path,
            currentDirectory: home.path)
        let out = run.stdout.components(separatedBy: "\n")
        #expect(out.filter { $0 == Self.notice }.count == 1, "\(out)")
        #expect(out.contains("run initial 0"))
        #expect(out.contains("run didSet 1"))
        #expect(out.contains("willSet"))
        #expect(out.contains("didSet"))
        #expect(run.stdout.contains("error: type 'ObservationTracking.Options' has no member 'sometimes'"))
    }

    @Test func workbookRunChecksItWithTheDeclarationsAfterTheLastLine() throws {
        let source = """
            import Observation
            @Observable final class Model { var score = 0 }
            let model = Model()
            withObservationTracking(options: .didSet) {
                _ = model.score
            } onChange: { event in
                print(event.kind == .didSet)
            }
            model.score = 1
            let wrong: Int = withContinuousObservation(options: .didSet) { _ in }

            """
        try source.write(toFile: home.path + "/se0506.swift", atomically: true, encoding: .utf8)
        let run = try PlainRun.run(["run", "se0506.swift"], stateHome: home.path, currentDirectory: home.path)
        #expect(run.status == 1)
        #expect(
            run.stderr.contains(
                "se0506.swift:10:18: error: cannot convert value of type 'ObservationTracking.Token' to specified type 'Int'"
            ),
            "\(run.stderr)")
        let fixed = source.replacingOccurrences(of: "let wrong: Int = ", with: "_ = ")
        try fixed.write(toFile: home.path + "/se0506.swift", atomically: true, encoding: .utf8)
        let again = try PlainRun.run(["run", "se0506.swift"], stateHome: home.path, currentDirectory: home.path)
        #expect(again.status == 0, "\(again.stderr)")
        #expect(again.stdout == "true\n")
    }
}
