// List over data: by Identifiable id or an `id:` key path; rows keyed by that id.
import Observation
import ViewRuntime

struct Contact: Identifiable {
    var id: String { email }
    let email: String
    var name: String
}

enum Tag: String { case work, home }

struct Contacts: View {
    @State var contacts = [Contact(email: "a@x", name: "Ada"), Contact(email: "g@x", name: "Grace")]
    let tags: [Tag] = [.work, .home]
    var body: some View {
        VStack {
            List(contacts) { contact in
                Text(contact.name)
            }
            List(tags, id: \.self) { tag in
                Text(tag.rawValue)
            }
            Button("Add") { contacts.insert(Contact(email: "l@x", name: "Linus"), at: 0) }
        }
    }
}

let host = try ViewHost(Contacts())
try host.tap("Add")
print(host.render(), terminator: "")
