// Object graphs: shared references, identity checks, and mutation through any path.
final class UserProfile {
    var name: String
    var friends: [UserProfile] = []
    init(_ name: String) { self.name = name }
}
let ada = UserProfile("Ada")
let grace = UserProfile("Grace")
let linus = UserProfile("Linus")
ada.friends = [grace, linus]
grace.friends = [ada]
print(ada.friends.map(\.name))
ada.friends[0].name = "Grace H."
print(grace.name)
print(grace.friends[0] === ada)
print(ada.friends.contains { $0 === linus })
let mutual = ada.friends.filter { friend in friend.friends.contains { $0 === ada } }
print(mutual.map(\.name))
grace.friends.removeAll()
print(ada.friends.count, grace.friends.count)
func names(_ user: UserProfile) -> String {
    "\(user.name): " + user.friends.map(\.name).joined(separator: ", ")
}
print(names(ada))
