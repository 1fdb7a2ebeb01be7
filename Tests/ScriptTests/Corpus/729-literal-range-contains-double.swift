// A range of integer literals asked whether it contains a Double is a range of Doubles:
// Swift types the literal bounds by the argument (`(0...30).contains(20.5)` is true).
struct Reading {
    let value: Double
}
let readings = [Reading(value: 20.5), Reading(value: 30.0), Reading(value: 30.5), Reading(value: -0.5)]
for r in readings {
    print(r.value, (0...30).contains(r.value), (0..<30).contains(r.value))
}
let limit = 2.5
print((1...2).contains(limit), (1...3).contains(limit), (2..<3).contains(limit))
print(readings.filter { (0...30).contains($0.value) }.count)
