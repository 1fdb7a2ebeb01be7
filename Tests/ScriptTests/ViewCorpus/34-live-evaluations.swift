// `onEvaluation` reports each body evaluation as it happens (what the REPL shows live).
import Observation
import ViewRuntime

@Observable final class Model { var count = 0; var name = "a" }

struct CountView: View {
    let model: Model
    var body: some View { Text("count \(model.count)") }
}

struct NameView: View {
    let model: Model
    var body: some View { Text("name \(model.name)") }
}

let model = Model()
let host = try ViewHost(VStack {
    CountView(model: model)
    NameView(model: model)
}, onEvaluation: { evaluation in
    print("evaluated", evaluation.typeName, "-", evaluation.reason, "at", evaluation.identity)
})
model.count += 1
print("before update")
try host.update()
model.name = "b"
model.count += 1
try host.update()
print(host.lastUpdate.map(\.description))
