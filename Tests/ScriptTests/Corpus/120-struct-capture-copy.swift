// An escaping closure made in a struct's method captures a copy of self.
struct Draft {
    var text: String
    func makePrinter() -> () -> Void {
        { print("draft says: \(text)") }
    }
}
var draft = Draft(text: "first")
let printer = draft.makePrinter()
draft.text = "second"
printer()
print(draft.text)

final class Editor {
    var text = "first"
    func makePrinter() -> () -> Void {
        { print("editor says: \(self.text)") }
    }
}
let editor = Editor()
let editorPrinter = editor.makePrinter()
editor.text = "second"
editorPrinter()

var items = ["a"]
let countThen = { [items] in items.count }
let countNow = { items.count }
items.append("b")
print(countThen(), countNow())
