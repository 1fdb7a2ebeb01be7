// Several `case`s may share a line; `Swift.` names the standard library's own declarations.
func name(of value: Int) -> String {
    switch value { case 1: return "one" case 2: return "two" default: return "many" }
}
print(name(of: 1), name(of: 2), name(of: 9))
for value in [0, 5, 10] {
    switch value {
    case 0: print("zero"); print("  (nothing)") case 5: print("five")
    default: print("other:", value)
    }
}
let a = 3, b = 7
Swift.print(Swift.min(a, b), Swift.max(a, b))
let total: Swift.Int = 5
let values: [Swift.Int] = [1, 2]
func doubled(_ value: Swift.Int) -> Swift.Int { value * 2 }
print(total, values, doubled(total), Swift.Int.max, Swift.String(42))
