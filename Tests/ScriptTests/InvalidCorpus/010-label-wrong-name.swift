// Argument label spelled as the property, not as the parameter.
import Observation

@Observable final class LabelEditor {
    var text = ""
    func rename(to newText: String) {
        print("renaming", text, "to", newText)
        text = newText
    }
}

let editor = LabelEditor()
editor.rename(to: "draft")
editor.rename(newText: "final")
print(editor.text)
