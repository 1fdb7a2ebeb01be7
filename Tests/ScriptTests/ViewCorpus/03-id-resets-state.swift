// §5/§8: `.id(_:)` is identity. A new value (UUID()) is a new view: its state starts over.
import Foundation
import Observation
import ViewRuntime

struct Counter: View {
    @State var count = 0
    var body: some View {
        HStack {
            Text("count \(count)")
            Button("+1") { count += 1 }
        }
    }
}

struct Screen: View {
    @State var refreshes = 0
    @State var stable = true
    var body: some View {
        VStack {
            if stable {
                Counter().id(1)
            } else {
                Counter().id(UUID())
            }
            Button("Refresh") { refreshes += 1 }
            Button("Unstable") { stable = false }
        }
    }
}

let host = try ViewHost(Screen())
try host.tap("+1")
try host.tap("+1")
print(host.texts)
try host.tap("Refresh")
print("stable id after refresh:", host.texts)
try host.tap("Unstable")
try host.tap("+1")
print("unstable:", host.texts)
try host.tap("Refresh")
print("UUID id after refresh:", host.texts)
print(host.render(), terminator: "")
print("Counter bodies:", host.bodyEvaluations(of: "Counter"))
