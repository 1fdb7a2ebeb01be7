// Grades Exercises/05-bindable-editor-row: a row edits its @Observable model through
// @Bindable's projected bindings; only the edited row (and readers of the name) update.
import GraderSupport
import Testing
import ViewRuntime

@testable import Exercise05BindableEditorRow

@Suite("05 @Bindable editor row", .graded(exercise: "05"), .reported(exercise: "05"))
struct BindableEditorRowGrader {
    private func makeContacts() -> [Contact] {
        [
            Contact(id: 1, name: "Ada", email: "ada@example.com"),
            Contact(id: 2, name: "Linus", email: "linus@example.com"),
        ]
    }

    @Test("typing into a row's field changes the contact")
    func typingEditsTheModel() throws {
        let contacts = makeContacts()
        let host = try ViewHost(ContactList(contacts: contacts))
        try host.type("Grace", into: "Name 1")
        #expect(
            Compare.equal(contacts[0].name, "Grace"),
            say(
                "after typing \"Grace\" into the field \"Name 1\", contact 1's name is \(Wording.literal(contacts[0].name)); expected \"Grace\" — is the field bound to the row's own copy?",
                fr:
                    "après avoir tapé \"Grace\" dans le champ \"Name 1\", le nom du contact 1 est \(Wording.literal(contacts[0].name)) ; attendu : \"Grace\" — le champ est-il lié à la copie propre à la ligne ?",
                zh:
                    "在输入框 \"Name 1\" 中输入 \"Grace\" 后，联系人 1 的 name 是 \(Wording.literal(contacts[0].name))；预期 \"Grace\" —— 输入框是不是绑定到了行自己的副本上？",
                ja:
                    "フィールド \"Name 1\" に \"Grace\" と入力した後、連絡先 1 の name は \(Wording.literal(contacts[0].name)) でした。期待は \"Grace\" です — フィールドが行自身のコピーにバインドされていませんか？"
            )
        )
    }

    @Test("the header shows the edited name")
    func headerUpdates() throws {
        let host = try ViewHost(ContactList(contacts: makeContacts()))
        try host.type("Grace", into: "Name 1")
        let header = host.texts.first { $0.hasPrefix("Contacts:") } ?? "nothing"
        #expect(
            Compare.equal(header, "Contacts: Grace, Linus"),
            say(
                "after typing \"Grace\" into \"Name 1\", the header reads \(Wording.literal(header)); expected \"Contacts: Grace, Linus\"",
                fr:
                    "après avoir tapé \"Grace\" dans \"Name 1\", l'en-tête affiche \(Wording.literal(header)) ; attendu : \"Contacts: Grace, Linus\"",
                zh: "在 \"Name 1\" 中输入 \"Grace\" 后，标题显示 \(Wording.literal(header))；预期 \"Contacts: Grace, Linus\"",
                ja:
                    "\"Name 1\" に \"Grace\" と入力した後、ヘッダーの表示は \(Wording.literal(header)) でした。期待は \"Contacts: Grace, Linus\" です"
            )
        )
    }

    @Test("the field shows a name changed elsewhere")
    func fieldFollowsModel() throws {
        let contacts = makeContacts()
        let host = try ViewHost(ContactList(contacts: contacts))
        #expect(
            Compare.equal(host.value(of: "Name 2"), "\"Linus\""),
            say(
                "the field \"Name 2\" shows \(host.value(of: "Name 2") ?? "nothing"); expected \"Linus\"",
                fr: "le champ \"Name 2\" affiche \(host.value(of: "Name 2") ?? "rien") ; attendu : \"Linus\"",
                zh: "输入框 \"Name 2\" 显示 \(host.value(of: "Name 2") ?? "（空）")；预期 \"Linus\"",
                ja: "フィールド \"Name 2\" の表示は \(host.value(of: "Name 2") ?? "（なし）") でした。期待は \"Linus\" です"))
        contacts[1].name = "Grace"
        try host.update()
        #expect(
            Compare.equal(host.value(of: "Name 2"), "\"Grace\""),
            say(
                "after contact 2's name was set to \"Grace\" in code, the field \"Name 2\" shows \(host.value(of: "Name 2") ?? "nothing"); expected \"Grace\"",
                fr:
                    "après que le nom du contact 2 a été mis à \"Grace\" dans le code, le champ \"Name 2\" affiche \(host.value(of: "Name 2") ?? "rien") ; attendu : \"Grace\"",
                zh:
                    "在代码中把联系人 2 的 name 设为 \"Grace\" 后，输入框 \"Name 2\" 显示 \(host.value(of: "Name 2") ?? "（空）")；预期 \"Grace\"",
                ja:
                    "コードで連絡先 2 の name を \"Grace\" にした後、フィールド \"Name 2\" の表示は \(host.value(of: "Name 2") ?? "（なし）") でした。期待は \"Grace\" です"
            )
        )
    }

    @Test("editing one row does not re-evaluate another")
    func otherRowsStill() throws {
        let host = try ViewHost(ContactList(contacts: makeContacts()))
        let before = host.views(of: "ContactRow").map(\.bodyEvaluations)
        try host.type("Grace", into: "Name 1")
        let after = host.views(of: "ContactRow").map(\.bodyEvaluations)
        guard before.count == 2, after.count == 2 else {
            Issue.record(
                say(
                    "expected 2 ContactRow views, found \(after.count)",
                    fr: "attendu : 2 vues ContactRow, trouvé : \(after.count)",
                    zh: "预期有 2 个 ContactRow 视图，实际找到 \(after.count) 个",
                    ja: "ContactRow の view は 2 つのはずですが、\(after.count) つ見つかりました"))
            return
        }
        #expect(
            Compare.equal(after[1], before[1]),
            say(
                "row 2 was re-evaluated \(Wording.times(after[1] - before[1])) after editing row 1's name; expected 0",
                fr:
                    "la ligne 2 a été réévaluée \(Wording.times(after[1] - before[1])) après la modification du nom de la ligne 1 ; attendu : 0 fois",
                zh: "修改第 1 行的 name 后，第 2 行被重新求值了 \(Wording.times(after[1] - before[1]))；预期 0 次",
                ja: "1 行目の name を編集した後、2 行目が \(Wording.times(after[1] - before[1]))再評価されました。期待は 0 回です"))
    }
}

