// An escaping closure in a class reads a property without `self.`.
final class Autosaver {
    var title = "Draft"
    var pending: [() -> Void] = []

    func schedule() {
        print("scheduling save of", title)
        pending.append {
            print("saving", title)
        }
    }
}

let saver = Autosaver()
saver.schedule()
saver.pending.forEach { $0() }
