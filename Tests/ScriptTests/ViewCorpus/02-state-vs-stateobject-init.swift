// §5: `@State var m = M()` evaluates M() at every init of the view (each parent rebuild);
// `@StateObject` evaluates its autoclosure once per identity.
import Observation
import ViewRuntime

var observableInits = 0
var legacyInits = 0

@Observable final class Loader {
    var items: [String] = []
    init() { observableInits += 1 }
}

final class LegacyLoader: ObservableObject {
    @Published var items: [String] = []
    init() { legacyInits += 1 }
}

struct ModernChild: View {
    @State var loader = Loader()
    var body: some View { Text("modern \(loader.items.count)") }
}

struct LegacyChild: View {
    @StateObject var loader = LegacyLoader()
    var body: some View { Text("legacy \(loader.items.count)") }
}

struct Parent: View {
    @State var rebuilds = 0
    var body: some View {
        VStack {
            Text("rebuilds \(rebuilds)")
            ModernChild()
            LegacyChild()
            Button("Rebuild") { rebuilds += 1 }
        }
    }
}

let host = try ViewHost(Parent())
for _ in 1...5 { try host.tap("Rebuild") }
print("Loader() ran", observableInits, "times")
print("LegacyLoader() ran", legacyInits, "times")
print("ModernChild inits:", host.initCalls(of: "ModernChild"), "bodies:", host.bodyEvaluations(of: "ModernChild"))
print("LegacyChild inits:", host.initCalls(of: "LegacyChild"), "bodies:", host.bodyEvaluations(of: "LegacyChild"))
print(host.render(), terminator: "")
