// To keep observing, install tracking again after every change.
import Observation

@Observable
final class Counter {
    var value = 0
}

let counter = Counter()
var changes = 0

func observe() {
    withObservationTracking {
        _ = counter.value
    } onChange: {
        changes += 1
        print("change \(changes) noticed")
    }
}

observe()
counter.value = 1
counter.value = 2
print("without re-install: \(changes) change(s)")
observe()
counter.value = 3
observe()
counter.value = 4
print("after re-installing twice: \(changes) change(s)")
