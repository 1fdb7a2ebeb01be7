// Grades Exercises/08-migrate-label-store: the ObservableObject label editor migrated to
// @Observable, with the Observation-era property wrappers and finer-grained updates.
import GraderSupport
import Observation
import Testing
import ViewRuntime

@testable import Exercise08MigrateLabelStore

@Suite("08 migrate the label store", .graded(exercise: "08"), .reported(exercise: "08"))
struct MigrateLabelStoreGrader {
    private func makeStore() -> LabelStore {
        LabelStore(labels: [
            Label(id: 1, title: "Bug"),
            Label(id: 2, title: "Feature", isEnabled: true),
            Label(id: 3, title: "Docs"),
        ])
    }

    @Test("the models are @Observable, not ObservableObject")
    func modelsAreObservable() {
        let store = makeStore()
        let label: Any = store.labels[0]
        let storeValue: Any = store
        #expect(
            label is any Observation.Observable, "Label does not conform to Observable; expected an @Observable class")
        #expect(
            storeValue is any Observation.Observable,
            "LabelStore does not conform to Observable; expected an @Observable class")
        #expect(!(label is any ObservableObject), "Label is still an ObservableObject; migrate it completely")
        #expect(!(storeValue is any ObservableObject), "LabelStore is still an ObservableObject; migrate it completely")
    }

    @Test("the app mounts with its sample labels")
    func appMounts() throws {
        let host = try ViewHost(LabelsApp())
        #expect(
            Compare.equal(host.texts, ["1 of 2 enabled"]),
            "LabelsApp shows \(Wording.literal(host.texts)); expected [\"1 of 2 enabled\"]")
        #expect(
            Compare.equal(host.value(of: "Title 1"), "\"Bug\""),
            "the field \"Title 1\" shows \(host.value(of: "Title 1") ?? "nothing"); expected \"Bug\"")
    }

    @Test("the summary follows the toggles")
    func summaryFollows() throws {
        let host = try ViewHost(LabelsScreen(store: makeStore()))
        try host.toggle("Enabled 1")
        #expect(
            Compare.equal(host.texts.first, "2 of 3 enabled"),
            "after enabling label 1, the summary reads \(Wording.literal(host.texts.first ?? "nothing")); expected \"2 of 3 enabled\""
        )
    }

    @Test("editing a title changes the label and re-evaluates only its row")
    func titleEditIsLocal() throws {
        let store = makeStore()
        let host = try ViewHost(LabelsScreen(store: store))
        let summaryBefore = host.bodyEvaluations(of: "Summary")
        let rowsBefore = host.views(of: "LabelRow").map(\.bodyEvaluations)
        try host.type("Urgent", into: "Title 2")
        let second = store.labels[1]
        #expect(
            Compare.equal(second.title, "Urgent"),
            "after typing \"Urgent\" into \"Title 2\", label 2's title is \(Wording.literal(second.title)); expected \"Urgent\""
        )
        let summaryAfter = host.bodyEvaluations(of: "Summary")
        #expect(
            Compare.equal(summaryAfter, summaryBefore),
            "the summary was re-evaluated \(Wording.times(summaryAfter - summaryBefore)) after a title edit; expected 0 — it does not show titles"
        )
        let rowsAfter = host.views(of: "LabelRow").map(\.bodyEvaluations)
        if rowsBefore.count == 3, rowsAfter.count == 3 {
            #expect(
                Compare.equal(rowsAfter[0], rowsBefore[0]),
                "row 1 was re-evaluated \(Wording.times(rowsAfter[0] - rowsBefore[0])) after label 2's title was edited; expected 0"
            )
        } else {
            Issue.record("expected 3 LabelRow views, found \(rowsAfter.count)")
        }
    }

    @Test("an added label gets a row and counts")
    func addedLabel() throws {
        let store = makeStore()
        let host = try ViewHost(LabelsScreen(store: store))
        store.add("Question")
        try host.update()
        #expect(
            Compare.equal(host.texts.first, "1 of 4 enabled"),
            "after store.add(\"Question\"), the summary reads \(Wording.literal(host.texts.first ?? "nothing")); expected \"1 of 4 enabled\""
        )
        #expect(
            Compare.equal(host.value(of: "Title 4"), "\"Question\""),
            "after store.add(\"Question\"), the field \"Title 4\" shows \(host.value(of: "Title 4") ?? "nothing"); expected \"Question\""
        )
    }
}
