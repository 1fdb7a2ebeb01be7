// A struct's weak property does not keep its object alive either.
final class Document {
    let title: String
    init(title: String) { self.title = title }
    deinit { print("document \(title) closed") }
}
struct Selection {
    weak var document: Document?
    var range: ClosedRange<Int>
    var label: String { "\(document?.title ?? "nothing") \(range)" }
}
var open: Document? = Document(title: "Notes")
var selection = Selection(document: open, range: 1...3)
let copy = selection
print(selection.label, copy.label)
selection.range = 2...5
open = nil
print(selection.label, copy.label)
print(selection.document == nil, copy.document == nil)
