// SE-0506 (Swift 6.4) in scripts, on the built-in runtime: the one-shot form with options,
// the event a handler gets, and the continuous form with its token. Expected outputs are
// what the built-in runtime's own conformance scenarios establish
// (Tests/ObservationConformanceTests), written as a learner would see them.
import Script
import Testing

@Suite("SE-0506 in scripts")
struct AdvancedTrackingScriptTests {
    func run(_ body: String) -> ScriptResult {
        let session = ScriptSession(options: ScriptOptions(output: { _ in }))
        return session.run(
            """
            import Observation
            @Observable final class Model {
                var score = 0
                var name = "a"
            }
            let model = Model()

            """ + body)
    }

    @Test("[.willSet, .didSet]: one change calls the handler twice, reading the old then the new value")
    func bothEdges() {
        let result = run(
            """
            withObservationTracking(options: [.willSet, .didSet]) {
                _ = model.score
            } onChange: { event in
                print(event.kind, event.matches(\\Model.score), event.matches(\\Model.name), model.score)
            }
            model.score = 1
            model.score = 2
            """)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.output == "willSet true false 0\ndidSet true false 1\n")
    }

    @Test("a willSet handler that cancels hears no didSet; .didSet alone hears only didSet")
    func cancelAndDidSetOnly() {
        let result = run(
            """
            withObservationTracking(options: [.willSet, .didSet]) {
                _ = model.score
            } onChange: { event in
                print("first", event.kind)
                event.cancel()
            }
            withObservationTracking(options: .didSet) {
                _ = model.name
            } onChange: { event in
                switch event.kind {
                case .didSet: print("second didSet", model.name, event.kind == .didSet)
                default: print("second, another kind")
                }
            }
            model.score = 1
            model.name = "b"
            """)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.output == "first willSet\nsecond didSet b true\n")
    }

    @Test("the continuous form: initial, then once per burst of changes, until the token is cancelled")
    func continuous() {
        let result = run(
            """
            let token = withContinuousObservation(options: .didSet) { event in
                print(event.kind, model.score)
            }
            await Task.yield()
            model.score = 1
            await Task.yield()
            model.score = 2
            model.score = 3
            await Task.yield()
            token.cancel()
            model.score = 4
            await Task.yield()
            print("done")
            """)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.output == "initial 0\ndidSet 1\ndidSet 3\ndone\n")
    }

    @Test("the closure's event.cancel() stops it; a token let go stops it too")
    func continuousStops() {
        let result = run(
            """
            let token = withContinuousObservation(options: .didSet) { event in
                print("kept", event.kind, model.score)
                if model.score == 1 { event.cancel() }
            }
            _ = withContinuousObservation(options: .didSet) { event in
                print("dropped", event.kind)
            }
            await Task.yield()
            model.score = 1
            await Task.yield()
            model.score = 2
            await Task.yield()
            print("done")
            """)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.output == "kept initial 0\nkept didSet 1\ndone\n")
    }

    @Test("the names spelled out: options in a variable, Event.Kind's cases, a borrowing parameter")
    func qualifiedNames() {
        let result = run(
            """
            func edge(_ event: borrowing ObservationTracking.Event) -> String {
                event.kind == ObservationTracking.Event.Kind.didSet ? "didSet" : "willSet"
            }
            let both: ObservationTracking.Options = [.willSet, .didSet]
            let after = ObservationTracking.Options.didSet
            withObservationTracking(options: both) {
                _ = model.score
            } onChange: { event in
                print("score", edge(event), model.score)
            }
            withObservationTracking(options: after) {
                _ = model.name
            } onChange: { (event: borrowing ObservationTracking.Event) in
                print("name", edge(event), model.name)
            }
            model.score = 1
            model.name = "b"
            """)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.output == "score willSet 0\nscore didSet 1\nname didSet b\n")
    }

    @Test("options written another way are refused with the place and what to write")
    func badOptions() {
        let result = run(
            """
            let options = 3
            withObservationTracking(options: options) {
                _ = model.score
            } onChange: { _ in }
            """)
        #expect(result.diagnostics.count == 1)
        #expect(result.diagnostics.first?.message.contains("'[.willSet, .didSet]'") == true)
        #expect(result.diagnostics.first?.location.line == 8)
    }
}
