// Closures capture variables by reference; capture lists copy values.
func makeCounter(step: Int) -> () -> Int {
    var total = 0
    return {
        total += step
        return total
    }
}
let byTwo = makeCounter(step: 2)
print(byTwo(), byTwo(), byTwo())
let byTen = makeCounter(step: 10)
print(byTen(), byTwo())
var message = "before"
let captured = { [message] in "captured \(message)" }
let live = { "live \(message)" }
message = "after"
print(captured(), live())
var handlers: [String: () -> String] = [:]
for name in ["a", "b"] { handlers[name] = { "handler \(name)" } }
print(handlers.keys.sorted().map { handlers[$0]!() })
