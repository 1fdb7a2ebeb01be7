// Avoiding the stale read: onChange schedules the re-render to run after the store.
import Observation

@Observable
final class UserProfile {
    var name = "Ada"
}

let profile = UserProfile()
var renders: [String] = []

@MainActor
func render() {
    withObservationTracking {
        renders.append(profile.name)
    } onChange: {
        Task { @MainActor in render() }
    }
}

render()
profile.name = "Grace"
await Task.yield()
await Task.yield()
profile.name = "Linus"
await Task.yield()
await Task.yield()
print("rendered:", renders)
