// Views with their own init: the initializer runs at every parent re-evaluation (counted
// as init calls); wrapped properties assigned in init become their wrappers.
import Observation
import ViewRuntime

var rowInits = 0

final class Store: ObservableObject {
    @Published var names = ["ada", "grace"]
}

struct NameRow: View {
    let title: String
    @ObservedObject var store: Store
    init(index: Int, store: Store) {
        rowInits += 1
        self.title = "#\(index)"
        self.store = store
    }
    var body: some View { Text("\(title) \(store.names.count)") }
}

struct Screen: View {
    @State var refreshes = 0
    let store: Store
    var body: some View {
        VStack {
            NameRow(index: 1, store: store)
            NameRow(index: 2, store: store)
            Button("Refresh \(refreshes)") { refreshes += 1 }
        }
    }
}

let store = Store()
let host = try ViewHost(Screen(store: store))
try host.tap("Refresh 0")
print("inits:", rowInits, host.initCalls(of: "NameRow"), "bodies:", host.bodyEvaluations(of: "NameRow"))
store.names.append("linus")
try host.update()
print(host.texts, host.lastUpdate)
