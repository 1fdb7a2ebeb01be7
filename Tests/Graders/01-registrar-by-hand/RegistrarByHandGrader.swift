// Grades Exercises/01-registrar-by-hand: a UserProfile expanded by hand against the
// built-in runtime must behave like the @Observable macro's expansion.
import GraderSupport
import ObservationRuntime
import Testing

@testable import Exercise01RegistrarByHand

@Suite("01 registrar by hand", .graded(exercise: "01"), .reported(exercise: "01"))
struct RegistrarByHandGrader {
    /// Tracks `read`, then runs `change`; returns what onChange saw, in order.
    private func changes<T>(
        of profile: UserProfile, reading read: @escaping (UserProfile) -> T, after change: (UserProfile) -> Void
    ) -> [T] {
        let seen = Recorder<T>()
        withObservationTracking {
            _ = read(profile)
        } onChange: { [profile] in
            seen.record(read(profile))
        }
        change(profile)
        return seen.values
    }

    @Test("a tracked read of each property is told about a change to it")
    func readsAreRecorded() {
        let nameCalls = changes(of: UserProfile(name: "Ada", email: "ada@example.com"), reading: \.name) {
            $0.name = "Grace"
        }
        #expect(
            Compare.equal(Compare.count(nameCalls), 1),
            "after reading name inside withObservationTracking and then setting name, onChange ran \(Wording.times(nameCalls.count)); expected once — does the getter of name call access(keyPath:)?"
        )
        let emailCalls = changes(of: UserProfile(name: "Ada", email: "ada@example.com"), reading: \.email) {
            $0.email = "grace@example.com"
        }
        #expect(
            Compare.equal(Compare.count(emailCalls), 1),
            "after reading email inside withObservationTracking and then setting email, onChange ran \(Wording.times(emailCalls.count)); expected once"
        )
        let tagCalls = changes(of: UserProfile(name: "Ada", email: "ada@example.com"), reading: \.tags) {
            $0.tags = ["swift"]
        }
        #expect(
            Compare.equal(Compare.count(tagCalls), 1),
            "after reading tags inside withObservationTracking and then assigning tags, onChange ran \(Wording.times(tagCalls.count)); expected once"
        )
    }

    @Test("onChange runs before the new value is stored")
    func firesInWillSet() {
        let seen = changes(of: UserProfile(name: "Ada", email: "ada@example.com"), reading: \.name) {
            $0.name = "Grace"
        }
        #expect(
            Compare.equal(seen, ["Ada"]),
            "reading name inside onChange gave \(Wording.literal(seen)); expected [\"Ada\"] — the registrar's willSet (through withMutation) must run before _name is assigned"
        )
        let email = changes(of: UserProfile(name: "Ada", email: "ada@example.com"), reading: \.email) {
            $0.email = "grace@example.com"
        }
        #expect(
            Compare.equal(email, ["ada@example.com"]),
            "reading email inside onChange gave \(Wording.literal(email)); expected [\"ada@example.com\"] — email's setter must announce (withMutation) before _email is assigned"
        )
        let tags = changes(of: UserProfile(name: "Ada", email: "ada@example.com"), reading: \.tags) {
            $0.tags = ["swift"]
        }
        #expect(
            Compare.equal(tags, [[]]),
            "reading tags inside onChange gave \("[" + tags.map(Wording.literal).joined(separator: ", ") + "]"); expected [[]] — tags' setter must announce before _tags is assigned"
        )
    }

    @Test("a change to a property nobody read notifies nobody")
    func propertyGranularity() {
        let seen = changes(of: UserProfile(name: "Ada", email: "ada@example.com"), reading: \.name) {
            $0.email = "grace@example.com"
        }
        #expect(
            Compare.isEmpty(seen),
            "a tracking that read only name was told \(Wording.times(seen.count)) after email changed; expected 0 — does email's setter announce itself under \\.email?"
        )
    }

    @Test("assigning an equal value notifies nobody")
    func equalValueIsSilent() {
        let seen = changes(of: UserProfile(name: "Ada", email: "ada@example.com"), reading: \.name) { $0.name = "Ada" }
        #expect(
            Compare.isEmpty(seen),
            "setting name to \"Ada\" when it already was \"Ada\" called onChange \(Wording.times(seen.count)); expected 0 — compare the old and new value before calling withMutation"
        )
        let tags = changes(of: UserProfile(name: "Ada", email: "ada@example.com"), reading: \.tags) { $0.tags = [] }
        #expect(
            Compare.isEmpty(tags),
            "setting tags to [] when it already was [] called onChange \(Wording.times(tags.count)); expected 0")
        let email = changes(of: UserProfile(name: "Ada", email: "ada@example.com"), reading: \.email) {
            $0.email = "ada@example.com"
        }
        #expect(
            Compare.isEmpty(email),
            "setting email to \"ada@example.com\" when it already was called onChange \(Wording.times(email.count)); expected 0 — compare before calling withMutation in email's setter too"
        )
    }

    @Test("in-place mutation notifies once, before the change")
    func inPlaceMutation() {
        let seen = changes(of: UserProfile(name: "Ada", email: "ada@example.com"), reading: \.tags) {
            $0.tags.append("swift")
        }
        #expect(
            Compare.equal(Compare.count(seen), 1),
            "tags.append(\"swift\") called onChange \(Wording.times(seen.count)); expected once")
        #expect(
            Compare.equal(seen.first, []),
            "reading tags inside onChange during tags.append(\"swift\") gave \(seen.first.map(Wording.literal) ?? "nothing"); expected [] (the value before the append)"
        )
    }

    @Test("the values are still stored")
    func valuesAreStored() {
        let profile = UserProfile(id: 7, name: "Ada", email: "ada@example.com")
        profile.name = "Grace"
        profile.tags.append("swift")
        #expect(
            Compare.equal(profile.name, "Grace"),
            "after setting name to \"Grace\", name reads \(Wording.literal(profile.name))")
        #expect(
            Compare.equal(profile.tags, ["swift"]),
            "after tags.append(\"swift\"), tags reads \(Wording.literal(profile.tags))")
        #expect(
            Compare.equal(profile.displayName, "Grace <ada@example.com>"),
            "displayName reads \(Wording.literal(profile.displayName)); expected \"Grace <ada@example.com>\"")
        #expect(Compare.equal(profile.id, 7), "id reads \(profile.id); expected 7")
    }

    @Test("onChange runs once per tracking")
    func oneShot() {
        let seen = changes(
            of: UserProfile(name: "Ada", email: "ada@example.com"), reading: { "\($0.name) \($0.email)" }
        ) {
            $0.name = "Grace"
            $0.email = "grace@example.com"
            $0.name = "Ada"
        }
        #expect(
            Compare.equal(Compare.count(seen), 1),
            "a tracking that read name and email was told \(Wording.times(seen.count)) across three changes; expected once (onChange is one-shot)"
        )
    }
}
