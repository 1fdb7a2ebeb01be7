// A generic helper constrained to Observable, called with a struct.
import Observation

func watch<Model: Observable & AnyObject>(_ model: Model, _ read: @escaping (Model) -> Void) {
    withObservationTracking { read(model) } onChange: { print("changed") }
}

struct Draft {
    var text = ""
}

print("watching a draft")
watch(Draft()) { print($0.text) }
