// if let / guard let unwrapping, shorthand forms, several bindings and conditions.
struct UserProfile {
    var name: String
    var email: String?
    var age: Int?
}

let users = [
    UserProfile(name: "Ada", email: "ada@example.com", age: 36),
    UserProfile(name: "Tim", email: nil, age: 12),
    UserProfile(name: "Grace", email: "grace@example.com", age: nil),
]

for user in users {
    if let email = user.email, let age = user.age, age >= 18 {
        print("\(user.name): \(email), adult")
    } else if let email = user.email {
        print("\(user.name): \(email), age unknown")
    } else {
        print("\(user.name): no email")
    }
}

func contact(_ user: UserProfile) -> String {
    guard let email = user.email else { return "cannot contact \(user.name)" }
    return "mailto:\(email)"
}
print(users.map(contact))

let age: Int? = users[0].age
if let age {
    print("shorthand age", age)
}
var pending: String? = "draft"
if var text = pending {
    text += "!"
    print(text)
}
pending = nil
if let pending { print("still", pending) } else { print("nothing pending") }
