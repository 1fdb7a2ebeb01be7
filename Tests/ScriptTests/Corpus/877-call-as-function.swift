// A value of a type that declares `callAsFunction` (SE-0253) is called like a function: the method
// is chosen by the call's labels and argument types, defaults fill in, a class works as a struct does.
struct Adder {
    let base: Int
    func callAsFunction(_ x: Int, times: Int = 1) -> Int { base + x * times }
    func callAsFunction(_ text: String) -> String { "\(base)-\(text)" }
}
let add5 = Adder(base: 5)
print(add5(3), add5(3, times: 4), add5("x"), [1, 2].map { add5($0) })
print(Adder(base: 1)(10))

final class Polynomial {
    let coefficients: [Int]
    init(_ coefficients: [Int]) { self.coefficients = coefficients }
    func callAsFunction(_ x: Int) -> Int { coefficients.reversed().reduce(0) { $0 * x + $1 } }
}
let square = Polynomial([0, 0, 1])
print(square(4), (1...4).map { square($0) })
