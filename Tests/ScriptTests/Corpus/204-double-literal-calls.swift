// Literals passed to Double parameters, defaults and returns are Doubles.
func half(_ value: Double) -> Double { value / 2 }
print(half(3))

func discounted(_ price: Double, by percent: Double = 10) -> Double {
    price - price * percent / 100
}
print(discounted(80))
print(discounted(80, by: 25))

func zero() -> Double { return 0 }
print(zero())

func constant() -> Double { 42 }
print(constant())

struct Budget {
    var limit: Double
    var spent: Double = 0
    var remaining: Double { limit - spent }
    mutating func spend(_ amount: Double) { spent += amount }
}
var budget = Budget(limit: 100)
budget.spend(30)
print(budget.remaining)
print(budget)
