import Observation

/// The task list's model. A view shows `visibleTasks`; a debug overlay would show
/// `visibleTaskComputations`.
@Observable
final class TaskStore {
    var tasks: [TaskItem] = []
    var filter: TaskFilter = .all

    /// A metrics counter: ignored, so bumping it from a getter makes nobody depend on it.
    // Known-wrong: observed, so every read of visibleTasks changes observed state and
    // invalidates whoever read visibleTasks before.
    var visibleTaskComputations = 0

    /// Computed: tracked through what it reads — `tasks` and `filter` — so it is never stale.
    var visibleTasks: [TaskItem] {
        visibleTaskComputations += 1
        return tasks.filter { task in
            switch filter {
            case .all: true
            case .open: !task.done
            case .done: task.done
            }
        }
    }

    @ObservationIgnored private var nextID = 1

    func add(_ title: String) {
        tasks.append(TaskItem(id: nextID, title: title))
        nextID += 1
    }

    func toggle(id: Int) {
        guard let index = tasks.firstIndex(where: { $0.id == id }) else { return }
        tasks[index].done.toggle()
    }
}
