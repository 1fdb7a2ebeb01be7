// In a generic function constrained to a protocol, a non-requirement extension method
// is chosen statically; a requirement is dispatched dynamically.
protocol Greeter {
    func greet() -> String
}

extension Greeter {
    func greet() -> String { "hello" }
    func farewell() -> String { "goodbye" }
}

struct Formal: Greeter {
    func greet() -> String { "good day" }
    func farewell() -> String { "farewell" }
}

struct Casual: Greeter {}

func introduce<G: Greeter>(_ greeter: G) {
    print(greeter.greet(), "/", greeter.farewell())
}

introduce(Formal())
introduce(Casual())
print(Formal().farewell())

func introduceAll(_ greeters: [any Greeter]) {
    for g in greeters { print(g.greet(), "-", g.farewell()) }
}
introduceAll([Formal(), Casual()])
