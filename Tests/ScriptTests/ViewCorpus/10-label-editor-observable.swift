// §8 migrated: @Observable items; rows edit through @Bindable (a row that made
// `$label.title` depends on title), the summary read every item's isEnabled so it updates too.
import Observation
import ViewRuntime

@Observable final class Label: Identifiable {
    let id: Int
    var title: String
    var isEnabled: Bool
    init(id: Int, title: String, isEnabled: Bool) {
        self.id = id
        self.title = title
        self.isEnabled = isEnabled
    }
}

@Observable final class LabelStore {
    var labels = [
        Label(id: 1, title: "urgent", isEnabled: true),
        Label(id: 2, title: "home", isEnabled: false),
    ]
}

struct LabelRow: View {
    @Bindable var label: Label
    var body: some View {
        VStack {
            TextField("Title \(label.id)", text: $label.title)
            Toggle(label.title, isOn: $label.isEnabled)
        }
    }
}

struct LabelEditor: View {
    let store: LabelStore
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
print(host.texts)
print(host.lastUpdate)
try host.type("later", into: "Title 2")
print(host.lastUpdate)
store.labels.append(Label(id: 3, title: "work", isEnabled: true))
try host.update()
print(host.texts)
print(host.lastUpdate)
print(host.render(), terminator: "")
