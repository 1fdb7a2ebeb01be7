// The classic trap: re-tracking from inside onChange reads the OLD value.
import Observation

@Observable
final class UserProfile {
    var name = "Ada"
}

let profile = UserProfile()
var renders: [String] = []

func render() {
    withObservationTracking {
        renders.append(profile.name)
    } onChange: {
        render()
    }
}

render()
profile.name = "Grace"
profile.name = "Linus"
print("rendered:", renders)
print("current name:", profile.name)
