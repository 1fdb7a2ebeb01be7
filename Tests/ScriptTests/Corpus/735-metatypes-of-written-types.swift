// `[String].self`, `[K: V].self`, `Int?.self` are types (printed desugared: `Array<Array<Int>>`),
// while `[x].self` of a value is the array; a generic function handed a metatype (`T.Type`)
// names and uses the very type it was given, builtin or the program's own.
struct User: Codable {
    var name: String
}
print([String].self, [[Int]].self, [Int: [Double]].self, Int?.self, [Int?].self, [User].self)
let x = 3
print([x].self, [x, x].self, ["a": x].self)
func describe<T>(_ type: T.Type) -> String { "\(T.self)" }
print(describe(Int.self), describe([String].self), describe([Int: Double].self), describe(User.self))
func zeroOf<T: Numeric>(_ type: T.Type) -> T { T.zero }
print(zeroOf(Double.self), zeroOf(Int.self), zeroOf(Float.self))
func repeated<T>(_ type: T.Type, _ make: () -> T, count: Int) -> [T] { (0..<count).map { _ in make() } }
print(repeated(String.self, { "ab" }, count: 2), repeated(User.self, { User(name: "u") }, count: 1).count)
