// The task list: a header reading tasks.count; toggling a task's isDone does not change
// the count, so only views that read isDone re-evaluate (the row, whose body made the
// binding to isDone). Adding a task does.
import Observation
import ViewRuntime

@Observable final class TaskItem: Identifiable {
    let id: Int
    var title: String
    var isDone = false
    init(id: Int, title: String) {
        self.id = id
        self.title = title
    }
}

@Observable final class TaskStore {
    var tasks = [TaskItem(id: 1, title: "Write"), TaskItem(id: 2, title: "Test")]
}

struct Header: View {
    let store: TaskStore
    var body: some View { Text("\(store.tasks.count) tasks") }
}

struct TaskRow: View {
    @Bindable var task: TaskItem
    var body: some View { Toggle(task.title, isOn: $task.isDone) }
}

struct TaskScreen: View {
    let store: TaskStore
    var body: some View {
        List {
            Header(store: store)
            ForEach(store.tasks) { task in
                TaskRow(task: task)
            }
        }
    }
}

let store = TaskStore()
let host = try ViewHost(TaskScreen(store: store))
try host.toggle("Write")
print("toggle:", host.lastUpdate)
print("Header bodies:", host.bodyEvaluations(of: "Header"))
store.tasks.append(TaskItem(id: 3, title: "Ship"))
try host.update()
print("append:", host.lastUpdate)
print("Header bodies:", host.bodyEvaluations(of: "Header"), "TaskRow bodies:", host.bodyEvaluations(of: "TaskRow"))
print(host.render(), terminator: "")
