// A lesson-sized script (~100 lines): models, computed properties, one-shot tracking,
// re-tracking, in-place mutation of an array of structs, a by-hand registrar.
let lessonScript = #"""
    import Observation

    struct TodoItem: Identifiable, Equatable {
        let id: Int
        var title: String
        var done = false
    }

    enum Filter { case all, open, done }

    @Observable
    final class TaskStore {
        var tasks: [TodoItem] = []
        var filter: Filter = .all
        @ObservationIgnored var saves = 0

        var visible: [TodoItem] {
            switch filter {
            case .all: return tasks
            case .open: return tasks.filter { !$0.done }
            case .done: return tasks.filter { $0.done }
            }
        }

        func add(_ title: String) {
            tasks.append(TodoItem(id: tasks.count + 1, title: title))
        }

        func toggle(_ id: Int) {
            if let index = tasks.firstIndex(where: { $0.id == id }) {
                tasks[index].done.toggle()
            }
        }
    }

    @Observable
    final class UserProfile {
        var name = "Ada"
        var email = "ada@example.com"
        var preferences: [String: Bool] = ["dark": false]
    }

    final class Counter {
        private(set) var renders = 0
        func render(_ body: () -> Void) { renders += 1; body() }
    }

    let store = TaskStore()
    let profile = UserProfile()
    let counter = Counter()
    var log: [String] = []

    func renderList() {
        withObservationTracking {
            counter.render {
                let titles = store.visible.map(\.title).joined(separator: ", ")
                log.append("list: \(titles)")
            }
        } onChange: {
            log.append("list will change")
        }
    }

    func renderName() {
        withObservationTracking {
            log.append("name: \(profile.name)")
        } onChange: {
            log.append("name will change")
        }
    }

    for round in 1...20 {
        renderList()
        store.add("Task \(round)")
        renderList()
        store.toggle(round)
        renderList()
        store.filter = round % 2 == 0 ? .done : .open
        renderName()
        profile.email = "ada\(round)@example.com"
        profile.name = round % 3 == 0 ? "Grace" : "Ada"
        store.saves += 1
    }

    let doneCount = store.tasks.filter(\.done).count
    print("tasks:", store.tasks.count, "done:", doneCount, "saves:", store.saves)
    print("renders:", counter.renders)
    print("log lines:", log.count)
    print(log.prefix(6).joined(separator: "\n"))
    print(log.suffix(3).joined(separator: "\n"))
    var histogram: [Int] = Array(repeating: 0, count: 5)
    for item in store.tasks { histogram[item.id % 5] += item.done ? 1 : 0 }
    print("histogram:", histogram)
    let summary = store.tasks.reduce(into: [String: Int]()) { partial, item in
        partial[item.done ? "done" : "open", default: 0] += 1
    }
    print("done:", summary["done"] ?? 0, "open:", summary["open"] ?? 0)

    // Observations: the current value, then one value per transaction of changes.
    let watcher = Task { @MainActor in
        var seen: [Int] = []
        for await open in Observations({ store.tasks.filter { !$0.done }.count }) {
            seen.append(open)
            if seen.count == 3 { break }
        }
        return seen
    }
    for round in 21...22 {
        try await Task.sleep(for: .milliseconds(50))
        store.add("Late \(round)")
        store.add("Later \(round)")
    }
    print("observed open counts:", await watcher.value)
    """#
