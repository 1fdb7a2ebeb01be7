// A closure stored in a property and called with `&` arguments (`step(&state)`, implicit self or
// explicit), and `sequence(state:next:)`, whose `next` keeps its state between calls.
struct S {
    var state = 1
    let step: (inout Int) -> Int
    mutating func a() -> Int { step(&state) }
    mutating func b() -> Int { self.step(&state) }
}
var s = S(step: { n in n += 10; return n * 2 })
print(s.a(), s.state, s.b(), s.state)
var local = 5
let f: (inout Int) -> Void = { $0 *= 3 }
f(&local)
print(local)
var t = S(step: { $0 -= 1; return $0 })
print(t.step(&local), local)
let fib = sequence(state: (0, 1)) { (s: inout (Int, Int)) -> Int? in
    let r = s.0
    s = (s.1, s.0 + s.1)
    return r
}
print(Array(fib.prefix(10)))
for x in sequence(state: 3, next: { (n: inout Int) -> Int? in n -= 1; return n >= 0 ? n : nil }) { print(x) }
let counts = sequence(state: 0) { (n: inout Int) -> Int? in
    n += 1
    print("step", n)
    return n < 4 ? n * n : nil
}
print(counts.map { $0 + 1 })
var it = "a-b-c".split(separator: "-").makeIterator()
let parts = sequence(state: it) { $0.next() }
print(parts.map(String.init), fib.first { $0 > 20 } as Any)
let z = sequence(state: 10, next: { s -> Int? in defer { s -= 3 }; return s > 0 ? s : nil })
print(Array(z), z.reduce(0, +), z.contains(4))
for n in sequence(state: 1, next: { $0 += 1; return $0 }).prefix(3) { print(n) }
print(Array(sequence(state: 0) { $0 += 2; return $0 < 7 ? $0 : nil }))
