// A concrete overload beats a generic one for an argument of that exact type.
func describe<T>(_ value: T) -> String { "some value" }
func describe(_ value: Int) -> String { "an Int" }
func describe(_ value: String) -> String { "a String" }

print(describe(1))
print(describe("x"))
print(describe(2.5))
print(describe([1, 2]))
let n = 5
print(describe(n))
