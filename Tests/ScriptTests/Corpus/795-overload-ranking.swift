// Overload ranking as swiftc ranks it: conversions (a non-default literal, a value wrapped in
// an Optional, a value boxed as Any) count before specialization, so a generic often wins.
func which<T>(_ x: T) { print("generic") }
func which(_ x: String?) { print("optional string") }
which("a")
which(nil)
let s = "b"
which(s)
let os: String? = "c"
which(os)
func f<T>(_ x: T) { print("f generic") }
func f(_ x: Double) { print("f double") }
f(5)
f(5.0)
let i = 3
f(i)
func g<T>(_ x: T) { print("g generic") }
func g(_ x: Any) { print("g any") }
g(1)
protocol P {}
struct S: P {}
class A {}
class B: A {}
func h<T: P>(_ x: T) { print("h generic") }
func h(_ x: any P) { print("h existential") }
h(S())
func k<T>(_ x: T) { print("k generic") }
func k(_ x: A) { print("k class A") }
k(B())
func m(_ x: Int?) { print("m optional") }
func m(_ x: Double) { print("m double") }
m(5)
func n<T>(_ x: T?) { print("n generic optional") }
func n<T>(_ x: T) { print("n generic") }
n(5)
func p(_ x: Int, _ y: Int?) { print("p int opt") }
func p<T>(_ x: T, _ y: T) { print("p generic") }
p(1, 2)
struct Printer {
    func show<T>(_ x: T) { print("show generic", x) }
    func show(_ x: Int?) { print("show optional", x as Any) }
    static func make<T>(_ x: T) -> String { "make generic \(x)" }
    static func make(_ x: Double) -> String { "make double \(x)" }
}
let printer = Printer()
printer.show(1)
printer.show(nil)
let maybe: Int? = 4
printer.show(maybe)
print(Printer.make(2))
print(Printer.make(2.5))
func total<T>(_ xs: [T]) -> Int { xs.count }
func total(_ xs: [Int]?) -> Int { -1 }
print(total([1, 2, 3]))
func label<T: CustomStringConvertible>(_ x: T) -> String { "described \(x)" }
func label(_ x: Any) -> String { "any" }
print(label(3))
func pick(_ x: Character) -> String { "character" }
func pick<T>(_ x: T) -> String { "generic \(type(of: x))" }
print(pick("a"))
func two(_ a: Int, _ b: Double) -> String { "int double" }
func two<T>(_ a: T, _ b: T) -> String { "generic pair" }
print(two(1, 2))
print(two(1, 2.5))
