// An escaping closure keeps the captured variable alive after the function returns.
func makeAccumulator(start: Int) -> (add: (Int) -> Void, total: () -> Int) {
    var sum = start
    return ({ sum += $0 }, { sum })
}
let accumulator = makeAccumulator(start: 10)
accumulator.add(5)
accumulator.add(7)
print(accumulator.total())

func makeLogger() -> (String) -> [String] {
    var lines: [String] = []
    return { line in
        lines.append(line)
        return lines
    }
}
let log = makeLogger()
_ = log("one")
print(log("two"))

var callbacks: [() -> Void] = []
func register(_ name: String) {
    var calls = 0
    callbacks.append {
        calls += 1
        print("\(name) called \(calls) time(s)")
    }
}
register("A")
register("B")
callbacks[0]()
callbacks[0]()
callbacks[1]()
