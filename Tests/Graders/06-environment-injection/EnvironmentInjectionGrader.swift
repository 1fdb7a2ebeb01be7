// Grades Exercises/06-environment-injection: .environment(_:) provides an @Observable to a
// subtree, @Environment(T.self) reads it, an optional declaration tolerates its absence.
import GraderSupport
import Testing
import ViewRuntime

@testable import Exercise06EnvironmentInjection

@Suite("06 environment injection", .graded(exercise: "06"), .reported(exercise: "06"))
struct EnvironmentInjectionGrader {
    /// Mounts a view, turning the simulator's error into a learner-facing failure.
    private func mount<V: View>(_ view: V, _ what: String) -> ViewHost? {
        do {
            return try ViewHost(view)
        } catch {
            Issue.record("mounting \(what) failed: \(error)")
            return nil
        }
    }

    @Test("the app mounts and logging in updates the header")
    func logInShowsName() throws {
        guard let host = mount(AppRoot(), "AppRoot") else { return }
        #expect(
            Compare.contains(host.texts, "Not signed in"),
            "before logging in the screen shows \(Wording.literal(host.texts)); expected \"Not signed in\"")
        try host.tap("Log in")
        #expect(
            Compare.contains(host.texts, "Signed in as Ada"),
            "after tapping \"Log in\" the screen shows \(Wording.literal(host.texts)); expected \"Signed in as Ada\"")
        #expect(
            Compare.contains(host.texts, "Account: Ada"),
            "after tapping \"Log in\" the screen shows \(Wording.literal(host.texts)); expected \"Account: Ada\"")
    }

    @Test("AccountBadge works on its own, without a session")
    func badgeWithoutSession() {
        guard let host = mount(AccountBadge(), "AccountBadge on its own (no session in the environment)") else {
            return
        }
        #expect(
            Compare.equal(host.texts, ["Account: Guest"]),
            "AccountBadge on its own shows \(Wording.literal(host.texts)); expected [\"Account: Guest\"]")
    }

    @Test("a view that does not read the session is not re-evaluated when it changes")
    func footerStill() throws {
        guard let host = mount(AppRoot(), "AppRoot") else { return }
        let before = host.bodyEvaluations(of: "Footer")
        try host.tap("Log in")
        let after = host.bodyEvaluations(of: "Footer")
        #expect(
            Compare.equal(after, before),
            "Footer was re-evaluated \(Wording.times(after - before)) when the user logged in; expected 0")
    }
}
