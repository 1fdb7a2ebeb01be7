// `try` missing inside a method that itself throws.
import Observation

enum ValidationError: Error { case tooLong }

func validate(_ text: String) throws {
    if text.count > 10 { throw ValidationError.tooLong }
}

@Observable final class LabelEditor {
    var text = ""
    func commit(_ newText: String) throws {
        print("validating", newText)
        validate(newText)
        text = newText
    }
}

let editor = LabelEditor()
try editor.commit("short")
print(editor.text)
