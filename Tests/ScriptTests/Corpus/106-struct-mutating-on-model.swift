// Calling a mutating method on a struct property of a model is one in-place mutation.
import Observation

struct Counter {
    var value = 0
    mutating func increment(by step: Int = 1) {
        value += step
    }
}

@Observable
final class Dashboard {
    var visits = Counter()
    var errors = Counter()
}

let dashboard = Dashboard()
var notifications: [String] = []
withObservationTracking {
    _ = dashboard.visits.value
} onChange: {
    notifications.append("visits changed (old value \(dashboard.visits.value))")
}
dashboard.errors.increment()
dashboard.visits.increment(by: 5)
dashboard.visits.increment()
print(notifications)
print(dashboard.visits.value, dashboard.errors.value)
