import Observation

/// The curriculum's profile. Finished — the exercise is ProfileScreen.swift.
@Observable
final class UserProfile {
    var name: String
    var email: String
    var preferences: Preferences

    init(name: String, email: String, preferences: Preferences = Preferences()) {
        self.name = name
        self.email = email
        self.preferences = preferences
    }
}

struct Preferences: Equatable {
    var theme = "light"
    var newsletter = false
}
