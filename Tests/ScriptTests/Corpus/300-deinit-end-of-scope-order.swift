// Locals are released at the end of their scope, newest first, every run the same.
final class Resource {
    let name: String
    init(_ name: String) { self.name = name; print("acquire \(name)") }
    deinit { print("release \(name)") }
}

func work() {
    let database = Resource("database")
    let cache = Resource("cache")
    let logger = Resource("logger")
    let network = Resource("network")
    print("working with \(database.name), \(cache.name), \(logger.name), \(network.name)")
}

work()
print("after work")

do {
    let first = Resource("first")
    let second = Resource("second")
    let third = Resource("third")
    print("in do:", first.name, second.name, third.name)
}
print("after do")

for index in 1...2 {
    let outer = Resource("loop outer \(index)")
    let inner = Resource("loop inner \(index)")
    print("iteration", index, outer.name.count + inner.name.count)
}
print("done")
