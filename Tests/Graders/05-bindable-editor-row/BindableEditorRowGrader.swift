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
        #expect(contacts[0].name == "Grace", "after typing \"Grace\" into the field \"Name 1\", contact 1's name is \(Wording.literal(contacts[0].name)); expected \"Grace\" — is the field bound to the row's own copy?")
    }

    @Test("the header shows the edited name")
    func headerUpdates() throws {
        let host = try ViewHost(ContactList(contacts: makeContacts()))
        try host.type("Grace", into: "Name 1")
        let header = host.texts.first { $0.hasPrefix("Contacts:") } ?? "nothing"
        #expect(header == "Contacts: Grace, Linus", "after typing \"Grace\" into \"Name 1\", the header reads \(Wording.literal(header)); expected \"Contacts: Grace, Linus\"")
    }

    @Test("the field shows a name changed elsewhere")
    func fieldFollowsModel() throws {
        let contacts = makeContacts()
        let host = try ViewHost(ContactList(contacts: contacts))
        #expect(host.value(of: "Name 2") == "\"Linus\"", "the field \"Name 2\" shows \(host.value(of: "Name 2") ?? "nothing"); expected \"Linus\"")
        contacts[1].name = "Grace"
        try host.update()
        #expect(host.value(of: "Name 2") == "\"Grace\"", "after contact 2's name was set to \"Grace\" in code, the field \"Name 2\" shows \(host.value(of: "Name 2") ?? "nothing"); expected \"Grace\"")
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
        #expect(after[1] == before[1], "row 2 was re-evaluated \(Wording.times(after[1] - before[1])) after editing row 1's name; expected 0")
    }
}
