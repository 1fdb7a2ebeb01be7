// Names placed before the program runs (Sources/ScriptFrontEnd/Resolution): locals by position,
// globals through the scopes that cannot hold them, and every kind of shadowing and
// rebinding that could make a placed name read the wrong variable.

var total = 0
let step = 3

// A loop variable, body locals, and a global updated from the loop.
for i in 0..<5 {
    let doubled = i * 2
    var local = doubled + step
    local += i
    total += local
}
print("total", total)

// A parameter rebound by `guard let` in the same scope, shadowed in a nested block.
func describe(_ value: Int?, scale: Int) -> String {
    guard let value = value else { return "none" }
    var result = value * scale
    if result > 10 {
        let result = result - 10  // a new variable, reading the outer one
        return "big \(result)"
    }
    do {
        let scale = 100
        result += scale
    }
    return "small \(result) scale \(scale)"
}
print(describe(2, scale: 3), describe(4, scale: 5), describe(nil, scale: 1))

// A global read from a function, a closure made at top level and one made inside a loop.
func addStep(_ x: Int) -> Int { x + step }
let viaClosure = { (x: Int) -> Int in x * step }
var made: [() -> Int] = []
for n in 1...3 {
    let captured = n * 10
    made.append { captured + step + n }
}
print(addStep(1), viaClosure(2), made.map { $0() })

// Captured locals stay shared with the function that declared them.
func counter() -> (() -> Int, () -> Int) {
    var count = 0
    let increment = { () -> Int in
        count += 1
        return count
    }
    let read = { count }
    return (increment, read)
}
let (increment, read) = counter()
_ = increment()
_ = increment()
print("count", read())

// A capture list copies the value when the closure is made.
var seen = 1
let frozen = { [seen] in seen * 100 }
seen = 2
print("frozen", frozen(), "seen", seen)

// Several patterns binding the same names in different orders, guards, fallthrough.
for pair in [(1, 0), (0, 2), (3, 4)] {
    switch pair {
    case (let a, 0), (0, let a):
        print("one side", a)
    case let (a, b) where a > b:
        print("first bigger", a, b)
    case (let a, let b):
        let sum = a + b
        print("sum", sum)
    }
}

// Optional binding chains, `while let`, `if case`.
var queue = [3, 1, 2]
while let first = queue.first {
    queue.removeFirst()
    if first > 1, case let doubled = first * 2, doubled > 4 {
        print("took", first, doubled)
    }
}

// Errors: a bound pattern and the implicit `error`.
enum Problem: Error { case code(Int), other }
for thrown in [Problem.code(7), Problem.other] {
    do {
        throw thrown
    } catch Problem.code(let code) {
        let message = "code \(code)"
        print(message)
    } catch {
        print("other", error)
    }
}

// `defer` reads the scope it was declared in, at its end.
func deferred() -> Int {
    var steps = 0
    defer { print("deferred saw", steps) }
    for k in 0..<3 { steps += k }
    return steps
}
print(deferred())

// Methods: parameters and locals placed; properties reached through `self` as before.
final class Account {
    var balance = 0
    let name: String
    init(name: String) { self.name = name }
    func deposit(_ amount: Int) -> Int {
        let before = balance
        balance += amount
        let name = "\(self.name)!"
        print(name, before, "->", balance)
        return balance
    }
}
let account = Account(name: "Ada")
_ = account.deposit(5)
print(account.deposit(7))

// Generic functions, nested functions and labelled loops.
func firstMatch<T: Equatable>(_ items: [T], _ wanted: T) -> Int? {
    func check(_ index: Int) -> Bool { items[index] == wanted }
    outer: for index in items.indices {
        for _ in 0..<1 where check(index) { return index }
        continue outer
    }
    return nil
}
print(firstMatch(["a", "b", "c"], "b") as Any, firstMatch([1, 2], 5) as Any)

// A struct's copy, changed through a placed name.
struct Point { var x: Int; var y: Int }
var point = Point(x: 1, y: 2)
var copy = point
for offset in 1...2 {
    point.x += offset
    copy.y = point.x * offset
}
print(point.x, point.y, copy.x, copy.y)
