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
            Issue.record(
                say(
                    "mounting \(what) failed: \(error)", fr: "le montage de \(what) a échoué : \(error)",
                    zh: "挂载 \(what) 失败：\(error)", ja: "\(what) のマウントに失敗しました: \(error)"))
            return nil
        }
    }

    @Test("the app mounts and logging in updates the header")
    func logInShowsName() throws {
        guard let host = mount(AppRoot(), "AppRoot") else { return }
        #expect(
            Compare.contains(host.texts, "Not signed in"),
            say(
                "before logging in the screen shows \(Wording.literal(host.texts)); expected \"Not signed in\"",
                fr: "avant la connexion, l'écran affiche \(Wording.literal(host.texts)) ; attendu : \"Not signed in\"",
                zh: "登录前屏幕显示 \(Wording.literal(host.texts))；预期 \"Not signed in\"",
                ja: "ログイン前の画面の表示は \(Wording.literal(host.texts)) でした。期待は \"Not signed in\" です"))
        try host.tap("Log in")
        #expect(
            Compare.contains(host.texts, "Signed in as Ada"),
            say(
                "after tapping \"Log in\" the screen shows \(Wording.literal(host.texts)); expected \"Signed in as Ada\"",
                fr:
                    "après avoir touché \"Log in\", l'écran affiche \(Wording.literal(host.texts)) ; attendu : \"Signed in as Ada\"",
                zh: "点击 \"Log in\" 后屏幕显示 \(Wording.literal(host.texts))；预期 \"Signed in as Ada\"",
                ja: "\"Log in\" をタップした後の画面の表示は \(Wording.literal(host.texts)) でした。期待は \"Signed in as Ada\" です"))
        #expect(
            Compare.contains(host.texts, "Account: Ada"),
            say(
                "after tapping \"Log in\" the screen shows \(Wording.literal(host.texts)); expected \"Account: Ada\"",
                fr:
                    "après avoir touché \"Log in\", l'écran affiche \(Wording.literal(host.texts)) ; attendu : \"Account: Ada\"",
                zh: "点击 \"Log in\" 后屏幕显示 \(Wording.literal(host.texts))；预期 \"Account: Ada\"",
                ja: "\"Log in\" をタップした後の画面の表示は \(Wording.literal(host.texts)) でした。期待は \"Account: Ada\" です"))
    }

    @Test("AccountBadge works on its own, without a session")
    func badgeWithoutSession() {
        guard let host = mount(AccountBadge(), "AccountBadge on its own (no session in the environment)") else {
            return
        }
        #expect(
            Compare.equal(host.texts, ["Account: Guest"]),
            say(
                "AccountBadge on its own shows \(Wording.literal(host.texts)); expected [\"Account: Guest\"]",
                fr: "AccountBadge seul affiche \(Wording.literal(host.texts)) ; attendu : [\"Account: Guest\"]",
                zh: "单独的 AccountBadge 显示 \(Wording.literal(host.texts))；预期 [\"Account: Guest\"]",
                ja: "AccountBadge 単体の表示は \(Wording.literal(host.texts)) でした。期待は [\"Account: Guest\"] です"))
    }

    @Test("a view that does not read the session is not re-evaluated when it changes")
    func footerStill() throws {
        guard let host = mount(AppRoot(), "AppRoot") else { return }
        let before = host.bodyEvaluations(of: "Footer")
        try host.tap("Log in")
        let after = host.bodyEvaluations(of: "Footer")
        #expect(
            Compare.equal(after, before),
            say(
                "Footer was re-evaluated \(Wording.times(after - before)) when the user logged in; expected 0",
                fr:
                    "Footer a été réévalué \(Wording.times(after - before)) lors de la connexion de l'utilisateur ; attendu : 0 fois",
                zh: "用户登录时 Footer 被重新求值了 \(Wording.times(after - before))；预期 0 次",
                ja: "ユーザーのログイン時に Footer が \(Wording.times(after - before))再評価されました。期待は 0 回です"))
    }
}
