// Measuring like §1: two "views" re-evaluate only when a property they read changes.
import Observation

struct Preferences {
    var theme = "light"
}

@Observable
final class UserProfile {
    var name = "Ada"
    var email = "ada@example.com"
    var preferences = Preferences()
}

let profile = UserProfile()
var bodyCounts = ["NameView": 0, "EmailView": 0]

func evaluate(_ view: String, _ body: @escaping () -> Void) {
    withObservationTracking {
        bodyCounts[view, default: 0] += 1
        body()
    } onChange: {
        Task { @MainActor in evaluate(view, body) }
    }
}

evaluate("NameView") { _ = profile.name }
evaluate("EmailView") { _ = profile.email }
profile.email = "countess@example.com"
await Task.yield()
profile.preferences.theme = "dark"
await Task.yield()
profile.email = "ada@lovelace.org"
await Task.yield()
print("NameView bodies:", bodyCounts["NameView"] ?? 0)
print("EmailView bodies:", bodyCounts["EmailView"] ?? 0)
