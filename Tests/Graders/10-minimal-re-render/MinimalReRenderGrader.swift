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
            "changing \(property) re-evaluated ProfileScreen's body; expected ProfileScreen to read no property itself")
        #expect(
            Compare.equal(Compare.count(bodies), 1),
            "changing \(property) re-evaluated \(bodies.count) bodies (\(bodies.joined(separator: ", "))); expected exactly 1"
        )
    }

    @Test("the screen shows every line, up to date")
    func showsLines() throws {
        let (profile, host) = try mount()
        #expect(
            Compare.equal(host.texts, ["Name: Ada", "Email: ada@example.com", "Theme: light"]),
            "the screen shows \(Wording.literal(host.texts)); expected [\"Name: Ada\", \"Email: ada@example.com\", \"Theme: light\"]"
        )
        profile.name = "Grace"
        profile.preferences.theme = "dark"
        try host.update()
        #expect(
            Compare.equal(host.texts, ["Name: Grace", "Email: ada@example.com", "Theme: dark"]),
            "after changing name and theme the screen shows \(Wording.literal(host.texts)); expected [\"Name: Grace\", \"Email: ada@example.com\", \"Theme: dark\"]"
        )
    }

    @Test("a preference the screen does not show re-evaluates at most the theme line")
    func newsletterIsCheap() throws {
        let (profile, host) = try mount()
        let bodies = try reevaluated(host) { profile.preferences.newsletter = true }
        #expect(
            Compare.atMost(Compare.count(bodies), 1) && !Compare.contains(bodies, "ProfileScreen"),
            "changing preferences.newsletter re-evaluated \(bodies.joined(separator: ", ")); expected at most the one body that shows the theme"
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
        let shared = Set(bodies["name"] ?? []).intersection(bodies["email"] ?? []).intersection(bodies["theme"] ?? [])
        #expect(
            Compare.isEmpty(shared),
            "changing name, email and theme each re-evaluated \(shared.sorted().joined(separator: ", ")); expected a different view for each line — moving the whole old body into one child view splits nothing"
        )
    }
}
