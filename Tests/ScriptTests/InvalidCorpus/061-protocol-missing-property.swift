// A conforming class missing a required property.
import Observation

protocol TaskSource: AnyObject {
    var titles: [String] { get }
    var isLoading: Bool { get }
}

@Observable final class LocalTasks: TaskSource {
    var titles = ["Plan", "Ship"]
}

let source: TaskSource = LocalTasks()
print(source.titles)
