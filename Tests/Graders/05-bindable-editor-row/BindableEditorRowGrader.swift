// Grades Exercises/05-bindable-editor-row: a row edits its @Observable model through
// @Bindable's projected bindings; only the edited row (and readers of the name) update.
import GraderSupport
import Testing
import ViewRuntime

@testable import Exercise05BindableEditorRow

@Suite("05 @Bindable editor row", .graded(exercise: "05"), .reported(exercise: "05"))
struct BindableEditorRowGrader {
    private func makeContacts() -> [Contact] {
        [
            Contact(id: 1, name: "Ada", email: "ada@example.com"),
            Contact(id: 2, name: "Linus", email: "linus@example.com"),
        ]
    }

    @Test("typing into a row's field changes the contact")
    func typingEditsTheModel() throws {
        let contacts = makeContacts()
        let host = try ViewHost(ContactList(contacts: contacts))
        try host.type("Grace", into: "Name 1")
        #expect(
            Compare.equal(contacts[0].name, "Grace"),
            "after typing \"Grace\" into the field \"Name 1\", contact 1's name is \(Wording.literal(contacts[0].name)); expected \"Grace\" — is the field bound to the row's own copy?"
        )
    }

    @Test("the header shows the edited name")
    func headerUpdates() throws {
        let host = try ViewHost(ContactList(contacts: makeContacts()))
        try host.type("Grace", into: "Name 1")
        let header = host.texts.first { $0.hasPrefix("Contacts:") } ?? "nothing"
        #expect(
            Compare.equal(header, "Contacts: Grace, Linus"),
            "after typing \"Grace\" into \"Name 1\", the header reads \(Wording.literal(header)); expected \"Contacts: Grace, Linus\""
        )
    }

    @Test("the field shows a name changed elsewhere")
    func fieldFollowsModel() throws {
        let contacts = makeContacts()
        let host = try ViewHost(ContactList(contacts: contacts))
        #expect(
            Compare.equal(host.value(of: "Name 2"), "\"Linus\""),
            "the field \"Name 2\" shows \(host.value(of: "Name 2") ?? "nothing"); expected \"Linus\"")
        contacts[1].name = "Grace"
        try host.update()
        #expect(
            Compare.equal(host.value(of: "Name 2"), "\"Grace\""),
            "after contact 2's name was set to \"Grace\" in code, the field \"Name 2\" shows \(host.value(of: "Name 2") ?? "nothing"); expected \"Grace\""
        )
    }

    @Test("editing one row does not re-evaluate another")
    func otherRowsStill() throws {
        let host = try ViewHost(ContactList(contacts: makeContacts()))
        let before = host.views(of: "ContactRow").map(\.bodyEvaluations)
        try host.type("Grace", into: "Name 1")
        let after = host.views(of: "ContactRow").map(\.bodyEvaluations)
        guard before.count == 2, after.count == 2 else {
            Issue.record("expected 2 ContactRow views, found \(after.count)")
            return
        }
        #expect(
            Compare.equal(after[1], before[1]),
            "row 2 was re-evaluated \(Wording.times(after[1] - before[1])) after editing row 1's name; expected 0")
    }
}

/// A parent that hands its row a different contact after "Swap": the row must show the
/// contact it is given now — `@State` would keep the first one (it owns its value).
private struct SwappingParent: View {
    let first: Contact
    let second: Contact
    @State var showsSecond = false

    var body: some View {
        VStack {
            Button("Swap") { showsSecond.toggle() }
            ContactRow(contact: showsSecond ? second : first)
        }
    }
}

extension BindableEditorRowGrader {
    @Test("a row shows the contact its parent hands it now, not the first one")
    func rowFollowsItsParent() throws {
        let contacts = makeContacts()
        let host = try ViewHost(SwappingParent(first: contacts[0], second: contacts[1]))
        try host.tap("Swap")
        let shown = host.value(of: "Name 2")
        #expect(
            Compare.equal(shown, "\"Linus\""),
            "after the parent handed the row contact 2, its field \"Name 2\" shows \(shown ?? "nothing"); expected \"Linus\" — a row does not own a contact it is handed: `@State` keeps the first object for the row's lifetime, `@Bindable` follows the parent"
        )
    }
}
