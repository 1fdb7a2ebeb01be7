// Grades Exercises/10-minimal-re-render: with @Observable, splitting a view so each body
// reads one property makes each change re-evaluate exactly one body.
import GraderSupport
import Testing
import ViewRuntime

@testable import Exercise10MinimalReRender

@Suite("10 minimal re-render", .graded(exercise: "10"), .reported(exercise: "10"))
struct MinimalReRenderGrader {
    private func mount() throws -> (UserProfile, ViewHost) {
        let profile = UserProfile(name: "Ada", email: "ada@example.com")
        return (profile, try ViewHost(ProfileScreen(profile: profile)))
    }

    /// Applies `change`, updates, and returns the bodies that were re-evaluated.
    private func reevaluated(_ host: ViewHost, after change: () -> Void) throws -> [String] {
        change()
        try host.update()
        return host.reevaluatedInLastUpdate
    }

    @Test(
        "each change re-evaluates exactly one body, never ProfileScreen's", arguments: ["name", "email", "preferences"])
    func oneBodyPerChange(property: String) throws {
        let (profile, host) = try mount()
        let bodies = try reevaluated(host) {
            switch property {
            case "name": profile.name = "Grace"
            case "email": profile.email = "grace@example.com"
            default: profile.preferences.theme = "dark"
            }
        }
        #expect(
            !Compare.contains(bodies, "ProfileScreen"),
            say(
                "changing \(property) re-evaluated ProfileScreen's body; expected ProfileScreen to read no property itself",
                fr:
                    "modifier \(property) a réévalué le body de ProfileScreen ; attendu : que ProfileScreen ne lise lui-même aucune propriété",
                zh: "修改 \(property) 导致 ProfileScreen 的 body 被重新求值；预期 ProfileScreen 自身不读取任何属性",
                ja: "\(property) を変更すると ProfileScreen の body が再評価されました。ProfileScreen 自身はどのプロパティも読まないことを期待しています",
                at: .in("ProfileScreen", at: "profile.\(property)", "profile.preferences", "body")))
        #expect(
            Compare.equal(Compare.count(bodies), 1),
            say(
                "changing \(property) re-evaluated \(bodies.count) bodies (\(bodies.joined(separator: ", "))); expected exactly 1",
                fr:
                    "modifier \(property) a réévalué \(bodies.count) body (\(bodies.joined(separator: ", "))) ; attendu : exactement 1",
                zh: "修改 \(property) 导致 \(bodies.count) 个 body 被重新求值（\(bodies.joined(separator: ", "))）；预期恰好 1 个",
                ja:
                    "\(property) を変更すると \(bodies.count) 個の body が再評価されました（\(bodies.joined(separator: ", "))）。期待はちょうど 1 個です"
            )
        )
    }

    @Test("the screen shows every line, up to date")
    func showsLines() throws {
        let (profile, host) = try mount()
        #expect(
            Compare.equal(host.texts, ["Name: Ada", "Email: ada@example.com", "Theme: light"]),
            say(
                "the screen shows \(Wording.literal(host.texts)); expected [\"Name: Ada\", \"Email: ada@example.com\", \"Theme: light\"]",
                fr:
                    "l'écran affiche \(Wording.literal(host.texts)) ; attendu : [\"Name: Ada\", \"Email: ada@example.com\", \"Theme: light\"]",
                zh:
                    "屏幕显示 \(Wording.literal(host.texts))；预期 [\"Name: Ada\", \"Email: ada@example.com\", \"Theme: light\"]",
                ja:
                    "画面の表示は \(Wording.literal(host.texts)) でした。期待は [\"Name: Ada\", \"Email: ada@example.com\", \"Theme: light\"] です"
            )
        )
        profile.name = "Grace"
        profile.preferences.theme = "dark"
        try host.update()
        #expect(
            Compare.equal(host.texts, ["Name: Grace", "Email: ada@example.com", "Theme: dark"]),
            say(
                "after changing name and theme the screen shows \(Wording.literal(host.texts)); expected [\"Name: Grace\", \"Email: ada@example.com\", \"Theme: dark\"]",
                fr:
                    "après avoir modifié name et theme, l'écran affiche \(Wording.literal(host.texts)) ; attendu : [\"Name: Grace\", \"Email: ada@example.com\", \"Theme: dark\"]",
                zh:
                    "修改 name 和 theme 后，屏幕显示 \(Wording.literal(host.texts))；预期 [\"Name: Grace\", \"Email: ada@example.com\", \"Theme: dark\"]",
                ja:
                    "name と theme を変更した後、画面の表示は \(Wording.literal(host.texts)) でした。期待は [\"Name: Grace\", \"Email: ada@example.com\", \"Theme: dark\"] です"
            )
        )
    }

    @Test("a preference the screen does not show re-evaluates at most the theme line")
    func newsletterIsCheap() throws {
        let (profile, host) = try mount()
        let bodies = try reevaluated(host) { profile.preferences.newsletter = true }
        #expect(
            Compare.atMost(Compare.count(bodies), 1) && !Compare.contains(bodies, "ProfileScreen"),
            say(
                "changing preferences.newsletter re-evaluated \(bodies.joined(separator: ", ")); expected at most the one body that shows the theme",
                fr:
                    "modifier preferences.newsletter a réévalué \(bodies.joined(separator: ", ")) ; attendu : au plus le seul body qui affiche le thème",
                zh: "修改 preferences.newsletter 导致 \(bodies.joined(separator: ", ")) 被重新求值；预期最多只有显示主题的那个 body",
                ja:
                    "preferences.newsletter を変更すると \(bodies.joined(separator: ", ")) が再評価されました。再評価されてよいのは、テーマを表示する body 1 つだけです"
            )
        )
    }

    @Test("name, email and theme are shown by three different views")
    func eachLineIsItsOwnView() throws {
        var bodies: [String: [String]] = [:]
        for property in ["name", "email", "theme"] {
            let (profile, host) = try mount()
            bodies[property] = try reevaluated(host) {
                switch property {
                case "name": profile.name = "Grace"
                case "email": profile.email = "grace@example.com"
                default: profile.preferences.theme = "dark"
                }
            }
        }
        // Pairwise: a view shared by any two of the three lines (name and email in one child,
        // say) still re-evaluates for a change the other line shows.
        let properties = ["name", "email", "theme"]
        var overlaps: [String] = []
        for (index, first) in properties.enumerated() {
            for second in properties.dropFirst(index + 1) {
                let shared = Set(bodies[first] ?? []).intersection(bodies[second] ?? [])
                if !Compare.isEmpty(shared) {
                    overlaps.append("\(first) & \(second): \(shared.sorted().joined(separator: ", "))")
                }
            }
        }
        #expect(
            Compare.isEmpty(overlaps),
            say(
                "some changes re-evaluated the same view (\(overlaps.joined(separator: "; "))); expected a different view for each line — a view that shows two lines re-evaluates for either change",
                fr:
                    "certaines modifications ont réévalué la même vue (\(overlaps.joined(separator: "; "))) ; attendu : une vue différente pour chaque ligne — une vue qui affiche deux lignes est réévaluée pour l'une ou l'autre modification",
                zh:
                    "某些修改重新求值了同一个视图（\(overlaps.joined(separator: "; "))）；预期每一行对应不同的视图 —— 显示两行的视图会因其中任一修改而被重新求值",
                ja:
                    "いくつかの変更が同じ view を再評価しました（\(overlaps.joined(separator: "; "))）。行ごとに別の view であることを期待しています — 2 行を表示する view は、どちらの変更でも再評価されます",
                at: overlaps.first.map { Place.in(String($0.split(separator: " ").last ?? "")) } ?? .in("ProfileScreen")
            )
        )
    }
}
