// Generic parameter clauses, constraints and where clauses.
func firstAndLast<Element>(_ values: [Element]) -> [Element] {
    guard let first = values.first, let last = values.last else { return [] }
    return [first, last]
}
print(firstAndLast([1, 2, 3]), firstAndLast(["a"]), firstAndLast([Double]()))

func largest<T: Comparable>(_ a: T, _ b: T) -> T {
    a > b ? a : b
}
print(largest(3, 9), largest("pear", "apple"), largest(2.5, -1.0))

func countMatches<T: Equatable>(of value: T, in values: [T]) -> Int {
    values.filter { $0 == value }.count
}
print(countMatches(of: "a", in: ["a", "b", "a"]))

func transform<Input, Output>(_ value: Input, _ f: (Input) -> Output) -> Output {
    f(value)
}
print(transform(21) { $0 * 2 }, transform("abc") { $0.count })

func allEqual<C: Collection>(_ c: C) -> Bool where C.Element: Equatable {
    guard let first = c.first else { return true }
    return c.allSatisfy { $0 == first }
}
print(allEqual([1, 1, 1]), allEqual(["x", "y"]))

struct Box<Value> {
    var value: Value
    func map<U>(_ f: (Value) -> U) -> Box<U> { Box<U>(value: f(value)) }
}
print(Box(value: 4).map { "\($0)!" }.value)
