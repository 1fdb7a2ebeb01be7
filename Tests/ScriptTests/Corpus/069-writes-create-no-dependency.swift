// Writes inside the tracking closure create no dependency; reads do.
import Observation

@Observable
final class Metrics {
    var renders = 0
    var title = "Inbox"
}

let metrics = Metrics()
withObservationTracking {
    metrics.renders = 1
} onChange: {
    print("write-only tracking fired")
}
metrics.renders = 2
print("after write-only tracking: no onChange, renders \(metrics.renders)")

withObservationTracking {
    metrics.renders += 1
} onChange: {
    print("read-modify-write tracking fired")
}
metrics.renders = 10
print("renders \(metrics.renders)")
