// `!` on a value that is not optional.
import Observation

@Observable final class LabelEditor {
    var text = "home"
}

let editor = LabelEditor()
print("text:", editor.text)
let upper = editor.text!.uppercased()
print(upper)
