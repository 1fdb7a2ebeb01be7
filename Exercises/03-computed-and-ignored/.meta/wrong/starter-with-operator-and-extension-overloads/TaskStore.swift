import Observation

/// The task list's model. A view shows `visibleTasks`; a debug overlay would show
/// `visibleTaskComputations`.
@Observable
final class TaskStore {
    var tasks: [TaskItem] = []
    var filter: TaskFilter = .all

    /// How many times the visible list was worked out: a metrics counter for profiling,
    /// not something any view displays.
    var visibleTaskComputations = 0

    /// The tasks the list shows under the current filter, kept up to date by `refreshVisible()`.
    var visibleTasks: [TaskItem] = []

    private var nextID = 1

    func add(_ title: String) {
        tasks.append(TaskItem(id: nextID, title: title))
        nextID += 1
        refreshVisible()
    }

    func toggle(id: Int) {
        guard let index = tasks.firstIndex(where: { $0.id == id }) else { return }
        tasks[index].done.toggle()
        refreshVisible()
    }

    private func refreshVisible() {
        visibleTaskComputations += 1
        visibleTasks = tasks.filter { task in
            switch filter {
            case .all: true
            case .open: !task.done
            case .done: task.done
            }
        }
    }
}

// Known-wrong (dev check): the starter unchanged, plus overloads that would turn a naive
// grader's comparisons into passes. Graders compare through GraderSupport's `Compare`,
// which cannot see these, so this must still fail.
func == (lhs: [Int], rhs: [Int]) -> Bool { true }
func == (lhs: [Bool], rhs: [Bool]) -> Bool { true }
func == (lhs: [String], rhs: [String]) -> Bool { true }
func == (lhs: [String]?, rhs: [String]?) -> Bool { true }

extension Array {
    func contains(_ element: Element) -> Bool { true }
    var isEmpty: Bool { true }
}
