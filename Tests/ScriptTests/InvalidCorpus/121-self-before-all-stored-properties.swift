// An initialiser that calls a method before every stored property has a value.
import Observation

@Observable final class Counter {
    var count: Int
    var label: String

    init(start: Int) {
        count = start
        log("created")
        label = "Counter"
    }

    func log(_ message: String) {
        print(message)
    }
}

print("making a counter")
let counter = Counter(start: 1)
print(counter.count)
