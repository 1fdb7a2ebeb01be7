// @Observable applied to an actor.
import Observation

print("making a store")

@Observable actor TaskStore {
    var titles: [String] = []
    func add(_ title: String) { titles.append(title) }
}

let store = TaskStore()
