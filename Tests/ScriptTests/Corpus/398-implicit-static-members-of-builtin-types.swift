// Implicit static members typed by context (`total += .pi`, `x < .ulpOfOne`, `[.min, .max]`)
// and the random functions of Bool and Double.
let m: Int = .max
let z: Double? = .zero
var total: Double = .zero
total += .pi
let f: Float = .ulpOfOne
print(m, z!, total, f, Double.ulpOfOne, Double.leastNonzeroMagnitude > 0, Float.leastNormalMagnitude)
let limits: [Int] = [.min, .max, .zero]
print(limits, [1.0, 2.0].map { $0 < .infinity }, abs(0.1 + 0.2 - 0.3) < .ulpOfOne)
let none: String? = .none
print(none ?? "nothing", Optional<Int>.some(2)!)
let coin: Bool = .random()
let roll = Double.random(in: 1.0...6.0)
let unit: Double = .random(in: 0..<1)
print(coin || !coin, (1.0...6.0).contains(roll), unit >= 0 && unit < 1, Bool.random() != Bool.random() || true)
let some: Int? = .some(3)
var maybe: Int? = .none
print(some == .some(3), maybe == .none, maybe != .some(1))
maybe = .some(4)
print(maybe!, (some ?? 0) == .max)
