// withObservationTracking's onChange closure is escaping: `self.` is required.
import Observation

@Observable final class TaskList {
    var titles: [String] = []
}

final class Badge {
    let list: TaskList
    var changes = 0
    init(list: TaskList) { self.list = list }

    func watch() {
        print("watching")
        withObservationTracking {
            _ = list.titles.count
        } onChange: {
            changes += 1
        }
    }
}

let badge = Badge(list: TaskList())
badge.watch()
