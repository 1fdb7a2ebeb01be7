import Observation

// @Observable models follow ARC like any class: weak references, deinit timing.
@Observable
final class Document {
    var title: String
    init(title: String) { self.title = title }
    deinit { print("document \(title) closed") }
}

final class Editor {
    weak var document: Document?
    func describe() -> String { document.map { "editing \($0.title)" } ?? "no document" }
}

let editor = Editor()
var document: Document? = Document(title: "Notes")
editor.document = document
print(editor.describe())
withObservationTracking {
    _ = document?.title
} onChange: {
    print("title will change")
}
document?.title = "Notes v2"
print(editor.describe())
document = nil
print(editor.describe())
