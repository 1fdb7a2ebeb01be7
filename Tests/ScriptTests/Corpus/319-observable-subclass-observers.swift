import Observation

// A subclass of an @Observable class adds observers with override; the base init's
// assignment runs only the base's observer.
@Observable
class Item {
    var title = "untitled" {
        didSet { print("Item didSet \(oldValue) -> \(title)") }
    }
    init(title: String) { self.title = title }
}

final class PinnedItem: Item {
    override var title: String {
        willSet { print("Pinned willSet \(newValue)") }
        didSet { print("Pinned didSet \(oldValue)") }
    }
}

let pinned = PinnedItem(title: "first")
withObservationTracking {
    print("reading", pinned.title)
} onChange: {
    print("onChange")
}
pinned.title = "second"
print(pinned.title)
