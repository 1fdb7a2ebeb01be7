// Scopes: shadowing in blocks, closures and functions; each loop iteration is fresh.
let name = "global"
func show() -> String { name }
do {
    let name = "block"
    print(name, show())
}
if let name = Optional("unwrapped") {
    print(name)
}
print(name)

var closures: [() -> String] = []
for index in 0..<3 {
    let label = "item \(index)"
    closures.append { label }
}
print(closures.map { $0() })

var total = 0
func addToTotal(_ total: Int) -> Int {
    let total = total * 2
    return total
}
total = addToTotal(5)
print(total)

let value = 1
let result: Int = {
    let value = value + 10
    return value * 2
}()
print(value, result)
