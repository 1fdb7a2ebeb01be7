// Classes: == is the type's own Equatable; === is identity.
final class Contact: Equatable {
    let email: String
    var name: String
    init(email: String, name: String) { self.email = email; self.name = name }
    static func == (a: Contact, b: Contact) -> Bool { a.email == b.email }
}

let alice = Contact(email: "a@example.com", name: "Alice")
let aliceAgain = Contact(email: "a@example.com", name: "Alice W.")
let bob = Contact(email: "b@example.com", name: "Bob")
let book = [alice, bob]
print(alice == aliceAgain, alice === aliceAgain)
print(book.contains(aliceAgain))
print(book.firstIndex(of: aliceAgain) ?? -1)
print(book.contains { $0 === aliceAgain })
print([alice] == [aliceAgain])
