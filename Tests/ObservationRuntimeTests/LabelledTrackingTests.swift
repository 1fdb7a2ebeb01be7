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
        #expect(tracked.dependencies.map { "\($0.subject?.typeName ?? "?").\($0.property)" } == ["UserProfile.name", "UserProfile.email"])
        profile.email = "a@x"
        profile.name = "Grace"
        let seen = changes.withLock { $0 }
        #expect(seen.map { "\($0.subject.typeName).\($0.property)" } == ["UserProfile.email"], "one-shot: the name change finds nothing")
    }

    @Test func aClosureThatReadsNothingInstallsNothing() {
        let tracked = withObservationTracking({ 42 }, label: "nothing") { _ in Issue.record("nothing to fire") }
        #expect(tracked.value == 42)
        #expect(tracked.dependencies.isEmpty)
    }
}
