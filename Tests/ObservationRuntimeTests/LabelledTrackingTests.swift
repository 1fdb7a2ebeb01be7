import ObservationRuntime
import Synchronization
import Testing

/// The tools' `withObservationTracking(_:label:onChange:)`: what it read comes back with
/// the objects named, and `onChange` is told which change fired it — once, like any tracking.
@Suite struct LabelledTrackingTests {
    @Test func readsComeBackNamedAndTheChangeIsNamed() {
        let profile = NamedProfile()
        let changes = Mutex<[ObservationChange]>([])
        let tracked = withObservationTracking({ profile.name + profile.email }, label: "test") { change in
            changes.withLock { $0.append(change) }
        }
        #expect(tracked.value == "Ada")
        // Sorted: one object's properties come in interning order, which parallel tests change.
        let read = tracked.dependencies.map { "\($0.subject?.typeName ?? "?").\($0.property)" }
        #expect(read.sorted() == ["UserProfile.email", "UserProfile.name"])
        profile.email = "a@x"
        profile.name = "Grace"
        let seen = changes.withLock { $0 }
        #expect(
            seen.map { "\($0.subject.typeName).\($0.property)" } == ["UserProfile.email"],
            "one-shot: the name change finds nothing")
    }

    @Test func aClosureThatReadsNothingInstallsNothing() {
        let tracked = withObservationTracking({ 42 }, label: "nothing") { _ in Issue.record("nothing to fire") }
        #expect(tracked.value == 42)
        #expect(tracked.dependencies.isEmpty)
    }
}

/// A labelled tracking's handle cancels it before it fires: its registrations go at once.
@Suite struct TrackingHandleTests {
    @Test func aCancelledTrackingNeverFires() {
        let profile = NamedProfile()
        let fired = Mutex(0)
        let tracked = withObservationTracking({ profile.name }, label: "cancelled") { _ in
            fired.withLock { $0 += 1 }
        }
        #expect(tracked.tracking.isInstalled)
        tracked.tracking.cancel()
        #expect(!tracked.tracking.isInstalled)
        profile.name = "Grace"
        #expect(fired.withLock { $0 } == 0)
    }

    @Test func cancellingAfterItFiredChangesNothing() {
        let profile = NamedProfile()
        let fired = Mutex(0)
        let tracked = withObservationTracking({ profile.name }, label: "fired") { _ in
            fired.withLock { $0 += 1 }
        }
        profile.name = "Grace"
        tracked.tracking.cancel()
        profile.name = "Hopper"
        #expect(fired.withLock { $0 } == 1)
        #expect(!tracked.tracking.isInstalled)
    }

    @Test func aClosureThatReadsNothingHasNothingToCancel() {
        let tracked = withObservationTracking({ 42 }, label: "nothing") { _ in }
        #expect(!tracked.tracking.isInstalled)
        tracked.tracking.cancel()
    }
}
