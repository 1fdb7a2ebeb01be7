// A script's own modifiers in `extension View`, used on built-in and script views.
import Observation
import ViewRuntime

extension View {
    func card() -> some View {
        self.padding()
    }
    func tagged(_ tag: Int) -> some View {
        VStack {
            self
            Text("tag \(tag)")
        }
    }
}

struct Badge: View {
    @State var hits = 0
    var body: some View { Button("Badge \(hits)") { hits += 1 } }
}

struct Board: View {
    @State var round = 1
    var body: some View {
        VStack {
            Text("round \(round)").card()
            Badge().tagged(round)
            Button("Next") { round += 1 }
        }
    }
}

let host = try ViewHost(Board())
try host.tap("Badge 0")
try host.tap("Next")
print(host.render(), terminator: "")
