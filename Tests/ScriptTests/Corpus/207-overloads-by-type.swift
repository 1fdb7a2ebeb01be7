// Swift picks an overload by the static types of the arguments.
func describe(_ value: Int) -> String { "Int \(value)" }
func describe(_ value: Double) -> String { "Double \(value)" }
func describe(_ value: String) -> String { "String \(value)" }
func describe(_ value: Bool) -> String { "Bool \(value)" }

print(describe(3))
print(describe(3.5))
print(describe("three"))
print(describe(true))
let n = 4
let x = 4.0
print(describe(n), describe(x))

func area(_ side: Double) -> Double { side * side }
print(area(3))
