// ForEach over values that are neither Identifiable nor given an `id:`.
import SwiftUI

struct Task {
    var title: String
}

struct TaskRows: View {
    let tasks: [Task]
    var body: some View {
        List {
            ForEach(tasks) { task in
                Text(task.title)
            }
        }
    }
}

let tasks = [Task(title: "Plan"), Task(title: "Ship")]
print("rows:", tasks.count)
let host = try ViewHost(TaskRows(tasks: tasks))
