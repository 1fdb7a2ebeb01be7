// Overloads that differ by a protocol parameter beside `Any`: a value (or a literal) whose type
// adopts the protocol calls the protocol's overload, as Swift's solver ranks them (converting to
// `Any` is a conversion it scores; to a protocol the type adopts is not); an optional protocol
// parameter costs a wrapping, which `Any` does not.
func show(_ x: Any) -> String { "any" }
func show(_ x: CustomStringConvertible) -> String { "described as \(x.description)" }
protocol Named { var name: String { get } }
extension Int: Named { var name: String { "int \(self)" } }
func label(_ x: Any) -> String { "any" }
func label(_ x: Named) -> String { "named: " + x.name }
func label(_ x: Double) -> String { "double \(x)" }
func maybe(_ x: CustomStringConvertible?) -> String { "optional" }
func maybe(_ x: Any) -> String { "any" }

let n = 42
let text = "swift"
print(show(1), "|", show(n), "|", show(text), "|", show(2.5), "|", show(true))
print(show([1, 2]), "|", show(["k": 1]), "|", show(Set([3])), "|", show(1..<3), "|", show(1...3))
print(show(text.dropFirst()), "|", show((1, 2)))
print(label(1), "|", label(n), "|", label(2.5), "|", label("s"), "|", label(Int8(1)))
print(maybe(1), "|", maybe(nil), "|", maybe(text))
