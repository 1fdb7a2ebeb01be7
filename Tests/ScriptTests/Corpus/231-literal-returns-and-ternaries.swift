// Literals in returns, ternaries and switch expressions take the declared result type.
func fee(for amount: Double) -> Double {
    if amount > 100 { return 0 }
    return amount > 50 ? 2 : 5
}
print(fee(for: 20), fee(for: 70), fee(for: 200))

func weight(of size: String) -> Double {
    switch size {
    case "S": return 1
    case "M": return 2
    default: return 3
    }
}
print(["S", "M", "L"].map(weight))

var speed: Double = 10
speed = speed > 5 ? 5 : speed
print(speed)
let limits: (low: Double, high: Double) = (1, 9)
print(limits)
