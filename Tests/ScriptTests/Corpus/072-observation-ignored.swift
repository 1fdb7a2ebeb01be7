// @ObservationIgnored opts a stored property out of tracking: caches, counters.
import Observation

@Observable
final class TaskStore {
    var tasks: [String] = []
    @ObservationIgnored var renderCount = 0
    @ObservationIgnored var cache: [String: Int] = [:]
}

let store = TaskStore()
withObservationTracking {
    store.renderCount += 1
    print("renders: \(store.renderCount), cached: \(store.cache.count)")
} onChange: {
    print("onChange (never for ignored properties)")
}
store.renderCount = 100
store.cache["x"] = 1
print("ignored writes done, renderCount \(store.renderCount)")

withObservationTracking {
    _ = store.tasks
    _ = store.renderCount
} onChange: {
    print("onChange from tasks")
}
store.renderCount += 1
store.tasks.append("Plan")
