import ViewRuntime

/// One label. Every property a row shows is `@Published`, so the row holding it with
/// `@ObservedObject` hears about each change.
final class Label: ObservableObject, Identifiable {
    let id: Int
    @Published var title: String
    @Published var isEnabled: Bool

    init(id: Int, title: String, isEnabled: Bool = false) {
        self.id = id
        self.title = title
        self.isEnabled = isEnabled
    }
}

/// The labels. The array is published (adding, removing); a change inside a label is not a
/// change of the array, so the store forwards the one the summary depends on: `isEnabled`.
final class LabelStore: ObservableObject {
    @Published var labels: [Label] {
        didSet { watchLabels() }
    }
    private var subscriptions: [AnyCancellable] = []

    init(labels: [Label]) {
        self.labels = labels
        watchLabels()
    }

    func add(_ title: String) {
        labels.append(Label(id: (labels.map(\.id).max() ?? 0) + 1, title: title))
    }

    private func watchLabels() {
        subscriptions = labels.map { label in
            // `$isEnabled` delivers the current value on subscription: skip that one.
            var first = true
            return label.$isEnabled.sink { [weak self] _ in
                if first {
                    first = false
                    return
                }
                self?.objectWillChange.send()
            }
        }
    }
}

/// One row: it observes its own label.
struct LabelRow: View {
    @ObservedObject var label: Label

    var body: some View {
        HStack {
            Text(label.title)
            Toggle("Enabled \(label.id)", isOn: $label.isEnabled)
        }
    }
}

/// The list: a summary line, then a row per label.
struct LabelList: View {
    @ObservedObject var store: LabelStore

    var body: some View {
        VStack {
            Text("\(store.labels.filter(\.isEnabled).count) enabled")
            ForEach(store.labels) { label in
                LabelRow(label: label)
            }
        }
    }
}
