// A closure's parameters and result take the types its context declares.
let double: (Double) -> Double = { $0 * 2 }
let add: (Double, Double) -> Double = { a, b in a + b }
print(double(4), add(1, 2))

var transforms: [String: (Double) -> Double] = [:]
transforms["half"] = { $0 / 2 }
transforms["square"] = { x in x * x }
for name in transforms.keys.sorted() { print(name, transforms[name]!(3)) }

func apply(_ f: (Double) -> Double, to value: Double) -> Double { f(value) }
print(apply({ $0 + 1 }, to: 1))
print(apply(double, to: 5))
let offsets = [1.5, 2.5].map { $0 + 1 }
print(offsets)
