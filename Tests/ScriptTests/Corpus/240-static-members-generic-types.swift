// Static members and initializers of the builtin types, spelled generically.
print(Int.max > 0, Int.min < 0)
print(Double.infinity > 1e308, Double.pi > 3)
let values = Array<Double>(repeating: 0.5, count: 3)
print(values)
let flags = [Bool](repeating: false, count: 2)
print(flags)
let lookup = Dictionary<String, Int>(uniqueKeysWithValues: [("a", 1), ("b", 2)])
print(lookup.keys.sorted(), lookup["b"] ?? 0)
let letters = Set<Character>("hello")
print(letters.count)
let maybe = Optional<Double>.none
print(maybe ?? -1)
