// A final class with stored state, methods and a convenience-free designated init.
final class TaskStore {
    private(set) var tasks: [String] = []
    var limit: Int

    init(limit: Int = 3) {
        self.limit = limit
    }

    @discardableResult
    func add(_ task: String) -> Bool {
        guard tasks.count < limit else {
            print("store full, dropping \(task)")
            return false
        }
        tasks.append(task)
        return true
    }

    func complete(_ task: String) {
        if let index = tasks.firstIndex(of: task) {
            tasks.remove(at: index)
        }
    }

    var summary: String { "\(tasks.count)/\(limit): \(tasks.joined(separator: ", "))" }
}

let store = TaskStore()
store.add("Plan")
store.add("Build")
print(store.add("Test"))
print(store.add("Ship"))
print(store.summary)
store.complete("Build")
store.limit = 5
store.add("Ship")
print(store.summary)
