// Overloads that differ by the number of parameters of a function parameter: a closure literal
// calls the one whose function type takes as many parameters as the closure does (`$0` makes one,
// `n, s in` two, none makes none) — Swift accepts no other.
func run(_ work: () -> Void) -> String { work(); return "no argument" }
func run(_ work: (Int) -> Void) -> String { work(7); return "one argument" }

struct EventBus {
    func on(_ event: String, handler: () -> Void) -> String { handler(); return "plain \(event)" }
    func on(_ event: String, handler: (Int) -> Void) -> String { handler(3); return "counted \(event)" }
    func on(_ event: String, handler: (Int, String) -> Void) -> String { handler(4, "four"); return "pair \(event)" }
}
typealias Callback = (Int) -> Void
func fire(_ callback: Callback?) -> String { callback?(1); return "optional callback" }
func fire(_ callback: () -> Void) -> String { callback(); return "bare callback" }

print(run { print("called") }, "|", run { print("got", $0) }, "|", run { value in print("value", value) })
let bus = EventBus()
print(bus.on("tap") { print("tick") })
print(bus.on("count") { print("n =", $0) })
print(bus.on("both") { n, word in print(n, word) })
print(bus.on("typed", handler: { (x: Int) in print("x =", x) }))
print(bus.on("ignored") { _ in print("ignored its argument") })
print(fire { print("v", $0) }, "|", fire { print("nothing") })
