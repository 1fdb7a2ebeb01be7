// `override` on a method the superclass does not have.
class Model {
    func reset() { print("model reset") }
}

class TaskModel: Model {
    var titles = ["Plan"]
    override func clear() {
        titles.removeAll()
    }
}

let m = TaskModel()
m.reset()
print(m.titles)
