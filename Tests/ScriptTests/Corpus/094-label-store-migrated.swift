// The label editor after migration: items are @Observable classes; the summary depends on
// each item's isEnabled it read, a row on its own title.
import Observation

@Observable
final class Label: Identifiable {
    let id: Int
    var title: String
    var isEnabled: Bool
    init(id: Int, title: String, isEnabled: Bool) {
        self.id = id
        self.title = title
        self.isEnabled = isEnabled
    }
}

@Observable
final class LabelStore {
    var labels: [Label] = [
        Label(id: 1, title: "home", isEnabled: true),
        Label(id: 2, title: "work", isEnabled: false),
    ]
}

let store = LabelStore()
func summary() {
    withObservationTracking {
        print("summary: \(store.labels.filter(\.isEnabled).count) enabled")
    } onChange: {
        print("summary invalidated")
    }
}
func row(_ label: Label) {
    withObservationTracking {
        print("row \(label.id): \(label.title)")
    } onChange: {
        print("row \(label.id) invalidated")
    }
}
summary()
row(store.labels[1])
store.labels[1].isEnabled = true
summary()
store.labels[1].title = "office"
row(store.labels[0])
store.labels[0].title = "house"
