import Observation

// An @Observable model dies when its last owner lets go, trackings or not;
// a tracking installed on it never fires after that.
@Observable final class Counter {
    var value = 0
    let name: String
    init(name: String) { self.name = name; print("\(name) created") }
    deinit { print("\(name) destroyed at \(value)") }
}

final class Screen {
    let counter: Counter
    init(counter: Counter) { self.counter = counter }
    deinit { print("screen closed") }
}

var screen: Screen? = Screen(counter: Counter(name: "taps"))
withObservationTracking {
    _ = screen?.counter.value
} onChange: {
    print("value will change")
}
screen?.counter.value += 1
screen?.counter.value += 1
print("closing")
screen = nil
print("closed")

weak var weakCounter: Counter?
do {
    let local = Counter(name: "local")
    weakCounter = local
    withObservationTracking { _ = local.value } onChange: { print("never printed") }
    print("in scope:", weakCounter?.name ?? "gone")
}
print("out of scope:", weakCounter?.name ?? "gone")
