import Observation
import ViewRuntime

/// One editable row. `@Bindable` projects bindings into the contact itself:
/// `$contact.name` is a `Binding<String>` that reads and writes `contact.name`.
struct ContactRow: View {
    // Known-wrong: @State owns its value — it keeps the first contact handed in, for the
    // row's lifetime, whatever the parent passes later. (Typing still works.)
    @State var contact: Contact

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
