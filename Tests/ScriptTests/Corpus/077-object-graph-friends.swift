// Reading store.friends.first?.fullName depends on friends and on the friend's name
// properties, not on unrelated properties of the store.
import Observation

@Observable
final class UserProfile {
    var firstName: String
    var lastName: String
    var email = ""
    var fullName: String { "\(firstName) \(lastName)" }
    init(firstName: String, lastName: String) {
        self.firstName = firstName
        self.lastName = lastName
    }
}

@Observable
final class SocialStore {
    var friends: [UserProfile] = []
    var unreadCount = 0
}

let store = SocialStore()
let grace = UserProfile(firstName: "Grace", lastName: "Hopper")
store.friends = [grace]

func watch(_ step: String) {
    withObservationTracking {
        print("[\(step)] header shows \(store.friends.first?.fullName ?? "no friends")")
    } onChange: {
        print("[\(step)] invalidated")
    }
}
watch("unread")
store.unreadCount = 3
grace.email = "grace@navy.mil"
print("unrelated changes did not invalidate")
grace.lastName = "Murray Hopper"
watch("friends")
store.friends.insert(UserProfile(firstName: "Ada", lastName: "Lovelace"), at: 0)
watch("old friend")
grace.firstName = "Amazing"
print("changing a friend who is no longer first did not invalidate")
