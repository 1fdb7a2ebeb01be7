import Observation
import ViewRuntime

/// One editable row. `@Bindable` projects bindings into the contact itself:
/// `$contact.name` is a `Binding<String>` that reads and writes `contact.name`.
struct ContactRow: View {
    @Bindable var contact: Contact

    var body: some View {
        HStack {
            Text("#\(contact.id)")
            TextField("Name \(contact.id)", text: $contact.name)
        }
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
