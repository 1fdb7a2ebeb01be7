// §6: a struct value edited by a child through `@Binding` from the parent's `@State`.
import Observation
import ViewRuntime

struct Draft {
    var title = "untitled"
    var pinned = false
}

struct TitleEditor: View {
    @Binding var title: String
    var body: some View { TextField("Title", text: $title) }
}

struct PinToggle: View {
    @Binding var draft: Draft
    var body: some View { Toggle("Pinned", isOn: $draft.pinned) }
}

struct Preview: View {
    let draft: Draft
    var body: some View { Text("\(draft.title)\(draft.pinned ? " (pinned)" : "")") }
}

struct DraftScreen: View {
    @State var draft = Draft()
    var body: some View {
        VStack {
            Preview(draft: draft)
            TitleEditor(title: $draft.title)
            PinToggle(draft: $draft)
        }
    }
}

let host = try ViewHost(DraftScreen())
try host.type("Groceries", into: "Title")
print(host.texts, host.lastUpdate)
try host.toggle("Pinned")
print(host.texts, host.lastUpdate)
print("TitleEditor bodies:", host.bodyEvaluations(of: "TitleEditor"), "PinToggle bodies:", host.bodyEvaluations(of: "PinToggle"))
print(host.render(), terminator: "")
