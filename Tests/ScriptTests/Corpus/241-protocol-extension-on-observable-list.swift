// A list of observable items seen through a protocol; the helper in the protocol
// extension reads tracked properties, so tracking through it works.
import Observation

protocol Checkable: AnyObject {
    var isChecked: Bool { get set }
    var title: String { get }
}

extension Checkable {
    func toggle() { isChecked.toggle() }
    func row() -> String { (isChecked ? "✓ " : "· ") + title }
}

@Observable
final class Todo: Checkable {
    var isChecked = false
    var title: String
    init(_ title: String) { self.title = title }
    func row() -> String { "todo \(title)" }
}

let list: [any Checkable] = [Todo("milk"), Todo("bread")]
withObservationTracking {
    print(list.map { $0.row() })
} onChange: {
    print("a row will change")
}
list[1].toggle()
print(list.map { $0.row() })
print((list[1] as! Todo).row())
