// Static operators of every fixity on a struct, compound forms, and associativity.
struct Counter: CustomStringConvertible {
    var value: Int
    var description: String { "Counter(\(value))" }

    static prefix func ++ (c: inout Counter) -> Counter {
        c.value += 1
        return c
    }
    static postfix func ++ (c: inout Counter) -> Counter {
        let old = c
        c.value += 1
        return old
    }
    static func <~ (left: inout Counter, right: Int) {
        left.value = right
    }
    static func ** (left: Counter, right: Int) -> Counter {
        var result = 1
        for _ in 0..<right { result *= left.value }
        return Counter(value: result)
    }
}
prefix operator ++
postfix operator ++
infix operator <~ : AssignmentPrecedence
infix operator ** : PowerPrecedence
precedencegroup PowerPrecedence {
    higherThan: MultiplicationPrecedence
    associativity: right
}

var c = Counter(value: 1)
let before = c++
print(before, c)
let after = ++c
print(after, c)
c <~ 10
print(c)
print(c ** 2, (c ** 2).value * 3)

// Left, right and no associativity.
precedencegroup Chain { associativity: left higherThan: AdditionPrecedence }
precedencegroup Pipe { associativity: right lowerThan: AdditionPrecedence higherThan: RangeFormationPrecedence }
precedencegroup Same { associativity: none higherThan: ComparisonPrecedence lowerThan: NilCoalescingPrecedence }
infix operator -< : Chain
infix operator >- : Pipe
infix operator =~= : Same
func -< (a: String, b: String) -> String { "(\(a)-\(b))" }
func >- (a: String, b: String) -> String { "[\(a)>\(b)]" }
func =~= (a: Double, b: Double) -> Bool { abs(a - b) < 0.01 }
print("a" -< "b" -< "c")
print("a" >- "b" >- "c")
print("a" -< "b" >- "c" + "d")
print(1.0 =~= 1.001, 1.0 + 2.0 =~= 3.5 && true)

// A generic global operator, with the standard ones still standard.
infix operator <> : AdditionPrecedence
func <> <T>(left: [T], right: T) -> [T] { left + [right] }
print([1, 2] <> 3 <> 4, ["x"] <> "y")

// An operator on an optional and one that returns a closure.
infix operator ??? : NilCoalescingPrecedence
func ??? (value: Int?, fallback: String) -> String { value.map(String.init) ?? fallback }
let missing: Int? = nil
print(missing ??? "none", Optional(3) ??? "none")

infix operator >>> : MultiplicationPrecedence
func >>> (f: @escaping (Int) -> Int, g: @escaping (Int) -> Int) -> (Int) -> Int { { g(f($0)) } }
let addThenDouble = { $0 + 1 } >>> { $0 * 2 }
print(addThenDouble(4))

// Compound assignment of a custom spelling on a class property, and a standard one on a struct.
struct Point { var x = 0, y = 0 }
func += (left: inout Point, right: Point) { left = Point(x: left.x + right.x, y: left.y + right.y) }
infix operator +=+ : AssignmentPrecedence
func +=+ (left: inout Int, right: Int) { left += right * 2 }
final class Box { var point = Point(); var count = 1 }
let box = Box()
box.point += Point(x: 2, y: 3)
box.point += Point(x: 1, y: 1)
box.count +=+ 5
print(box.point.x, box.point.y, box.count)
