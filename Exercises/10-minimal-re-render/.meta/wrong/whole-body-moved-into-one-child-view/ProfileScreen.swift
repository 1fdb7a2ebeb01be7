import Observation
import ViewRuntime

/// Known-wrong: ProfileScreen reads nothing itself now — but the whole old body moved into
/// one child view, so every change still re-evaluates all three lines. Nothing is split.
struct ProfileScreen: View {
    let profile: UserProfile

    var body: some View {
        ProfileLines(profile: profile)
    }
}

struct ProfileLines: View {
    let profile: UserProfile

    var body: some View {
        VStack {
            Text("Name: \(profile.name)")
            Text("Email: \(profile.email)")
            Text("Theme: \(profile.preferences.theme)")
        }
    }
}
