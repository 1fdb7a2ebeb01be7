import Observation

/// One to-do, held by value.
struct TaskItem: Equatable, Sendable {
    var title: String
    var done = false
}

/// The store being watched. Finished: the exercise is DoneCounts.swift.
@Observable
final class TaskStore: @unchecked Sendable {
    var title = "Today"
    var tasks: [TaskItem] = []

    init(tasks: [TaskItem] = []) {
        self.tasks = tasks
    }
}
