// withObservationTracking's second closure is labelled `onChange:`.
import Observation

@Observable final class Counter {
    var value = 0
}

let counter = Counter()
print("tracking")
withObservationTracking {
    print("value:", counter.value)
} onChanged: {
    print("changed")
}
