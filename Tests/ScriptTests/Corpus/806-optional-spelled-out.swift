// `Optional<T>` written out is `T?`: a value stored in it is wrapped, and prints as Swift prints it.
let a: Array<Double> = [1, 2]
print(a)
let d: Dictionary<String, Double> = ["x": 1]
print(d)
func f(_ x: Optional<Int>) { print(x as Any) }
f(3)
var v: Optional<Int> = 4
print(v as Any)
v = nil
print(v as Any)
struct S { var m: Optional<Double> = 5 }
print(S())
print(Optional<Int>.none as Any)
print(Optional<Int>.self)
let z = Optional<Int>(7)
print(z as Any)
let w: [Optional<String>] = ["a", nil]
print(w)
print(type(of: w))
enum K { case a }
let q: Optional<K> = .a
print(q as Any)
let p: Optional<Int> = 2
print(p as Any, p == 2, p.map { $0 + 1 } as Any)
