// Ranges, stride, enumerated, reversed.
for i in 0..<3 {
    print("half-open", i)
}
for i in 1...3 {
    print("closed", i)
}
for i in stride(from: 10, to: 0, by: -4) {
    print("stride", i)
}
for i in (1...3).reversed() {
    print("countdown", i)
}
let tasks = ["Plan", "Build", "Ship"]
for (index, task) in tasks.enumerated() {
    print("\(index + 1). \(task)")
}
let range = 2..<6
print(range.count, range.contains(5), range.contains(6), range.lowerBound, range.upperBound)
print(Array(1...4), (1...4).map { $0 * $0 })
print((1...10).filter { $0 % 3 == 0 })
print((1...100).reduce(0, +))
print(Array(tasks[1...]), Array(tasks[..<2]))
for _ in 0..<2 {
    print("again")
}
