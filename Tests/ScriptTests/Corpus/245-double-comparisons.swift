// Comparisons with literals: the literal takes the other side's type.
let temperature = 21.5
print(temperature > 20, temperature < 22, temperature == 21.5)
let limits: [Double] = [10, 20, 30]
print(limits.filter { $0 >= 20 })
print(limits.contains(20))
print(limits.firstIndex(of: 30) ?? -1)
let clamped = min(max(temperature, 0), 25)
print(clamped)
var best = 0.0
for value in [3.5, 9, 7.25] where value > best { best = value }
print(best)
