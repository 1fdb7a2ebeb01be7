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
            say(
                "after setting label 2's title to \"Urgent\", the screen shows \(Wording.literal(host.texts)); expected it to include \"Urgent\"",
                fr:
                    "après avoir mis le titre du label 2 à \"Urgent\", l'écran affiche \(Wording.literal(host.texts)) ; attendu : qu'il contienne \"Urgent\"",
                zh: "把标签 2 的 title 设为 \"Urgent\" 后，屏幕显示 \(Wording.literal(host.texts))；预期其中包含 \"Urgent\"",
                ja:
                    "ラベル 2 の title を \"Urgent\" にした後、画面の表示は \(Wording.literal(host.texts)) でした。\"Urgent\" が含まれることを期待しています"
            )
        )
    }

    @Test("a row's toggle shows the label's state after it is flipped")
    func toggleShows() throws {
        let store = makeStore()
        let host = try ViewHost(LabelList(store: store))
        try host.toggle("Enabled 1")
        let first = store.labels[0]
        #expect(
            first.isEnabled,
            say(
                "flipping the toggle \"Enabled 1\" left label 1 disabled",
                fr: "basculer l'interrupteur \"Enabled 1\" a laissé le label 1 désactivé",
                zh: "切换开关 \"Enabled 1\" 后，标签 1 仍然是禁用的", ja: "トグル \"Enabled 1\" を切り替えても、ラベル 1 は無効のままでした"))
        let shown = host.value(of: "Enabled 1") ?? "nothing"
        #expect(
            Compare.equal(shown, "on"),
            say(
                "after flipping \"Enabled 1\", the toggle shows \(shown); expected on",
                fr: "après avoir basculé \"Enabled 1\", l'interrupteur affiche \(shown) ; attendu : activé",
                zh: "切换 \"Enabled 1\" 后，开关显示 \(shown)；预期为开启", ja: "\"Enabled 1\" を切り替えた後、トグルの表示は \(shown) でした。期待はオンです"))
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
            Issue.record(
                say(
                    "expected 3 LabelRow views, found \(rowsAfter.count)",
                    fr: "attendu : 3 vues LabelRow, trouvé : \(rowsAfter.count)",
                    zh: "预期有 3 个 LabelRow 视图，实际找到 \(rowsAfter.count) 个",
                    ja: "LabelRow の view は 3 つのはずですが、\(rowsAfter.count) つ見つかりました"))
            return
        }
        #expect(
            Compare.equal(rowsAfter[1], rowsBefore[1] + 1),
            say(
                "row 2 was re-evaluated \(Wording.times(rowsAfter[1] - rowsBefore[1])) after its label was renamed; expected once",
                fr:
                    "la ligne 2 a été réévaluée \(Wording.times(rowsAfter[1] - rowsBefore[1])) après le renommage de son label ; attendu : une fois",
                zh: "第 2 行的标签改名后，该行被重新求值了 \(Wording.times(rowsAfter[1] - rowsBefore[1]))；预期 1 次",
                ja: "ラベルの名前を変えた後、2 行目が \(Wording.times(rowsAfter[1] - rowsBefore[1]))再評価されました。期待は 1 回です")
        )
        #expect(
            Compare.equal(rowsAfter[0], rowsBefore[0]),
            say(
                "row 1 was re-evaluated \(Wording.times(rowsAfter[0] - rowsBefore[0])) after label 2 was renamed; expected 0",
                fr:
                    "la ligne 1 a été réévaluée \(Wording.times(rowsAfter[0] - rowsBefore[0])) après le renommage du label 2 ; attendu : 0 fois",
                zh: "标签 2 改名后，第 1 行被重新求值了 \(Wording.times(rowsAfter[0] - rowsBefore[0]))；预期 0 次",
                ja: "ラベル 2 の名前を変えた後、1 行目が \(Wording.times(rowsAfter[0] - rowsBefore[0]))再評価されました。期待は 0 回です")
        )
        let listAfter = host.bodyEvaluations(of: "LabelList")
        #expect(
            Compare.equal(listAfter, listBefore),
            say(
                "the list was re-evaluated \(Wording.times(listAfter - listBefore)) after label 2 was renamed; expected 0 — forward only what the summary needs",
                fr:
                    "la liste a été réévaluée \(Wording.times(listAfter - listBefore)) après le renommage du label 2 ; attendu : 0 fois — ne transmettez que ce dont le résumé a besoin",
                zh: "标签 2 改名后，列表被重新求值了 \(Wording.times(listAfter - listBefore))；预期 0 次 —— 只传递摘要需要的数据",
                ja:
                    "ラベル 2 の名前を変えた後、リストが \(Wording.times(listAfter - listBefore))再評価されました。期待は 0 回です — サマリーに必要なものだけを渡しましょう"
            )
        )
    }

    @Test("the summary follows the toggles")
    func summaryFollows() throws {
        let host = try ViewHost(LabelList(store: makeStore()))
        try host.toggle("Enabled 1")
        #expect(
            Compare.equal(host.texts.first, "2 enabled"),
            say(
                "after enabling label 1 (label 2 was already enabled), the summary reads \(Wording.literal(host.texts.first ?? "nothing")); expected \"2 enabled\"",
                fr:
                    "après avoir activé le label 1 (le label 2 l'était déjà), le résumé affiche \(Wording.literal(host.texts.first ?? "rien")) ; attendu : \"2 enabled\"",
                zh: "启用标签 1（标签 2 已经启用）后，摘要显示 \(Wording.literal(host.texts.first ?? "（空）"))；预期 \"2 enabled\"",
                ja:
                    "ラベル 1 を有効にした後（ラベル 2 はすでに有効）、サマリーの表示は \(Wording.literal(host.texts.first ?? "（なし）")) でした。期待は \"2 enabled\" です"
            )
        )
        try host.toggle("Enabled 2")
        #expect(
            Compare.equal(host.texts.first, "1 enabled"),
            say(
                "after disabling label 2, the summary reads \(Wording.literal(host.texts.first ?? "nothing")); expected \"1 enabled\"",
                fr:
                    "après avoir désactivé le label 2, le résumé affiche \(Wording.literal(host.texts.first ?? "rien")) ; attendu : \"1 enabled\"",
                zh: "禁用标签 2 后，摘要显示 \(Wording.literal(host.texts.first ?? "（空）"))；预期 \"1 enabled\"",
                ja: "ラベル 2 を無効にした後、サマリーの表示は \(Wording.literal(host.texts.first ?? "（なし）")) でした。期待は \"1 enabled\" です")
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
            say(
                "after store.add(\"Question\"), the screen shows \(Wording.literal(host.texts)); expected it to include \"Question\"",
                fr:
                    "après store.add(\"Question\"), l'écran affiche \(Wording.literal(host.texts)) ; attendu : qu'il contienne \"Question\"",
                zh: "store.add(\"Question\") 之后，屏幕显示 \(Wording.literal(host.texts))；预期其中包含 \"Question\"",
                ja: "store.add(\"Question\") の後、画面の表示は \(Wording.literal(host.texts)) でした。\"Question\" が含まれることを期待しています")
        )
        try host.toggle("Enabled 4")
        #expect(
            Compare.equal(host.texts.first, "2 enabled"),
            say(
                "after enabling the added label, the summary reads \(Wording.literal(host.texts.first ?? "nothing")); expected \"2 enabled\"",
                fr:
                    "après avoir activé le label ajouté, le résumé affiche \(Wording.literal(host.texts.first ?? "rien")) ; attendu : \"2 enabled\"",
                zh: "启用新添加的标签后，摘要显示 \(Wording.literal(host.texts.first ?? "（空）"))；预期 \"2 enabled\"",
                ja: "追加したラベルを有効にした後、サマリーの表示は \(Wording.literal(host.texts.first ?? "（なし）")) でした。期待は \"2 enabled\" です")
        )
    }
}