/// A parent that hands its row a different contact after "Swap": the row must show the
/// contact it is given now — `@State` would keep the first one (it owns its value).
private struct SwappingParent: View {
    let first: Contact
    let second: Contact
    @State var showsSecond = false

    var body: some View {
        VStack {
            Button("Swap") { showsSecond.toggle() }
            ContactRow(contact: showsSecond ? second : first)
        }
    }
}

extension BindableEditorRowGrader {
    @Test("a row shows the contact its parent hands it now, not the first one")
    func rowFollowsItsParent() throws {
        let contacts = makeContacts()
        let host = try ViewHost(SwappingParent(first: contacts[0], second: contacts[1]))
        try host.tap("Swap")
        let shown = host.value(of: "Name 2")
        #expect(
            Compare.equal(shown, "\"Linus\""),
            say(
                "after the parent handed the row contact 2, its field \"Name 2\" shows \(shown ?? "nothing"); expected \"Linus\" — a row does not own a contact it is handed: `@State` keeps the first object for the row's lifetime, `@Bindable` follows the parent",
                fr:
                    "après que le parent a confié le contact 2 à la ligne, son champ \"Name 2\" affiche \(shown ?? "rien") ; attendu : \"Linus\" — une ligne ne possède pas le contact qu'on lui confie : `@State` garde le premier objet pendant toute la vie de la ligne, `@Bindable` suit le parent",
                zh:
                    "父视图把联系人 2 交给该行后，它的输入框 \"Name 2\" 显示 \(shown ?? "（空）")；预期 \"Linus\" —— 行并不拥有传给它的联系人：`@State` 会在行的整个生命周期内保留第一个对象，`@Bindable` 则跟随父视图",
                ja:
                    "親が行に連絡先 2 を渡した後、その行のフィールド \"Name 2\" の表示は \(shown ?? "（なし）") でした。期待は \"Linus\" です — 行は渡された連絡先を所有しません。`@State` は行が存在する間ずっと最初のオブジェクトを保持し、`@Bindable` は親に従います"
            )
        )
    }
}
