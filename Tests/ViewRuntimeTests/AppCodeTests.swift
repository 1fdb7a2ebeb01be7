import Observation
import Testing
import ViewRuntime

// The shapes app code is written in: containers, value-type rows edited through
// `ForEach($items)`, work started in `.onAppear` instead of `init`.

struct TodoItem: Identifiable, Equatable {
    let id: Int
    var title: String
    var done = false
}

@Observable final class TaskLoader {
    var tasks: [TodoItem] = []
    var loads = 0
    func load() {
        loads += 1
        tasks = [TodoItem(id: 1, title: "Write"), TodoItem(id: 2, title: "Test")]
    }
}

struct TaskScreen: View {
    @State var loader = TaskLoader()
    var body: some View {
        NavigationStack {
            Form {
                Section("Open \(loader.tasks.filter { !$0.done }.count)") {
                    ForEach($loader.tasks) { $task in
                        Toggle(task.title, isOn: $task.done)
                    }
                }
                Spacer()
            }
            .navigationTitle("Tasks")
        }
        .onAppear { loader.load() }
    }
}

@Suite struct AppCodeTests {
    @Test func onAppearRunsOnceAfterMountAndItsChangesAreRendered() throws {
        let host = try ViewHost(TaskScreen())
        #expect(host.value(of: "Write") == "off")
        #expect(host.bodyEvaluations(of: "TaskScreen") == 2)
        try host.toggle("Write")
        try host.toggle("Test")
        #expect(
            host.render() == """
                TaskScreen  body 4 · init 1  ←
                  NavigationStack
                    Form
                      Section "Open 0"
                        ForEach
                          [id: 1] Toggle "Write" = on
                          [id: 2] Toggle "Test" = on

                """)
    }

    @Test func valueRowsEditedThroughBindingsWriteTheArray() throws {
        struct Owner: View {
            @State var tasks = [TodoItem(id: 1, title: "A"), TodoItem(id: 2, title: "B")]
            var body: some View {
                VStack {
                    Text("done \(tasks.filter(\.done).count)")
                    ForEach($tasks) { $task in
                        TextField("Title \(task.id)", text: $task.title)
                        Toggle("Done \(task.id)", isOn: $task.done)
                    }
                }
            }
        }
        let host = try ViewHost(Owner())
        try host.toggle("Done 2")
        try host.type("Bee", into: "Title 2")
        #expect(host.texts == ["done 1"])
        #expect(host.value(of: "Title 2") == "\"Bee\"")
    }
}
