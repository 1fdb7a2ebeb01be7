import Observation
import ViewRuntime

/// Known-wrong: split into line views, but the screen reads each property to hand the
/// lines plain values — so the screen depends on all of them and re-evaluates on every change.
struct ProfileScreen: View {
    let profile: UserProfile

    var body: some View {
        VStack {
            Line(text: "Name: \(profile.name)")
            Line(text: "Email: \(profile.email)")
            Line(text: "Theme: \(profile.preferences.theme)")
        }
    }
}

struct Line: View {
    let text: String
    var body: some View { Text(text) }
}
