// insert(_:at:), insert(contentsOf:at:) and remove(at:) with String indices: editing a label.
import Observation

@Observable final class Label {
    var text = "Observaton"
}

let label = Label()
withObservationTracking {
    _ = label.text
} onChange: {
    print("the label will change")
}
if let t = label.text.lastIndex(of: "t") {
    label.text.insert("i", at: label.text.index(after: t))
}
print(label.text)
var title = "Swift"
title.insert(contentsOf: "Learn ", at: title.startIndex)
title.insert("!", at: title.endIndex)
let removed = title.remove(at: title.index(title.startIndex, offsetBy: 5))
print(title, "removed '\(removed)'", title.count)
var word = "héllo"
print(word.remove(at: word.index(after: word.startIndex)), word)
