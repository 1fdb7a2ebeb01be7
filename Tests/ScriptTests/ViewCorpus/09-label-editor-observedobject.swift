// §8: an ObservableObject store of class items. Each row observes its own item and
// updates; the parent summary counts enabled items but observes only the store: stale.
import Observation
import ViewRuntime

final class Label: ObservableObject, Identifiable {
    let id: Int
    @Published var title: String
    @Published var isEnabled: Bool
    init(id: Int, title: String, isEnabled: Bool) {
        self.id = id
        self.title = title
        self.isEnabled = isEnabled
    }
}

final class LabelStore: ObservableObject {
    @Published var labels = [
        Label(id: 1, title: "urgent", isEnabled: true),
        Label(id: 2, title: "home", isEnabled: false),
    ]
}

struct LabelRow: View {
    @ObservedObject var label: Label
    var body: some View {
        VStack {
            TextField("Title \(label.id)", text: $label.title)
            Toggle(label.title, isOn: $label.isEnabled)
        }
    }
}

struct LabelEditor: View {
    @ObservedObject var store: LabelStore
    var body: some View {
        VStack {
            Text("\(store.labels.filter { $0.isEnabled }.count) enabled")
            ForEach(store.labels) { label in
                LabelRow(label: label)
            }
        }
    }
}

let store = LabelStore()
let host = try ViewHost(LabelEditor(store: store))
try host.toggle("home")
print(host.texts, "model:", store.labels.filter { $0.isEnabled }.count)
print(host.lastUpdate)
try host.type("later", into: "Title 2")
print(host.lastUpdate)
store.labels.append(Label(id: 3, title: "work", isEnabled: true))
try host.update()
print(host.texts)
print(host.lastUpdate)
print(host.render(), terminator: "")
