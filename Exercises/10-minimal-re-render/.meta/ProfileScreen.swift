import Observation
import ViewRuntime

/// The profile screen reads nothing itself: each line is a view that reads only its own
/// property, so a change re-evaluates exactly the line that shows it.
struct ProfileScreen: View {
    let profile: UserProfile

    var body: some View {
        VStack {
            NameLine(profile: profile)
            EmailLine(profile: profile)
            ThemeLine(profile: profile)
        }
    }
}

struct NameLine: View {
    let profile: UserProfile
    var body: some View { Text("Name: \(profile.name)") }
}

struct EmailLine: View {
    let profile: UserProfile
    var body: some View { Text("Email: \(profile.email)") }
}

struct ThemeLine: View {
    let profile: UserProfile
    var body: some View { Text("Theme: \(profile.preferences.theme)") }
}
