// Extension helpers shared by every conforming model; a model's own method of the same
// name is only used when the model's own type is known statically.
protocol Named {
    var name: String { get }
}

extension Named {
    func greeting() -> String { "Hello, \(name)!" }
    func shout() -> String { name.uppercased() }
}

struct User: Named {
    var name: String
    func greeting() -> String { "Hi \(name)" }
}

struct Team: Named {
    var name: String
}

let everyone: [any Named] = [User(name: "ada"), Team(name: "core")]
print(everyone.map { $0.greeting() })
for n in everyone { print(n.shout()) }
print(User(name: "bob").greeting())

func welcome(_ item: some Named) -> String { item.greeting() }
print(welcome(User(name: "cy")))
