import Observation
import Testing
import ViewRuntime

// Curriculum §8: rows keyed by id; the ObservableObject label editor and its migration.

struct Fruit: Identifiable, Equatable {
    let id: Int
    var name: String
}

struct FruitRow: View {
    let fruit: Fruit
    @State var taps = 0
    var body: some View {
        HStack {
            Text("\(fruit.name) \(taps)")
            Button("Tap \(fruit.id)") { taps += 1 }
        }
    }
}

struct FruitList: View {
    @State var fruits = [Fruit(id: 1, name: "apple"), Fruit(id: 2, name: "banana"), Fruit(id: 3, name: "cherry")]
    var body: some View {
        VStack {
            List(fruits) { FruitRow(fruit: $0) }
            Button("Reverse") { fruits.reverse() }
            Button("Drop first") { fruits.removeFirst() }
        }
    }
}

struct FruitListByOffset: View {
    @State var fruits = [Fruit(id: 1, name: "apple"), Fruit(id: 2, name: "banana")]
    var body: some View {
        VStack {
            ForEach(fruits.indices, id: \.self) { FruitRow(fruit: fruits[$0]) }
            Button("Reverse") { fruits.reverse() }
        }
    }
}

// The ObservableObject-era label editor.
final class EditableLabel: ObservableObject, Identifiable {
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
    @Published var labels: [EditableLabel] = [
        EditableLabel(id: 1, title: "Bug", isEnabled: true),
        EditableLabel(id: 2, title: "Feature", isEnabled: false),
    ]
}

struct LabelRow: View {
    @ObservedObject var label: EditableLabel
    var body: some View {
        HStack {
            Text(label.title)
            TextField("Title \(label.id)", text: $label.title)
            Toggle("Enabled \(label.id)", isOn: $label.isEnabled)
        }
    }
}

struct LabelEditor: View {
    @ObservedObject var store: LabelStore
    var body: some View {
        VStack {
            Text("enabled: \(store.labels.filter(\.isEnabled).count)")
            ForEach(store.labels) { LabelRow(label: $0) }
        }
    }
}

// The same editor migrated to Observation.
@Observable final class ModernLabel: Identifiable {
    let id: Int
    var title: String
    var isEnabled: Bool
    init(id: Int, title: String, isEnabled: Bool) {
        self.id = id
        self.title = title
        self.isEnabled = isEnabled
    }
}

@Observable final class ModernLabelStore {
    var labels: [ModernLabel] = [
        ModernLabel(id: 1, title: "Bug", isEnabled: true),
        ModernLabel(id: 2, title: "Feature", isEnabled: false),
    ]
}

struct ModernLabelRow: View {
    @Bindable var label: ModernLabel
    var body: some View {
        HStack {
            Text(label.title)
            TextField("Title \(label.id)", text: $label.title)
            Toggle("Enabled \(label.id)", isOn: $label.isEnabled)
        }
    }
}

struct ModernLabelEditor: View {
    let store: ModernLabelStore
    var body: some View {
        VStack {
            Text("enabled: \(store.labels.filter(\.isEnabled).count)")
            ForEach(store.labels) { ModernLabelRow(label: $0) }
        }
    }
}

@Suite struct RowsTests {
    @Test func rowsKeyedByIdKeepTheirStateWhenReordered() throws {
        let host = try ViewHost(FruitList())
        try host.tap("Tap 2")
        try host.tap("Tap 2")
        try host.tap("Tap 3")
        try host.tap("Reverse")
        #expect(host.texts == ["cherry 1", "banana 2", "apple 0"])
        try host.tap("Drop first")
        #expect(host.texts == ["banana 2", "apple 0"])
        // Reordering re-created the row values but moved, not replaced, the identities.
        #expect(host.views(of: "FruitRow").map(\.initCalls) == [3, 3])
    }

    @Test func rowsKeyedByOffsetKeepStateByPositionInstead() throws {
        let host = try ViewHost(FruitListByOffset())
        try host.tap("Tap 1")
        try host.tap("Reverse")
        // The state stayed at position 0, now showing the other fruit: the classic bug.
        #expect(host.texts == ["banana 1", "apple 0"])
    }

    @Test func observedObjectRowsUpdateButTheSummaryStaysStale() throws {
        let store = LabelStore()
        let host = try ViewHost(LabelEditor(store: store))
        #expect(host.texts == ["enabled: 1", "Bug", "Feature"])

        try host.type("Defect", into: "Title 1")
        #expect(host.reevaluatedInLastUpdate == ["LabelRow"])
        #expect(host.texts == ["enabled: 1", "Defect", "Feature"])

        try host.toggle("Enabled 2")
        #expect(store.labels.filter(\.isEnabled).count == 2)
        #expect(host.texts == ["enabled: 1", "Defect", "Feature"])  // stale summary
        #expect(host.bodyEvaluations(of: "LabelEditor") == 1)

        // Only a change of the array itself (published by the store) refreshes it.
        store.labels.append(EditableLabel(id: 3, title: "Docs", isEnabled: false))
        try host.update()
        #expect(host.texts == ["enabled: 2", "Defect", "Feature", "Docs"])
    }

    @Test func observableRowsAndSummaryBothUpdate() throws {
        let store = ModernLabelStore()
        let host = try ViewHost(ModernLabelEditor(store: store))
        try host.type("Defect", into: "Title 1")
        #expect(host.reevaluatedInLastUpdate == ["ModernLabelRow"])
        try host.toggle("Enabled 2")
        #expect(host.texts == ["enabled: 2", "Defect", "Feature"])
        // Row 2 made `$label.isEnabled`, so the toggle re-evaluates it too.
        #expect(host.reevaluatedInLastUpdate == ["ModernLabelEditor", "ModernLabelRow"])
        #expect(host.views(of: "ModernLabelRow").map(\.bodyEvaluations) == [2, 2])
    }
}
