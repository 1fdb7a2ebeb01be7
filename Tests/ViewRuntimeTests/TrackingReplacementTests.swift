import ObservationRuntime
import Testing
import ViewRuntime

// A view that re-tracks replaces its previous tracking (RULES.md, rule 17): what the
// built-in runtime has installed — what `:deps` lists — is only the live trackings.

/// Re-evaluated when `profile.email` changes; its child gets new inputs each time.
private struct ReplacedTrackingScreen: View {
    let profile: RuntimeProfile
    var body: some View { ReplacedTrackingEditor(profile: profile, caption: profile.email) }
}

/// Its body reads `name`; its text field displays `name` through a binding.
private struct ReplacedTrackingEditor: View {
    let profile: RuntimeProfile
    let caption: String
    var body: some View {
        VStack {
            Text("\(profile.name) (\(caption))")
            TextField("Name", text: Binding(get: { profile.name }, set: { profile.name = $0 }))
        }
    }
}

/// The labels of this file's trackings installed now (other tests install their own).
private func installedLabels() -> [String] {
    ObservationFootprint.installed.map(\.label).filter { $0.contains("ReplacedTrackingScreen") }
}

@Suite(.serialized) struct TrackingReplacementTests {
    init() {
        // Never turned off again: stopping forgets what other tests running now recorded.
        ObservationFootprint.setRecording(true)
    }

    @Test func aViewEvaluatedThreeTimesHasOneTrackingPerBodyAndField() throws {
        let profile = RuntimeProfile()
        let host = try ViewHost(ReplacedTrackingScreen(profile: profile))
        for email in ["b@x", "c@x"] {
            profile.email = email
            try host.update()
        }
        #expect(host.bodyEvaluations(of: "ReplacedTrackingEditor") == 3)
        #expect(
            installedLabels().sorted() == [
                "ReplacedTrackingScreen/ReplacedTrackingEditor/VStack/1:TextField display",
                "body of ReplacedTrackingScreen",
                "body of ReplacedTrackingScreen/ReplacedTrackingEditor",
            ])
        // The live trackings still work: a change of `name` reaches the editor and the field.
        profile.name = "Grace"
        try host.update()
        #expect(host.texts == ["Grace (c@x)"])
        #expect(host.value(of: "Name") == "\"Grace\"")
        withExtendedLifetime(host) { #expect(installedLabels().count == 3) }
    }

    @Test func aHostThatIsGoneLeavesNoTracking() throws {
        let profile = RuntimeProfile()
        do {
            let host = try ViewHost(ReplacedTrackingScreen(profile: profile))
            withExtendedLifetime(host) { #expect(installedLabels().count == 3) }
        }
        #expect(installedLabels().isEmpty)
    }
}
