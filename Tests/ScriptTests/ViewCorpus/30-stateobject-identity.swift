// @StateObject's autoclosure runs once per identity: a new identity (branch swap, new
// .id) makes a new object; re-evaluations of the parent do not.
import Observation
import ViewRuntime

var made = 0

final class Session: ObservableObject {
    let number: Int
    @Published var hits = 0
    init() {
        made += 1
        number = made
    }
}

struct SessionView: View {
    @StateObject var session = Session()
    var body: some View {
        Button("session \(session.number) hits \(session.hits)") { session.hits += 1 }
    }
}

struct Root: View {
    @State var generation = 0
    @State var ticks = 0
    var body: some View {
        VStack {
            SessionView().id(generation)
            Button("Tick") { ticks += 1 }
            Button("New generation") { generation += 1 }
        }
    }
}

let host = try ViewHost(Root())
try host.tap("session 1 hits 0")
try host.tap("Tick")
try host.tap("Tick")
print(host.texts.isEmpty, made)
try host.tap("New generation")
print("made:", made)
print(host.render(), terminator: "")
