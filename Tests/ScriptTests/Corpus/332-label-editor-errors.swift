// A label editor that validates input with thrown errors.
enum LabelError: Error, Equatable {
    case empty
    case tooLong(limit: Int)
    case duplicate(String)
}

struct LabelEditor {
    private(set) var labels: [String] = []
    let limit = 12

    mutating func add(_ raw: String) throws {
        let label = raw.trimmingCharacters(in: .whitespaces)
        guard !label.isEmpty else { throw LabelError.empty }
        guard label.count <= limit else { throw LabelError.tooLong(limit: limit) }
        guard !labels.contains(label) else { throw LabelError.duplicate(label) }
        labels.append(label)
    }
}

import Foundation
var editor = LabelEditor()
for input in ["work", "  home ", "", "work", "a very long label name"] {
    do {
        try editor.add(input)
        print("added '\(input)'")
    } catch LabelError.tooLong(let limit) {
        print("too long (max \(limit))")
    } catch let error as LabelError {
        print("rejected:", error)
    } catch {
        print("unexpected", error)
    }
}
print(editor.labels)
let outcome = Result { try editor.add("") }
if case .failure(let error) = outcome { print("Result caught:", error) }
