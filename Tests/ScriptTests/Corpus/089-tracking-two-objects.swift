// One tracking may depend on properties of several objects.
import Observation

@Observable
final class UserProfile {
    var name: String
    init(name: String) { self.name = name }
}

@Observable
final class Preferences {
    var showEmail = false
    var language = "en"
}

let user = UserProfile(name: "Ada")
let prefs = Preferences()

func watch(_ label: String) {
    withObservationTracking {
        _ = "\(user.name) \(prefs.showEmail)"
    } onChange: {
        print("\(label): invalidated")
    }
}
watch("A")
prefs.language = "fr"
print("language is not read")
prefs.showEmail = true
watch("B")
user.name = "Grace"
print("end")
