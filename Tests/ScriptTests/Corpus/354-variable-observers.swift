// willSet/didSet on global and local variables.
var total = 0 {
    willSet { print("total will be \(newValue)") }
    didSet {
        print("total was \(oldValue), now \(total)")
        if total > 100 { total = 100 }
    }
}
print("start")
total = 5
total += 10
total = 500
print(total)
var names: [String] = [] {
    didSet { print("names: \(oldValue.count) -> \(names.count)") }
}
names.append("a")
names += ["b", "c"]
func run() {
    var step = 1 {
        didSet(previous) { print("step \(previous) -> \(step)") }
    }
    step += 1
    step = step * 10
}
run()
