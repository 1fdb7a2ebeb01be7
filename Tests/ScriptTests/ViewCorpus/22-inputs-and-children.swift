// A parent's re-evaluation re-creates its children's values (init calls) but re-runs a
// child's body only if its inputs changed: equal values and the same objects are the
// same inputs; a closure property always counts as changed.
import Observation
import ViewRuntime

@Observable final class Model { var count = 0 }

struct Point { var x: Int; var y: Int }

struct ValueChild: View {
    let number: Int
    let point: Point
    var body: some View { Text("value \(number) \(point.x),\(point.y)") }
}

struct ObjectChild: View {
    let model: Model
    var body: some View { Text("object") }
}

struct ClosureChild: View {
    let action: () -> Void
    var body: some View { Text("closure") }
}

struct Parent: View {
    @State var ticks = 0
    @State var number = 1
    let model: Model
    var body: some View {
        VStack {
            Text("ticks \(ticks)")
            ValueChild(number: number, point: Point(x: 1, y: 2))
            ObjectChild(model: model)
            ClosureChild(action: { print("hi") })
            Button("Tick") { ticks += 1 }
            Button("Number") { number += 1 }
        }
    }
}

let host = try ViewHost(Parent(model: Model()))
try host.tap("Tick")
print("tick:", host.reevaluatedInLastUpdate)
try host.tap("Number")
print("number:", host.lastUpdate)
print(host.render(), terminator: "")
