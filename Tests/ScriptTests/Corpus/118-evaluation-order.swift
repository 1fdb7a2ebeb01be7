// Evaluation order: left to right for operands and arguments; && and || short-circuit.
var trace: [String] = []
func value(_ label: String, _ n: Int) -> Int {
    trace.append(label)
    return n
}
let sum = value("a", 1) + value("b", 2) * value("c", 3)
print(sum, trace)
trace = []
func three(_ x: Int, _ y: Int, _ z: Int) -> Int { x - y - z }
print(three(value("x", 10), value("y", 3), value("z", 2)), trace)
trace = []
var list = [0, 0, 0]
list[value("index", 1)] = value("value", 7)
print(list, trace)
trace = []
let text = "\(value("first", 1))-\(value("second", 2))"
print(text, trace)
trace = []
let ok = value("p", 0) > 0 && value("q", 1) > 0
let either = value("r", 1) > 0 || value("s", 1) > 0
print(ok, either, trace)
var counter = 0
func bump() -> Int {
    counter += 1
    return counter
}
print([bump(), bump(), bump()])
