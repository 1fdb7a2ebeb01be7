import Foundation
import Observation
import Testing
import ViewRuntime

// Curriculum §5: @State evaluates its initial value at every init; @StateObject once per identity.

@Observable final class ExpensiveModel {
    let serial: Int
    init() { serial = InitCounter.tick() }
}

final class ExpensiveObject: ObservableObject {
    let serial: Int
    @Published var loaded = false
    init() { serial = InitCounter.tick() }
}

struct EagerChild: View {
    @State var model = ExpensiveModel()
    var body: some View { Text("model #\(model.serial)") }
}

struct LazyChild: View {
    @StateObject var model = ExpensiveObject()
    var body: some View { Text("object #\(model.serial)") }
}

struct TickingParent: View {
    @State var ticks = 0
    var body: some View {
        VStack {
            Text("ticks \(ticks)")
            EagerChild()
            Button("Tick") { ticks += 1 }
        }
    }
}

struct ResettingParent: View {
    @State var ticks = 0
    var body: some View {
        VStack {
            Text("ticks \(ticks)")
            CounterView().id(UUID())
            Button("Tick") { ticks += 1 }
        }
    }
}

struct CounterView: View {
    @State var count = 0
    var body: some View {
        VStack {
            Text("count \(count)")
            Button("Increment") { count += 1 }
        }
    }
}

struct BranchingParent: View {
    @State var left = true
    var body: some View {
        VStack {
            if left { CounterView() } else { CounterView() }
            Button("Swap") { left.toggle() }
        }
    }
}

@Suite struct OwnershipTests {
    @Test func stateEvaluatesItsInitialValueAtEveryInitAndKeepsTheFirst() throws {
        try withInitCounter { counter in
            let host = try ViewHost(TickingParent())
            #expect(counter.count == 1)
            for _ in 0..<5 { try host.tap("Tick") }
            #expect(host.bodyEvaluations(of: "TickingParent") == 6)
            #expect(host.initCalls(of: "EagerChild") == 6)
            #expect(counter.count == 6)  // one ExpensiveModel per EagerChild init
            // One instance kept: still the first one (serial 1); the child's body never re-ran.
            #expect(host.texts == ["ticks 5", "model #1"])
            #expect(host.bodyEvaluations(of: "EagerChild") == 1)
        }
    }

    @Test func stateObjectEvaluatesItsAutoclosureOncePerIdentity() throws {
        try withInitCounter { counter in
            struct OnlyLazy: View {
                @State var ticks = 0
                var body: some View {
                    VStack {
                        Text("\(ticks)")
                        LazyChild()
                        Button("Tick") { ticks += 1 }
                    }
                }
            }
            let host = try ViewHost(OnlyLazy())
            for _ in 0..<5 { try host.tap("Tick") }
            #expect(host.initCalls(of: "LazyChild") == 6)
            #expect(counter.count == 1)
            #expect(host.texts.contains("object #1"))
        }
    }

    @Test func idOfAFreshUUIDResetsStateOnEveryParentPass() throws {
        let host = try ViewHost(ResettingParent())
        try host.tap("Increment")
        try host.tap("Increment")
        #expect(host.texts.contains("count 2"))
        let firstIdentity = host.views(of: "CounterView").map(\.identity)
        try host.tap("Tick")
        #expect(host.texts.contains("count 0"))
        let secondIdentity = host.views(of: "CounterView").map(\.identity)
        #expect(firstIdentity.count == 1 && secondIdentity.count == 1)
        #expect(firstIdentity != secondIdentity)
        // Each identity is new: its own counters start over.
        #expect(host.views(of: "CounterView").first?.bodyEvaluations == 1)
        #expect(host.views(of: "CounterView").first?.initCalls == 1)
    }

    @Test func stableIdentityKeepsStateAcrossParentPasses() throws {
        struct StableParent: View {
            @State var ticks = 0
            var body: some View {
                VStack {
                    Text("ticks \(ticks)")
                    CounterView().id("counter")
                    Button("Tick") { ticks += 1 }
                }
            }
        }
        let host = try ViewHost(StableParent())
        try host.tap("Increment")
        try host.tap("Tick")
        try host.tap("Tick")
        #expect(host.texts.contains("count 1"))
        #expect(host.views(of: "CounterView").first?.initCalls == 3)
    }

    @Test func swappingIfElseArmsIsAnIdentityChange() throws {
        let host = try ViewHost(BranchingParent())
        try host.tap("Increment")
        #expect(host.texts == ["count 1"])
        try host.tap("Swap")
        #expect(host.texts == ["count 0"])
        try host.tap("Increment")
        try host.tap("Swap")
        #expect(host.texts == ["count 0"])
    }

    @Test func stateObjectUnderAFreshIdEvaluatesItsAutoclosureOnEveryParentPass() throws {
        try withInitCounter { counter in
            struct Refreshing: View {
                @State var ticks = 0
                var body: some View {
                    VStack {
                        Text("\(ticks)")
                        LazyChild().id(UUID())
                        Button("Tick") { ticks += 1 }
                    }
                }
            }
            let host = try ViewHost(Refreshing())
            for _ in 0..<3 { try host.tap("Tick") }
            #expect(counter.count == 4)
            #expect(host.texts == ["3", "object #4"])
        }
    }
}
