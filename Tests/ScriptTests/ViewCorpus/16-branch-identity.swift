// §5: if/else arms are different identities: swapping arms resets state; the same arm
// keeps it.
import Observation
import ViewRuntime

struct Tally: View {
    let label: String
    @State var count = 0
    var body: some View {
        Button("\(label) \(count)") { count += 1 }
    }
}

struct Switcher: View {
    @State var compact = false
    @State var note = "a"
    var body: some View {
        VStack {
            if compact {
                Tally(label: "compact")
            } else {
                Tally(label: "full")
            }
            Text("note \(note)")
            Button("Swap") { compact.toggle() }
            Button("Note") { note += "a" }
        }
    }
}

let host = try ViewHost(Switcher())
try host.tap("full 0")
try host.tap("full 1")
try host.tap("Note")
print(host.texts, "Tally inits:", host.initCalls(of: "Tally"))
try host.tap("Swap")
print(host.render(), terminator: "")
try host.tap("Swap")
print(host.render(), terminator: "")
print("Tally bodies:", host.bodyEvaluations(of: "Tally"))
