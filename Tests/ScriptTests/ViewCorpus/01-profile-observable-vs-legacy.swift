// §1: a view reading only `name`. ObservableObject: every @Published change re-evaluates
// the holder. @Observable: only a change of what the body read.
import Observation
import ViewRuntime

final class LegacyProfile: ObservableObject {
    @Published var name = "Ada"
    @Published var email = "ada@example.com"
    @Published var preferences = ["dark"]
}

@Observable final class UserProfile {
    var name = "Ada"
    var email = "ada@example.com"
    var preferences = ["dark"]
}

struct LegacyNameView: View {
    @ObservedObject var profile: LegacyProfile
    var body: some View { Text("Hello, \(profile.name)") }
}

struct NameView: View {
    let profile: UserProfile
    var body: some View { Text("Hello, \(profile.name)") }
}

let legacy = LegacyProfile()
let legacyHost = try ViewHost(LegacyNameView(profile: legacy))
legacy.email = "ada@lovelace.org"
try legacyHost.update()
legacy.preferences.append("compact")
try legacyHost.update()
print("ObservableObject bodies:", legacyHost.bodyEvaluations(of: "LegacyNameView"))
print(legacyHost.lastUpdate)

let profile = UserProfile()
let host = try ViewHost(NameView(profile: profile))
profile.email = "ada@lovelace.org"
try host.update()
profile.preferences.append("compact")
try host.update()
print("@Observable bodies:", host.bodyEvaluations(of: "NameView"))
profile.name = "Grace"
try host.update()
print("after name change:", host.bodyEvaluations(of: "NameView"))
print(host.lastUpdate)
print(host.render(), terminator: "")
