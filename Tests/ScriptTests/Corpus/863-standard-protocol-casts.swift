// `is Equatable`, `Hashable`, `Comparable`, `CustomStringConvertible`, `Error`, `AnyObject` as Swift
// answers them at run time: `true` is not Comparable, a String.Index not CustomStringConvertible, an
// optional is looked through, an enum without associated values is Equatable and Hashable, and every
// value is an AnyObject (boxed).
enum Direction { case north, south }
enum Shape { case circle(Double) }
struct Plain {}
struct Point: Hashable { var x = 0 }
struct Version: Comparable {
    var number = 1
    static func < (a: Version, b: Version) -> Bool { a.number < b.number }
}
final class Node {}
enum Failure: Error { case broken }

let values: [(String, Any)] = [
    ("Int", 1), ("Double", 1.5), ("Float", Float(1)), ("UInt8", UInt8(1)), ("Bool", true), ("String", "s"),
    ("Substring", "abc".dropFirst()), ("Character", Character("c")), ("String.Index", "ab".startIndex),
    ("Range", 1..<3), ("ClosedRange", 1...3), ("Set", Set([1])), ("Optional", Optional(1) as Any),
    ("tuple", (1, 2)), ("function", { (x: Int) in x }), ("metatype", Int.self), ("key path", \String.count),
    ("Direction", Direction.north), ("Shape", Shape.circle(1)), ("Plain", Plain()), ("Point", Point()),
    ("Version", Version()), ("Node", Node()), ("Failure", Failure.broken),
]
for (name, value) in values {
    print(
        name, value is any Equatable, value is any Hashable, value is any Comparable,
        value is any CustomStringConvertible, value is any Error, value is AnyObject)
}
let mixed: [Any] = [1, "two", 3.0, true, Direction.south, Plain()]
print(mixed.filter { $0 is any Hashable }.count, mixed.compactMap { $0 as? any CustomStringConvertible }.count)
let dictionary: Any = ["a": 1]
print(dictionary is [String: Int], dictionary is [String: String], dictionary is [String: Any])
