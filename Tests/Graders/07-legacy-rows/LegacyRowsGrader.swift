// Grades Exercises/07-legacy-rows: with ObservableObject, a row must hold its item with
// @ObservedObject and the item must publish what the row shows; a summary needs aggregation.
import GraderSupport
import Testing
import ViewRuntime

@testable import Exercise07LegacyRows

@Suite("07 legacy rows", .graded(exercise: "07"), .reported(exercise: "07"))
struct LegacyRowsGrader {
    private func makeStore() -> LabelStore {
        LabelStore(labels: [
            Label(id: 1, title: "Bug"),
            Label(id: 2, title: "Feature", isEnabled: true),
            Label(id: 3, title: "Docs"),
        ])
    }

    @Test("renaming a label shows in its row")
    func renameShows() throws {
        let store = makeStore()
        let host = try ViewHost(LabelList(store: store))
        let second = store.labels[1]
        second.title = "Urgent"
        try host.update()
        #expect(
            Compare.contains(host.texts, "Urgent"),
            "after setting label 2's title to \"Urgent\", the screen shows \(Wording.literal(host.texts)); expected it to include \"Urgent\""
        )
    }

    @Test("a row's toggle shows the label's state after it is flipped")
    func toggleShows() throws {
        let store = makeStore()
        let host = try ViewHost(LabelList(store: store))
        try host.toggle("Enabled 1")
        let first = store.labels[0]
        #expect(first.isEnabled, "flipping the toggle \"Enabled 1\" left label 1 disabled")
        let shown = host.value(of: "Enabled 1") ?? "nothing"
        #expect(Compare.equal(shown, "on"), "after flipping \"Enabled 1\", the toggle shows \(shown); expected on")
    }

    @Test("renaming one label re-evaluates its row only")
    func renameIsLocal() throws {
        let store = makeStore()
        let host = try ViewHost(LabelList(store: store))
        let rowsBefore = host.views(of: "LabelRow").map(\.bodyEvaluations)
        let listBefore = host.bodyEvaluations(of: "LabelList")
        let second = store.labels[1]
        second.title = "Urgent"
        try host.update()
        let rowsAfter = host.views(of: "LabelRow").map(\.bodyEvaluations)
        guard rowsBefore.count == 3, rowsAfter.count == 3 else {
            Issue.record("expected 3 LabelRow views, found \(rowsAfter.count)")
            return
        }
        #expect(
            Compare.equal(rowsAfter[1], rowsBefore[1] + 1),
            "row 2 was re-evaluated \(Wording.times(rowsAfter[1] - rowsBefore[1])) after its label was renamed; expected once"
        )
        #expect(
            Compare.equal(rowsAfter[0], rowsBefore[0]),
            "row 1 was re-evaluated \(Wording.times(rowsAfter[0] - rowsBefore[0])) after label 2 was renamed; expected 0"
        )
        let listAfter = host.bodyEvaluations(of: "LabelList")
        #expect(
            Compare.equal(listAfter, listBefore),
            "the list was re-evaluated \(Wording.times(listAfter - listBefore)) after label 2 was renamed; expected 0 — forward only what the summary needs"
        )
    }

    @Test("the summary follows the toggles")
    func summaryFollows() throws {
        let host = try ViewHost(LabelList(store: makeStore()))
        try host.toggle("Enabled 1")
        #expect(
            Compare.equal(host.texts.first, "2 enabled"),
            "after enabling label 1 (label 2 was already enabled), the summary reads \(Wording.literal(host.texts.first ?? "nothing")); expected \"2 enabled\""
        )
        try host.toggle("Enabled 2")
        #expect(
            Compare.equal(host.texts.first, "1 enabled"),
            "after disabling label 2, the summary reads \(Wording.literal(host.texts.first ?? "nothing")); expected \"1 enabled\""
        )
    }

    @Test("an added label gets a row, and its toggle counts")
    func addedLabel() throws {
        let store = makeStore()
        let host = try ViewHost(LabelList(store: store))
        store.add("Question")
        try host.update()
        #expect(
            Compare.contains(host.texts, "Question"),
            "after store.add(\"Question\"), the screen shows \(Wording.literal(host.texts)); expected it to include \"Question\""
        )
        try host.toggle("Enabled 4")
        #expect(
            Compare.equal(host.texts.first, "2 enabled"),
            "after enabling the added label, the summary reads \(Wording.literal(host.texts.first ?? "nothing")); expected \"2 enabled\""
        )
    }
}
