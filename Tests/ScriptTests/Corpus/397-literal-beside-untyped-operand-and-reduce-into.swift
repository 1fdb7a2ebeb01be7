// A literal beside an operand whose type the checks cannot see (`$0 * 100` over a mapped
// [Double]) is not an Int; `reduce(into:)`'s closure sees the element type, so `t < 20`
// makes 20 a Temperature through ExpressibleByIntegerLiteral.
struct Temperature: Comparable, CustomStringConvertible, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
    var celsius: Double
    init(integerLiteral value: Int) { celsius = Double(value) }
    init(floatLiteral value: Double) { celsius = value }
    static func < (a: Temperature, b: Temperature) -> Bool { a.celsius < b.celsius }
    var description: String { "\(celsius)°C" }
}
let thirds = (1...5).map { Double($0) / 3 }
print(thirds.map { ($0 * 100).rounded() / 100 })
print([1, 2].map { Double($0) }.map { ($0 / 4).squareRoot() > 0.5 })
let temps: [Temperature] = [21.5, 18, 30, 18.5]
let (cold, warm) = temps.reduce(into: ([Temperature](), [Temperature]())) { split, t in
    if t < 20 { split.0.append(t) } else { split.1.append(t) }
}
print(cold, warm)
let counts = temps.reduce(into: [String: Int]()) { tally, t in tally[t < 20 ? "cold" : "warm", default: 0] += 1 }
print(counts.sorted { $0.key < $1.key })
