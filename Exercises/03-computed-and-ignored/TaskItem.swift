/// One to-do, held by value in the store's array. Finished: the exercise is TaskStore.swift.
struct TaskItem: Equatable, Identifiable {
    let id: Int
    var title: String
    var done = false
}

/// Which tasks the list shows.
enum TaskFilter: Equatable {
    case all, open, done
}
