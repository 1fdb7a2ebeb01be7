// A builtin type that adopts a program's protocol through an extension (`extension Array:
// Container {}`) gets that protocol's extension members, and those of the protocols it
// inherits; a default the builtin already has itself (`count`) gives way to the
// builtin's own, on a concrete receiver and through a generic one alike.
protocol Container {
    associatedtype Item
    var count: Int { get }
    subscript(i: Int) -> Item { get }
}

extension Container {
    var count: Int { 0 }
    func describe() -> String { "\(count) items" }
    func item(at index: Int) -> Item? { index < count ? self[index] : nil }
}

extension Array: Container {}

func summary<C: Container>(_ container: C) -> String {
    "\(container.count): \(container.describe())"
}

let numbers = [3, 1, 4, 1, 5]
print(numbers.describe())
print(numbers.count, summary(numbers))
print(numbers.item(at: 2) ?? -1, numbers.item(at: 9) ?? -1)
print([String]().describe())

print(summary(["a", "b"]))

// Inherited protocols: `Greeter` inherits `Named`, whose extension says hello.
protocol Named {
    var name: String { get }
}
protocol Greeter: Named {}
extension Named {
    func greeting() -> String { "Hello, \(name)!" }
}
extension Greeter {
    func shout() -> String { greeting().uppercased() }
}
extension String: Greeter {
    var name: String { self }
}
print("Ada".greeting())
print("Grace".shout())

// A protocol with a mutating requirement, adopted by Int and given a default elsewhere.
protocol Counter {
    mutating func advance()
}
extension Counter {
    mutating func advance(times: Int) {
        for _ in 0..<times { advance() }
    }
}
extension Int: Counter {
    mutating func advance() { self += 1 }
}
var ticks = 10
ticks.advance()
ticks.advance(times: 3)
print(ticks)

// An existential of the program's protocol holding a builtin value.
let things: [any Named] = ["Lin", "Ola"]
for thing in things {
    print(thing.greeting())
}
