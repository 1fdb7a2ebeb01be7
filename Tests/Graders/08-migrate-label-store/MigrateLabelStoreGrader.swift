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
            label is any Observation.Observable,
            say(
                "Label does not conform to Observable; expected an @Observable class",
                fr: "Label ne se conforme pas à Observable ; attendu : une classe @Observable",
                zh: "Label 没有遵循 Observable；预期是一个 @Observable 类",
                ja: "Label は Observable に準拠していません。@Observable なクラスであることを期待しています"))
        #expect(
            storeValue is any Observation.Observable,
            say(
                "LabelStore does not conform to Observable; expected an @Observable class",
                fr: "LabelStore ne se conforme pas à Observable ; attendu : une classe @Observable",
                zh: "LabelStore 没有遵循 Observable；预期是一个 @Observable 类",
                ja: "LabelStore は Observable に準拠していません。@Observable なクラスであることを期待しています"))
        #expect(
            !(label is any ObservableObject),
            say(
                "Label is still an ObservableObject; migrate it completely",
                fr: "Label est encore un ObservableObject ; migrez-le complètement",
                zh: "Label 仍然是 ObservableObject；请完整地迁移它", ja: "Label はまだ ObservableObject です。完全に移行してください"))
        #expect(
            !(storeValue is any ObservableObject),
            say(
                "LabelStore is still an ObservableObject; migrate it completely",
                fr: "LabelStore est encore un ObservableObject ; migrez-le complètement",
                zh: "LabelStore 仍然是 ObservableObject；请完整地迁移它", ja: "LabelStore はまだ ObservableObject です。完全に移行してください"))
    }

    @Test("the app mounts with its sample labels")
    func appMounts() throws {
        let host = try ViewHost(LabelsApp())
        #expect(
            Compare.equal(host.texts, ["1 of 2 enabled"]),
            say(
                "LabelsApp shows \(Wording.literal(host.texts)); expected [\"1 of 2 enabled\"]",
                fr: "LabelsApp affiche \(Wording.literal(host.texts)) ; attendu : [\"1 of 2 enabled\"]",
                zh: "LabelsApp 显示 \(Wording.literal(host.texts))；预期 [\"1 of 2 enabled\"]",
                ja: "LabelsApp の表示は \(Wording.literal(host.texts)) でした。期待は [\"1 of 2 enabled\"] です"))
        #expect(
            Compare.equal(host.value(of: "Title 1"), "\"Bug\""),
            say(
                "the field \"Title 1\" shows \(host.value(of: "Title 1") ?? "nothing"); expected \"Bug\"",
                fr: "le champ \"Title 1\" affiche \(host.value(of: "Title 1") ?? "rien") ; attendu : \"Bug\"",
                zh: "输入框 \"Title 1\" 显示 \(host.value(of: "Title 1") ?? "（空）")；预期 \"Bug\"",
                ja: "フィールド \"Title 1\" の表示は \(host.value(of: "Title 1") ?? "（なし）") でした。期待は \"Bug\" です"))
    }

    @Test("the summary follows the toggles")
    func summaryFollows() throws {
        let host = try ViewHost(LabelsScreen(store: makeStore()))
        try host.toggle("Enabled 1")
        #expect(
            Compare.equal(host.texts.first, "2 of 3 enabled"),
            say(
                "after enabling label 1, the summary reads \(Wording.literal(host.texts.first ?? "nothing")); expected \"2 of 3 enabled\"",
                fr:
                    "après avoir activé le label 1, le résumé affiche \(Wording.literal(host.texts.first ?? "rien")) ; attendu : \"2 of 3 enabled\"",
                zh: "启用标签 1 后，摘要显示 \(Wording.literal(host.texts.first ?? "（空）"))；预期 \"2 of 3 enabled\"",
                ja:
                    "ラベル 1 を有効にした後、サマリーの表示は \(Wording.literal(host.texts.first ?? "（なし）")) でした。期待は \"2 of 3 enabled\" です"
            )
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
            say(
                "after typing \"Urgent\" into \"Title 2\", label 2's title is \(Wording.literal(second.title)); expected \"Urgent\"",
                fr:
                    "après avoir tapé \"Urgent\" dans \"Title 2\", le titre du label 2 est \(Wording.literal(second.title)) ; attendu : \"Urgent\"",
                zh: "在 \"Title 2\" 中输入 \"Urgent\" 后，标签 2 的 title 是 \(Wording.literal(second.title))；预期 \"Urgent\"",
                ja:
                    "\"Title 2\" に \"Urgent\" と入力した後、ラベル 2 の title は \(Wording.literal(second.title)) でした。期待は \"Urgent\" です"
            )
        )
        let summaryAfter = host.bodyEvaluations(of: "Summary")
        #expect(
            Compare.equal(summaryAfter, summaryBefore),
            say(
                "the summary was re-evaluated \(Wording.times(summaryAfter - summaryBefore)) after a title edit; expected 0 — it does not show titles",
                fr:
                    "le résumé a été réévalué \(Wording.times(summaryAfter - summaryBefore)) après la modification d'un titre ; attendu : 0 fois — il n'affiche aucun titre",
                zh: "修改标题后，摘要被重新求值了 \(Wording.times(summaryAfter - summaryBefore))；预期 0 次 —— 摘要并不显示标题",
                ja:
                    "タイトルを編集した後、サマリーが \(Wording.times(summaryAfter - summaryBefore))再評価されました。期待は 0 回です — サマリーはタイトルを表示しません",
                at: .in("Summary", at: "body")
            )
        )
        let rowsAfter = host.views(of: "LabelRow").map(\.bodyEvaluations)
        if rowsBefore.count == 3, rowsAfter.count == 3 {
            #expect(
                Compare.equal(rowsAfter[0], rowsBefore[0]),
                say(
                    "row 1 was re-evaluated \(Wording.times(rowsAfter[0] - rowsBefore[0])) after label 2's title was edited; expected 0",
                    fr:
                        "la ligne 1 a été réévaluée \(Wording.times(rowsAfter[0] - rowsBefore[0])) après la modification du titre du label 2 ; attendu : 0 fois",
                    zh: "修改标签 2 的标题后，第 1 行被重新求值了 \(Wording.times(rowsAfter[0] - rowsBefore[0]))；预期 0 次",
                    ja: "ラベル 2 のタイトルを編集した後、1 行目が \(Wording.times(rowsAfter[0] - rowsBefore[0]))再評価されました。期待は 0 回です")
            )
        } else {
            Issue.record(
                say(
                    "expected 3 LabelRow views, found \(rowsAfter.count)",
                    fr: "attendu : 3 vues LabelRow, trouvé : \(rowsAfter.count)",
                    zh: "预期有 3 个 LabelRow 视图，实际找到 \(rowsAfter.count) 个",
                    ja: "LabelRow の view は 3 つのはずですが、\(rowsAfter.count) つ見つかりました"))
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
            say(
                "after store.add(\"Question\"), the summary reads \(Wording.literal(host.texts.first ?? "nothing")); expected \"1 of 4 enabled\"",
                fr:
                    "après store.add(\"Question\"), le résumé affiche \(Wording.literal(host.texts.first ?? "rien")) ; attendu : \"1 of 4 enabled\"",
                zh:
                    "store.add(\"Question\") 之后，摘要显示 \(Wording.literal(host.texts.first ?? "（空）"))；预期 \"1 of 4 enabled\"",
                ja:
                    "store.add(\"Question\") の後、サマリーの表示は \(Wording.literal(host.texts.first ?? "（なし）")) でした。期待は \"1 of 4 enabled\" です"
            )
        )
        #expect(
            Compare.equal(host.value(of: "Title 4"), "\"Question\""),
            say(
                "after store.add(\"Question\"), the field \"Title 4\" shows \(host.value(of: "Title 4") ?? "nothing"); expected \"Question\"",
                fr:
                    "après store.add(\"Question\"), le champ \"Title 4\" affiche \(host.value(of: "Title 4") ?? "rien") ; attendu : \"Question\"",
                zh:
                    "store.add(\"Question\") 之后，输入框 \"Title 4\" 显示 \(host.value(of: "Title 4") ?? "（空）")；预期 \"Question\"",
                ja:
                    "store.add(\"Question\") の後、フィールド \"Title 4\" の表示は \(host.value(of: "Title 4") ?? "（なし）") でした。期待は \"Question\" です"
            )
        )
    }
}
