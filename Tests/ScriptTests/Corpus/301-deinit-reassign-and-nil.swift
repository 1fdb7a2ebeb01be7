// Reassigning or setting to nil drops the old object at once.
final class Session {
    let user: String
    init(user: String) { self.user = user; print("login \(user)") }
    deinit { print("logout \(user)") }
}

var current: Session? = Session(user: "ann")
print("switching user")
current = Session(user: "bo")
print("signing out")
current = nil
print("signed out")

var sessions = [Session(user: "a"), Session(user: "b"), Session(user: "c")]
print("removing b")
sessions.remove(at: 1)
print("removing last")
sessions.removeLast()
print("replacing all")
sessions = [Session(user: "d")]
print("clearing")
sessions.removeAll()
print("done")
