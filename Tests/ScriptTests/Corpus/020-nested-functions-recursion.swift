// Nested functions that capture, and recursion.
func makeReport(for tasks: [String]) -> String {
    var lines: [String] = []
    func add(_ line: String) {
        lines.append("* " + line)
    }
    for task in tasks {
        add(task)
    }
    add("total \(tasks.count)")
    return lines.joined(separator: "\n")
}
print(makeReport(for: ["Plan", "Ship"]))

func factorial(_ n: Int) -> Int {
    n <= 1 ? 1 : n * factorial(n - 1)
}
print(factorial(10))

func fib(_ n: Int) -> Int {
    if n < 2 { return n }
    return fib(n - 1) + fib(n - 2)
}
print((0..<10).map(fib))

func depth(_ items: [Int], _ level: Int = 0) -> Int {
    guard let first = items.first else { return level }
    return depth(Array(items.dropFirst()), level + first)
}
print(depth([1, 2, 3, 4]))
