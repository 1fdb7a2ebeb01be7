import Testing
import ViewRuntime

// Views holding ObservableObjects: @StateObject, @ObservedObject swapped for another object.

final class Counter: ObservableObject {
    @Published var value = 0
}

struct CounterLabel: View {
    @ObservedObject var counter: Counter
    var body: some View { Text("value \(counter.value)") }
}

struct CounterOwner: View {
    @StateObject var counter = Counter()
    var body: some View {
        VStack {
            Text("owner sees \(counter.value)")
            Button("Increment") { counter.value += 1 }
        }
    }
}

struct CounterSwitcher: View {
    let first: Counter
    let second: Counter
    @State var useSecond = false
    var body: some View {
        VStack {
            CounterLabel(counter: useSecond ? second : first)
            Button("Switch") { useSecond = true }
        }
    }
}

@Suite struct LegacyHoldingTests {
    @Test func stateObjectOwnerReEvaluatesOnItsObjectsChanges() throws {
        let host = try ViewHost(CounterOwner())
        try host.tap("Increment")
        try host.tap("Increment")
        #expect(host.texts == ["owner sees 2"])
        #expect(host.bodyEvaluations(of: "CounterOwner") == 3)
    }

    @Test func aViewStopsHoldingTheObjectItWasGivenBefore() throws {
        let first = Counter()
        let second = Counter()
        let host = try ViewHost(CounterSwitcher(first: first, second: second))
        try host.tap("Switch")
        #expect(host.bodyEvaluations(of: "CounterLabel") == 2)
        first.value = 10
        try host.update()
        #expect(host.bodyEvaluations(of: "CounterLabel") == 2)
        second.value = 20
        try host.update()
        #expect(host.bodyEvaluations(of: "CounterLabel") == 3)
        #expect(host.texts == ["value 20"])
    }

    @Test func aDiscardedViewNoLongerHoldsItsObject() throws {
        struct Maybe: View {
            let counter: Counter
            @State var shown = true
            var body: some View {
                VStack {
                    if shown { CounterLabel(counter: counter) }
                    Button("Hide") { shown = false }
                }
            }
        }
        let counter = Counter()
        let host = try ViewHost(Maybe(counter: counter))
        try host.tap("Hide")
        counter.value = 1
        #expect(!host.hasPendingUpdates)
        #expect(host.views(of: "CounterLabel").isEmpty)
    }

    @Test func aBodyWritingWhatItReadsDoesNotInvalidateItself() throws {
        // The write happens during the tracked evaluation, before the tracking is installed.
        struct SelfWriting: View {
            @State var count = 0
            var body: some View {
                count += 1
                return Text("\(count)")
            }
        }
        let host = try ViewHost(SelfWriting())
        #expect(host.bodyEvaluations(of: "SelfWriting") == 1)
        #expect(!host.hasPendingUpdates)
    }

    @Test func viewsThatKeepInvalidatingEachOtherAreReportedNotLooped() throws {
        // Each appearance bumps the id, which makes a new identity, which appears again.
        struct Runaway: View {
            @State var generation = 0
            var body: some View {
                Text("generation \(generation)")
                    .onAppear { generation += 1 }
                    .id(generation)
            }
        }
        #expect(throws: ViewRuntimeError.updateDidNotSettle(passes: 100)) { try ViewHost(Runaway()) }
    }
}
