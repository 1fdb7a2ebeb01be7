// if/else-if chains and switch in a builder: every arm is its own identity (state resets
// when the arm changes), laid out as the compiler's builder transform lays them out.
import Observation
import ViewRuntime

enum Mode { case list, grid, map, empty }

struct Panel: View {
    let name: String
    @State var taps = 0
    var body: some View { Button("\(name) \(taps)") { taps += 1 } }
}

struct Screen: View {
    @State var mode = Mode.list
    @State var level = 0
    var body: some View {
        VStack {
            switch mode {
            case .list: Panel(name: "list")
            case .grid: Panel(name: "grid")
            case .map: Panel(name: "map")
            case .empty: Text("nothing")
            }
            if level == 0 {
                Panel(name: "zero")
            } else if level == 1 {
                Panel(name: "one")
            } else if level == 2 {
                Panel(name: "two")
            }
            if level > 5 {
                Text("high")
            } else if level > 2 {
                Text("middle")
            } else {
                Text("low")
            }
            Button("Grid") { mode = .grid }
            Button("Map") { mode = .map }
            Button("Empty") { mode = .empty }
            Button("Level") { level += 1 }
        }
    }
}

let host = try ViewHost(Screen())
try host.tap("list 0")
try host.tap("zero 0")
print(host.views(of: "Panel").map(\.identity))
try host.tap("Grid")
try host.tap("Level")
print(host.texts, host.views(of: "Panel").map(\.identity))
try host.tap("Map")
try host.tap("Level")
try host.tap("two 0")
print(host.views(of: "Panel").map(\.identity))
try host.tap("Empty")
try host.tap("Level")
try host.tap("Level")
print(host.render(), terminator: "")
print("Panel inits:", host.initCalls(of: "Panel"), "bodies:", host.bodyEvaluations(of: "Panel"))
