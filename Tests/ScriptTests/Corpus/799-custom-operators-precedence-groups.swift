// Custom operators used above their declarations, precedence groups declared by the program,
// Unicode and dot-led spellings, generic, inout and assignment-precedence operator functions.
// Used before its declaration.
print(2 ** 3 ** 2)
print(1 + 2 ** 3 * 2)
let v = Vec(x: 1, y: 2) <+> Vec(x: 3, y: 4)
print(v)
print(10 -- 3 -- 2)

precedencegroup ExponentiationPrecedence {
    higherThan: MultiplicationPrecedence
    associativity: right
}
infix operator ** : ExponentiationPrecedence
func ** (base: Int, power: Int) -> Int {
    var result = 1
    for _ in 0..<power { result *= base }
    return result
}

precedencegroup LeftMinus {
    associativity: left
    lowerThan: AdditionPrecedence
    higherThan: ComparisonPrecedence
}
infix operator -- : LeftMinus
func -- (a: Int, b: Int) -> Int { a - b }
print(1 + 2 -- 3 + 4 == -4)

struct Vec: CustomStringConvertible {
    var x: Int, y: Int
    var description: String { "(\(x), \(y))" }
    static func <+> (l: Vec, r: Vec) -> Vec { Vec(x: l.x + r.x, y: l.y + r.y) }
}
infix operator <+>

prefix operator ∑
prefix func ∑ (values: [Int]) -> Int { values.reduce(0, +) }
print(∑[1, 2, 3])

postfix operator ***
postfix func *** (n: Int) -> Int { n <= 1 ? 1 : n * (n - 1)*** }
print(5***)

infix operator ^^ : MultiplicationPrecedence
func ^^ <T: Numeric>(lhs: T, rhs: T) -> T { lhs * rhs + lhs }
print(3 ^^ 4, 2.5 ^^ 2.0)

infix operator **= : AssignmentPrecedence
func **= (lhs: inout Int, rhs: Int) { lhs = lhs ** rhs }
var n = 3
n **= 3
print(n)

prefix operator +++
prefix func +++ (x: inout Int) -> Int { x += 1; return x }
var counter = 5
print(+++counter, counter)

infix operator .+. : AdditionPrecedence
func .+. (a: [Int], b: [Int]) -> [Int] { zip(a, b).map { $0 + $1 } }
print([1, 2] .+. [10, 20])

infix operator <=> : ComparisonPrecedence
func <=> (a: Int, b: Int) -> Int { a < b ? -1 : a > b ? 1 : 0 }
print(3 <=> 5, 5 <=> 5, [3, 1, 2].map { $0 <=> 2 })

struct Money { var cents: Int }
func + (a: Money, b: Money) -> Money { Money(cents: a.cents + b.cents) }
print((Money(cents: 5) + Money(cents: 7)).cents, 1 + 2)
