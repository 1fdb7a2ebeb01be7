import Observation
import ViewRuntime

/// One label: `@Observable`, plain `var`s.
@Observable
final class Label: Identifiable {
    let id: Int
    var title: String
    var isEnabled: Bool

    init(id: Int, title: String, isEnabled: Bool = false) {
        self.id = id
        self.title = title
        self.isEnabled = isEnabled
    }
}

/// The labels: `@Observable`.
@Observable
final class LabelStore {
    var labels: [Label]

    init(labels: [Label]) {
        self.labels = labels
    }

    static func sample() -> LabelStore {
        LabelStore(labels: [Label(id: 1, title: "Bug"), Label(id: 2, title: "Feature", isEnabled: true)])
    }

    func add(_ title: String) {
        labels.append(Label(id: (labels.map(\.id).max() ?? 0) + 1, title: title))
    }
}

/// One editable row: `@ObservedObject` becomes `@Bindable` (it edits the label).
struct LabelRow: View {
    @Bindable var label: Label

    var body: some View {
        HStack {
            TextField("Title \(label.id)", text: $label.title)
            Toggle("Enabled \(label.id)", isOn: $label.isEnabled)
        }
    }
}

/// `@EnvironmentObject` becomes `@Environment(LabelStore.self)`. Reading each label's
/// `isEnabled` makes the summary depend on it: no forwarding needed any more.
struct Summary: View {
    @Environment(LabelStore.self) var store

    var body: some View {
        // Known-wrong: skipping blank labels reads every title, so a title edit
        // re-evaluates the summary too.
        Text("\(store.labels.filter { $0.isEnabled && !$0.title.isEmpty }.count) of \(store.labels.count) enabled")
    }
}

/// `@ObservedObject` becomes a plain property: the screen only reads the store.
struct LabelsScreen: View {
    let store: LabelStore

    var body: some View {
        VStack {
            Summary()
            ForEach(store.labels) { label in
                LabelRow(label: label)
            }
        }
        .environment(store)
    }
}

/// `@StateObject` becomes `@State`. (Cheap to create, so eager evaluation is harmless.)
struct LabelsApp: View {
    @State var store = LabelStore.sample()

    var body: some View {
        LabelsScreen(store: store)
    }
}
