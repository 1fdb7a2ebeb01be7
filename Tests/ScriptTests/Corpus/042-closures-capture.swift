// Closures capture variables by reference: they see and change the variable itself.
func makeCounter() -> () -> Int {
    var count = 0
    return {
        count += 1
        return count
    }
}
let counterA = makeCounter()
let counterB = makeCounter()
print(counterA(), counterA(), counterA(), counterB())

var log: [String] = []
let record = { (message: String) in log.append(message) }
record("first")
record("second")
print(log)

var total = 10
let show = { print("total is \(total)") }
total = 20
show()

var handlers: [() -> Void] = []
for i in 1...3 {
    handlers.append { print("handler", i) }
}
for handler in handlers { handler() }

func repeatTwice(_ body: () -> Void) {
    body()
    body()
}
var calls = 0
repeatTwice { calls += 1 }
print("calls", calls)
