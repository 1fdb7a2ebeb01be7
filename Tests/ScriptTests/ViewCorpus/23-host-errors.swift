// Host errors are Swift errors: an unknown control fails only that action; the host
// keeps working.
import Observation
import ViewRuntime

struct Panel: View {
    @State var taps = 0
    var body: some View {
        VStack {
            Button("Tap \(taps)") { taps += 1 }
            Button("Tap \(taps)") { taps += 10 }
        }
    }
}

let host = try ViewHost(Panel())
do {
    try host.tap("Missing")
} catch {
    print("error:", error)
}
do {
    try host.type("x", into: "Tap 0")
} catch {
    print("error:", error)
}
try host.tap("Tap 0", occurrence: 1)
print(host.texts, host.hasPendingUpdates)
do {
    try host.tap("Tap 10", occurrence: 2)
} catch {
    print("error:", error)
}
try host.tap("Tap 10")
print(host.render(), terminator: "")
