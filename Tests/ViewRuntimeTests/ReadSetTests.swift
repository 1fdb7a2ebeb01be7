import Observation
import Testing
import ViewRuntime

// Curriculum §1: a view reading only `name`, under each model.

@Observable final class UserProfile {
    var name = "Ada"
    var email = "ada@example.com"
    var preferences: [String] = []
}

final class LegacyUserProfile: ObservableObject {
    @Published var name = "Ada"
    @Published var email = "ada@example.com"
    @Published var preferences: [String] = []
}

@Observable final class Toggleable {
    var showEmail = true
    var email = "a"
    var name = "n"
}

struct NameView: View {
    let profile: UserProfile
    var body: some View { Text(profile.name) }
}

struct LegacyNameView: View {
    @ObservedObject var profile: LegacyUserProfile
    var body: some View { Text(profile.name) }
}

@Suite struct ReadSetTests {
    @Test func observableViewIgnoresPropertiesItDidNotRead() throws {
        let profile = UserProfile()
        let host = try ViewHost(NameView(profile: profile))
        profile.email = "grace@example.com"
        try host.update()
        profile.preferences.append("dark")
        try host.update()
        #expect(host.bodyEvaluations(of: "NameView") == 1)
        profile.name = "Grace"
        try host.update()
        #expect(host.bodyEvaluations(of: "NameView") == 2)
        #expect(host.texts == ["Grace"])
    }

    @Test func observableObjectViewReEvaluatesOnEveryPublishedChange() throws {
        let profile = LegacyUserProfile()
        let host = try ViewHost(LegacyNameView(profile: profile))
        profile.email = "grace@example.com"
        try host.update()
        profile.preferences.append("dark")
        try host.update()
        #expect(host.bodyEvaluations(of: "LegacyNameView") == 3)
        #expect(host.texts == ["Ada"])
    }

    @Test func changesBeforeOneUpdateCoalesceIntoOneEvaluation() throws {
        let modern = UserProfile()
        let legacy = LegacyUserProfile()
        let modernHost = try ViewHost(NameView(profile: modern))
        let legacyHost = try ViewHost(LegacyNameView(profile: legacy))
        modern.name = "B"
        modern.name = "C"
        legacy.email = "x"
        legacy.preferences = ["y"]
        #expect(modernHost.hasPendingUpdates)
        try modernHost.update()
        try legacyHost.update()
        #expect(modernHost.bodyEvaluations(of: "NameView") == 2)
        #expect(legacyHost.bodyEvaluations(of: "LegacyNameView") == 2)
        #expect(modernHost.texts == ["C"])
        #expect(!modernHost.hasPendingUpdates)
    }

    @Test func aViewNoLongerReadingAPropertyIsNotInvalidatedByIt() throws {
        struct Either: View {
            let model: Toggleable
            var body: some View { Text(model.showEmail ? model.email : model.name) }
        }
        let model = Toggleable()
        let host = try ViewHost(Either(model: model))
        model.showEmail = false
        try host.update()
        #expect(host.bodyEvaluations(of: "Either") == 2)
        model.email = "changed"  // read by the first evaluation only
        try host.update()
        #expect(host.bodyEvaluations(of: "Either") == 2)
    }
}

struct SwitchingReader: View {
    let showEmail: Bool
    let model: Toggleable
    var body: some View { Text(showEmail ? model.email : model.name) }
}

struct SwitchingParent: View {
    @State var showEmail = true
    let model: Toggleable
    var body: some View {
        VStack {
            SwitchingReader(showEmail: showEmail, model: model)
            Button("Switch") { showEmail.toggle() }
        }
    }
}

@Suite struct StaleTrackingTests {
    @Test func readsOfAnEarlierEvaluationNoLongerInvalidate() throws {
        // The reader re-evaluates because its input changed (not because of a change it
        // tracked), so its first tracking (of `email`) is still installed; it must not count.
        // (A toolchain model: that tracking cannot be cancelled, only ignored. On the built-in
        // runtime it is cancelled: TrackingReplacementTests.)
        let model = Toggleable()
        let host = try ViewHost(SwitchingParent(model: model))
        try host.tap("Switch")
        #expect(host.bodyEvaluations(of: "SwitchingReader") == 2)
        model.email = "changed"
        try host.update()
        #expect(host.bodyEvaluations(of: "SwitchingReader") == 2)
        model.name = "changed"
        try host.update()
        #expect(host.bodyEvaluations(of: "SwitchingReader") == 3)
    }
}

@Suite struct EvaluationReasonTests {
    @Test func eachEvaluationSaysWhyItHappened() throws {
        let legacy = LegacyUserProfile()
        let legacyHost = try ViewHost(LegacyNameView(profile: legacy))
        #expect(legacyHost.lastUpdate.map(\.reason) == [.mounted])
        legacy.email = "x"
        try legacyHost.update()
        #expect(legacyHost.lastUpdate.map(\.description) == ["LegacyNameView: objectWillChange of LegacyUserProfile"])

        let modern = UserProfile()
        let modernHost = try ViewHost(NameView(profile: modern))
        modern.name = "Grace"
        try modernHost.update()
        #expect(modernHost.lastUpdate.map(\.reason) == [.trackedReadChanged])

        let greeting = try ViewHost(GreetingParent())
        try greeting.tap("Rename")
        #expect(
            greeting.lastUpdate.map(\.description) == [
                "GreetingParent: a property it read changed",
                "Greeting: its parent passed new inputs",
            ])
    }
}

@Test func evaluationsAreReportedLiveToAnObserver() throws {
    var seen: [String] = []
    let profile = UserProfile()
    let host = try ViewHost(NameView(profile: profile)) { seen.append($0.description) }
    profile.name = "Grace"
    try host.update()
    #expect(seen == ["NameView: mounted", "NameView: a property it read changed"])
}
