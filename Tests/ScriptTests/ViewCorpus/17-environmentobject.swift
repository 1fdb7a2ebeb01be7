// §7/§9: `.environmentObject(_:)` + `@EnvironmentObject`, the ObservableObject way —
// and its migration to `.environment(_:)` + `@Environment(T.self)`.
import Observation
import ViewRuntime

final class LegacySession: ObservableObject {
    @Published var user = "ada"
    @Published var lastSeen = 0
}

@Observable final class Session {
    var user = "ada"
    var lastSeen = 0
}

struct LegacyGreeting: View {
    @EnvironmentObject var session: LegacySession
    var body: some View { Text("hi \(session.user)") }
}

struct Greeting: View {
    @Environment(Session.self) var session
    var body: some View { Text("hello \(session.user)") }
}

struct Shell: View {
    var body: some View {
        VStack {
            LegacyGreeting()
            Greeting()
        }
    }
}

let legacy = LegacySession()
let modern = Session()
let host = try ViewHost(Shell().environmentObject(legacy).environment(modern))
legacy.lastSeen = 1
modern.lastSeen = 1
try host.update()
print("lastSeen:", host.lastUpdate)
legacy.user = "grace"
modern.user = "grace"
try host.update()
print("user:", host.lastUpdate)
print(host.render(), terminator: "")
