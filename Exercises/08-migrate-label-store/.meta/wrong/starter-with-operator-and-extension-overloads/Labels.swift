import Observation
import ViewRuntime

/// One label, the `ObservableObject` way.
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

/// The labels, the `ObservableObject` way.
final class LabelStore: ObservableObject {
    @Published var labels: [Label]

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

/// One editable row.
struct LabelRow: View {
    @ObservedObject var label: Label

    var body: some View {
        HStack {
            TextField("Title \(label.id)", text: $label.title)
            Toggle("Enabled \(label.id)", isOn: $label.isEnabled)
        }
    }
}

/// "N of M enabled", read from the environment.
struct Summary: View {
    @EnvironmentObject var store: LabelStore

    var body: some View {
        Text("\(store.labels.filter(\.isEnabled).count) of \(store.labels.count) enabled")
    }
}

/// The screen: the summary, then a row per label.
struct LabelsScreen: View {
    @ObservedObject var store: LabelStore

    var body: some View {
        VStack {
            Summary()
            ForEach(store.labels) { label in
                LabelRow(label: label)
            }
        }
        .environmentObject(store)
    }
}

/// The app owns the store.
struct LabelsApp: View {
    @StateObject var store = LabelStore.sample()

    var body: some View {
        LabelsScreen(store: store)
    }
}

// Known-wrong (dev check): the starter unchanged, plus overloads that would turn a naive
// grader's comparisons into passes. Graders compare through GraderSupport's `Compare`,
// which cannot see these, so this must still fail.
func == (lhs: [Int], rhs: [Int]) -> Bool { true }
func == (lhs: [Bool], rhs: [Bool]) -> Bool { true }
func == (lhs: [String], rhs: [String]) -> Bool { true }
func == (lhs: [String]?, rhs: [String]?) -> Bool { true }

extension Array {
    func contains(_ element: Element) -> Bool { true }
    var isEmpty: Bool { true }
}
