// A model from the environment has no `$`: make the wrapper locally in the body,
// `@Bindable var model = model`, to bind a control to it. The editor that makes the
// bindings depends on the bound properties.
import Observation
import ViewRuntime

@Observable final class Profile {
    var nickname = "ada"
    var newsletter = false
}

struct ProfileEditor: View {
    @Environment(Profile.self) var profile
    var body: some View {
        @Bindable var profile = profile
        VStack {
            TextField("Nickname", text: $profile.nickname)
            Toggle("Newsletter", isOn: $profile.newsletter)
        }
    }
}

struct Summary: View {
    @Environment(Profile.self) var profile
    var body: some View { Text("\(profile.nickname)\(profile.newsletter ? " +news" : "")") }
}

let profile = Profile()
let host = try ViewHost(VStack {
    ProfileEditor()
    Summary()
}.environment(profile))
try host.type("grace", into: "Nickname")
print(host.lastUpdate)
try host.toggle("Newsletter")
print(host.texts, profile.newsletter)
print(host.render(), terminator: "")
