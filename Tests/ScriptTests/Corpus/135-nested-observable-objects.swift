// A model holding another @Observable object: replacing the child and mutating the child
// are different dependencies.
import Observation

@Observable
final class UserProfile {
    var name: String
    init(name: String) { self.name = name }
}

@Observable
final class AppModel {
    var profile = UserProfile(name: "Ada")
    var theme = "light"
}

let app = AppModel()
func watch(_ step: String) {
    withObservationTracking {
        print("[\(step)] title: \(app.profile.name)")
    } onChange: {
        print("[\(step)] invalidated")
    }
}
watch("1")
app.theme = "dark"
app.profile.name = "Ada Lovelace"
watch("2")
let old = app.profile
app.profile = UserProfile(name: "Grace")
watch("3")
old.name = "nobody reads the old profile"
print("old profile changed, nothing fired")
app.profile.name = "Grace Hopper"
