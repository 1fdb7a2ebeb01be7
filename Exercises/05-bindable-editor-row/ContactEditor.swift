// WORKBOOK: NOT DONE — delete this line when you want this exercise graded
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
