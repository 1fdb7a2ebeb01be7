import Observation
import ObservationRuntime
import Testing
import ViewRuntime

// `Self._printChanges()` in compiled bodies: SwiftUI's line for each cause the host knows
// (sources and coverage: ViewRuntime's BodyChanges). And the footprint `host.dependencies(of:)`.

@Observable final class ChangeModel {
    var title = "Inbox"
    var count = 0
}

final class LoggedCounter: ObservableObject {
    @Published var value = 0
}

struct ChangeRow: View {
    let title: String
    @State var taps = 0
    var body: some View {
        let _ = Self._printChanges()
        Button("tap \(title) \(taps)") { taps += 1 }
    }
}

struct ChangeScreen: View {
    let model: ChangeModel
    var body: some View {
        let _ = Self._printChanges()
        VStack {
            Text("\(model.count)")
            ChangeRow(title: model.title)
        }
    }
}

struct CounterBadge: View {
    @ObservedObject var counter: LoggedCounter
    var body: some View {
        let _ = Self._logChanges()
        Text("\(counter.value)")
    }
}

struct ScoreView: View {
    let board: DynamicInstance
    var body: some View { Text("home \(board["home"])") }
}

final class ChangeLines: @unchecked Sendable {
    var all: [String] = []
    func take() -> [String] {
        defer { all = [] }
        return all
    }
}

@Suite struct ChangeLoggingTests {
    /// Mounts a screen on `model`; what mounting printed is dropped, later lines collect.
    func mountedScreen(_ model: ChangeModel) throws -> (ViewHost, ChangeLines) {
        let lines = ChangeLines()
        let host = try ViewHost(ChangeScreen(model: model), changeLog: { lines.all.append($0) })
        _ = lines.take()
        return (host, lines)
    }

    @Test func firstEvaluationListsSelfIdentityAndEveryDynamicProperty() throws {
        let lines = ChangeLines()
        _ = try ViewHost(ChangeScreen(model: ChangeModel()), changeLog: { lines.all.append($0) })
        #expect(
            lines.all == ["ChangeScreen: @self, @identity changed.", "ChangeRow: @self, @identity, _taps changed."])
    }

    @Test func aStateWriteNamesTheProperty() throws {
        let (host, lines) = try mountedScreen(ChangeModel())
        try host.tap("tap Inbox 0")
        #expect(lines.all == ["ChangeRow: _taps changed."])
    }

    @Test func anObservedPropertyIsDependenciesAndEqualInputsSkipTheChild() throws {
        let model = ChangeModel()
        let (host, lines) = try mountedScreen(model)
        model.count += 1
        try host.update()
        #expect(lines.all == ["ChangeScreen: @dependencies changed."])
        #expect(host.skippedInLastUpdate == ["ChangeRow"])
    }

    @Test func newInputsFromTheParentAreSelf() throws {
        let model = ChangeModel()
        let (host, lines) = try mountedScreen(model)
        model.title = "Done"
        try host.update()
        #expect(lines.all == ["ChangeScreen: @dependencies changed.", "ChangeRow: @self changed."])
    }

    @Test func aHeldObservableObjectIsItsWrapperAndLogChangesSaysTheSame() throws {
        let lines = ChangeLines()
        let counter = LoggedCounter()
        let host = try ViewHost(CounterBadge(counter: counter), changeLog: { lines.all.append($0) })
        counter.value = 1
        try host.update()
        #expect(lines.all == ["CounterBadge: @self, @identity, _counter changed.", "CounterBadge: _counter changed."])
    }

    @Test func outsideABodyNothingIsPrinted() {
        #expect(ViewHost.changesOfCurrentBody == nil)
        ChangeRow._printChanges()  // must not crash or print
    }

    @Test func dependenciesListWhatTheLastBodyRead() throws {
        // Objects by name, as the interpreter's (a computed key path has no name to show).
        let board = DynamicInstance(typeName: "Board", values: ["home": 1, "away": 2])
        let host = try ViewHost(ScoreView(board: board))
        #expect(host.dependencies(of: "ScoreView") == ["Board#1.home"])
        let rows = try ViewHost(ChangeRow(title: "x"), changeLog: { _ in })
        #expect(rows.dependencies(of: "ChangeRow") == ["ChangeRow.@State taps"])
        #expect(rows.dependencies(of: "Nothing") == [])
    }
}
