// A closure stored in a property of an observable model, using another property without `self.`.
import Observation

@Observable final class Counter {
    var count = 0
    var onReset: () -> Void = {}

    func install() {
        print("installing reset handler")
        onReset = { count = 0 }
    }
}

let counter = Counter()
counter.count = 5
counter.install()
counter.onReset()
print(counter.count)
