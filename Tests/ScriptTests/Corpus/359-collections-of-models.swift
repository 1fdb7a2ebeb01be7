// Arrays of structs: in-place edits, sorting, grouping, partitions and lookups.
struct Contact: Equatable {
    var name: String
    var group: String
    var favorite = false
}
var contacts = [
    Contact(name: "Zed", group: "work"),
    Contact(name: "Amy", group: "family"),
    Contact(name: "Bob", group: "work"),
    Contact(name: "Cat", group: "friends"),
]
contacts[1].favorite = true
if let i = contacts.firstIndex(where: { $0.name == "Bob" }) { contacts[i].favorite.toggle() }
print(contacts.filter(\.favorite).map(\.name))
contacts.sort { $0.name < $1.name }
print(contacts.map(\.name))
let groups = Dictionary(grouping: contacts, by: \.group)
for key in groups.keys.sorted() { print(key, groups[key]!.map(\.name)) }
print(contacts.contains(Contact(name: "Cat", group: "friends")))
let (favorites, others) = (contacts.filter { $0.favorite }, contacts.filter { !$0.favorite })
print(favorites.count, others.count)
print(contacts.map { $0.name.prefix(1) }.joined(), contacts.allSatisfy { !$0.name.isEmpty })
for (index, contact) in contacts.enumerated() where index.isMultiple(of: 2) { print(index, contact.name) }
contacts.removeAll { $0.group == "work" }
print(contacts.map(\.name), contacts.first?.name ?? "-", contacts.last?.name ?? "-")
