// Integer literals typed by what they meet, as Swift infers them together: a literal-only call in
// floating-point arithmetic (`max(1, 2) / 4 + 0.5` is 1.0), an array literal transformed by a closure that
// does floating-point arithmetic on an element (`[1, 2].map { $0 / 2 + 0.5 }` is [1.0, 1.5]) or whose result
// must be a Double (`let h: [Double] = [3, 4].map { $0 / 2 }`); integer ones stay Int.
let a = max(1, 2) / 4 + 0.5
let b = abs(-3) / 2 + 0.5
let c = "\(1 / 2 + 0.5)"
let ds: [Double] = [1, 2].map { _ in 1 }
let e = [1, 2, 3].reduce(0) { $0 + Double($1) }
struct P { var price: Double }
let f = [P(price: 1), P(price: 2.5)].reduce(0) { $0 + $1.price }
let g = [1, 2].map { $0 / 2 + 0.5 }
let h: [Double] = [3, 4].map { $0 / 2 }
let i = (1...4).map { Double($0) / 2 }
let j = [1.5, 2].map { $0 / 2 }
let k = min(7 / 2, 3.9)
let l = [7 / 2, 1].map { $0 + 0.5 }
func mean(_ xs: [Double]) -> Double { xs.reduce(0, +) / Double(xs.count) }
let m = mean([1, 2, 4])
let n = [1, 2].reduce(0.5, +)
let o = Double([1, 2, 3].count) / 2
let p = 10 / 4 * 2.0
let q = 2.0 * 10 / 4
let r = -(7 / 2) + 0.5
let s: Float = 7 / 2
let t = 1 + 2 * 3 / 4 - 0.25
print(a, b, c, ds, e, f, g, h, i, j, k, l, m, n, o, p, q, r, s, t)
let rate = 1.5
print([1, 2].map { $0 * rate }, [1, 2].filter { $0 > 1.5 }, [3, 1, 2].sorted { $0 / 2 < $1 / 2 })
print([1, 2].map { Double($0) / 2 }, [1, 2].map { $0 / 2 }, [4, 5].map { x in (x, x / 2 + 0) })
print([1, 2].map { ($0, $0 / 2 + 0.5) }, [1, 2].contains { $0 == 2.0 }, [10, 20].first { $0 / 4 > 2.4 } as Any)
let floats: [Float] = [7, 9].map { $0 / 2 }
print(floats, [1, 2, 3].reduce(0) { $0 + $1 / 2 })
let names = ["a", "b"]
print(names.map { $0 + "!" }, [1, 2].map { "\($0)" }, [2, 4].map { $0 / 2 })
print(max(1, 2) / 4 + 0.5, abs(-3) / 2 + 0.5, min(1, 2) * 2 / 4 * 1.0)
