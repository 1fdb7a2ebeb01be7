// Outside SwiftUI: a controller keeps a label in sync by re-tracking after each change.
import Observation

@Observable
final class TaskStore {
    var tasks: [String] = []
    var title = "Inbox"
}

@MainActor
final class TitleBarController {
    let store: TaskStore
    private(set) var text = ""
    private(set) var updates = 0

    init(store: TaskStore) {
        self.store = store
        update()
    }

    private func update() {
        text = withObservationTracking {
            "\(store.title) (\(store.tasks.count))"
        } onChange: { [weak self] in
            Task { @MainActor in self?.update() }
        }
        updates += 1
    }
}

let store = TaskStore()
let controller = TitleBarController(store: store)
print(controller.text)
store.tasks.append("Plan")
store.tasks.append("Ship")
await Task.yield()
print(controller.text, "after", controller.updates, "updates")
store.title = "Today"
await Task.yield()
print(controller.text, "after", controller.updates, "updates")
