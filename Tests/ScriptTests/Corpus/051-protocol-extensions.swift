// Protocol extensions provide default implementations; conformers may replace them.
protocol Greeter {
    var name: String { get }
    func greeting() -> String
}
extension Greeter {
    func greeting() -> String { "Hello, \(name)" }
    func shout() -> String { greeting().uppercased() }
}

struct Plain: Greeter {
    var name: String
}
struct Formal: Greeter {
    var name: String
    func greeting() -> String { "Good evening, \(name)" }
}

let greeters: [any Greeter] = [Plain(name: "Ada"), Formal(name: "Grace")]
for g in greeters {
    print(g.greeting(), "|", g.shout())
}

protocol Resettable {
    mutating func reset()
}
struct Counter: Resettable {
    var value = 3
    mutating func reset() { value = 0 }
}
func resetAll<T: Resettable>(_ items: inout [T]) {
    for i in items.indices { items[i].reset() }
}
var counters = [Counter(), Counter(value: 9)]
resetAll(&counters)
print(counters.map(\.value))
