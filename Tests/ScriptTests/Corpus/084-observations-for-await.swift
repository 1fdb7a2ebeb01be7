// A consumer task loops with for await; the producer waits for it between changes, so
// every value is seen and the output is the same on every run.
import Observation

@Observable
final class TaskStore {
    var tasks: [String] = []
}

let store = TaskStore()
let consumer = Task { @MainActor in
    var seen: [Int] = []
    for await count in Observations({ store.tasks.count }) {
        seen.append(count)
        print("consumer saw \(count)")
        if count >= 3 {
            break
        }
    }
    return seen
}

for title in ["Plan", "Build", "Ship"] {
    try await Task.sleep(for: .milliseconds(200))
    print("producer adds \(title)")
    store.tasks.append(title)
}
let seen = await consumer.value
print("all values:", seen)
