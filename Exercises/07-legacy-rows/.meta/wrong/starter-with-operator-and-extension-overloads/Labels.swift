import ViewRuntime

/// One label. A class: rows edit the same object the store holds.
final class Label: ObservableObject, Identifiable {
    let id: Int
    var title: String
    @Published var isEnabled: Bool

    init(id: Int, title: String, isEnabled: Bool = false) {
        self.id = id
        self.title = title
        self.isEnabled = isEnabled
    }
}

/// The labels. Adding or removing one changes the array, which is published.
final class LabelStore: ObservableObject {
    @Published var labels: [Label]

    init(labels: [Label]) {
        self.labels = labels
    }

    func add(_ title: String) {
        labels.append(Label(id: (labels.map(\.id).max() ?? 0) + 1, title: title))
    }
}

/// One row: the label's title and a toggle.
struct LabelRow: View {
    let label: Label

    var body: some View {
        HStack {
            Text(label.title)
            Toggle("Enabled \(label.id)", isOn: Binding(get: { label.isEnabled }, set: { label.isEnabled = $0 }))
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
