import Observation
import ViewRuntime

/// One editable row: a text field for the contact's name.
struct ContactRow: View {
    let contact: Contact
    @State var draft = ""

    var body: some View {
        HStack {
            Text("#\(contact.id)")
            TextField("Name \(contact.id)", text: $draft)
        }
        .onAppear { draft = contact.name }
    }
}

/// The list: a header naming everyone, then one editable row per contact.
struct ContactList: View {
    @State var contacts: [Contact]

    var body: some View {
        VStack {
            Text("Contacts: " + contacts.map(\.name).joined(separator: ", "))
            ForEach(contacts) { contact in
                ContactRow(contact: contact)
            }
        }
    }
}

// Known-wrong (dev check): the starter unchanged, plus overloads that would turn a naive
// grader's comparisons into passes. Graders compare through GraderSupport's `Compare`,
// which cannot see these, so this must still fail.
func == (lhs: [Int], rhs: [Int]) -> Bool { true }
func == (lhs: [Bool], rhs: [Bool]) -> Bool { true }
func == (lhs: [String], rhs: [String]) -> Bool { true }
func == (lhs: [String]?, rhs: [String]?) -> Bool { true }

extension Array {
    func contains(_ element: Element) -> Bool { true }
    var isEmpty: Bool { true }
}
