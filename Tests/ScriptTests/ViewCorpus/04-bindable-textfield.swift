// §6: `@Bindable` gives `$profile.name`; typing reaches the model and re-evaluates only
// the views that read the edited property — the label, and the editor, whose body made the
// binding (making a binding reads the value, as in SwiftUI).
import Observation
import ViewRuntime

@Observable final class Profile {
    var name = "Ada"
    var email = "ada@example.com"
}

struct NameLabel: View {
    let profile: Profile
    var body: some View { Text("name: \(profile.name)") }
}

struct EmailLabel: View {
    let profile: Profile
    var body: some View { Text("email: \(profile.email)") }
}

struct Editor: View {
    @Bindable var profile: Profile
    var body: some View {
        VStack {
            TextField("Name", text: $profile.name)
            TextField("Email", text: $profile.email)
        }
    }
}

struct Screen: View {
    let profile: Profile
    var body: some View {
        VStack {
            NameLabel(profile: profile)
            EmailLabel(profile: profile)
            Editor(profile: profile)
        }
    }
}

let profile = Profile()
let host = try ViewHost(Screen(profile: profile))
try host.type("Grace", into: "Name")
print("model:", profile.name)
print("re-evaluated:", host.reevaluatedInLastUpdate)
print(host.lastUpdate)
print("NameLabel", host.bodyEvaluations(of: "NameLabel"), "EmailLabel", host.bodyEvaluations(of: "EmailLabel"), "Editor", host.bodyEvaluations(of: "Editor"))
print(host.value(of: "Name") ?? "none")
print(host.render(), terminator: "")
