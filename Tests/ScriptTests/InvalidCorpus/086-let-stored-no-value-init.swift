// An initializer that is called with no argument for a `let` the type declares.
final class Registrar {
    let owner: String
    var events: [String] = []
    init(owner: String) { self.owner = owner }
}

let named = Registrar(owner: "TaskList")
print("owner:", named.owner)
let anonymous = Registrar()
print(anonymous.events)
