// Half-migrated model: ObservableObject removed, @Published kept, @Observable added.
import Observation
import SwiftUI

print("migrating the task store")

@Observable final class TaskStore {
    var titles = ["Plan"]
    @Published var filter = "all"
}

struct TaskListView: View {
    let store: TaskStore
    var body: some View { Text("\(store.titles.count) tasks") }
}
