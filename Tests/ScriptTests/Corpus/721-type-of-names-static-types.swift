// `type(of:)` names the type Swift knows the value has, also when the value itself cannot tell:
// an empty array, a nil optional, a function (its parameter and result types, `inout`, variadic
// and `throws`), a generic type's arguments.
func addTwoInts(_ a: Int, _ b: Int) -> Int { a + b }
func greet() {}
func record(_ total: inout Int, _ names: String...) throws -> [String] { names }
func stepper() -> (Int) -> Int { { $0 + 1 } }
print(type(of: addTwoInts))
print(type(of: greet))
print(type(of: record))
print(type(of: stepper))
print(type(of: [Int]()), type(of: [String: Double]()), type(of: Set<Character>()))
let nothing: Int? = nil
print(type(of: nothing), type(of: (1, "one")), type(of: [[Int]]()))
final class Store<Item> {
    var items: [Item] = []
}
struct Pair<First, Second> {
    var first: First
    var second: Second
}
let store = Store<Int>()
print(type(of: store))
print(type(of: Pair(first: 1, second: "a")))
let empty: Pair<[Int], Bool> = Pair(first: [], second: true)
print(type(of: empty))
class Media {}
final class Movie: Media {}
let library: [Media] = [Movie(), Movie()]
print(type(of: library), type(of: library[0]))
