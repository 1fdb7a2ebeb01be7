// `var w, h: Double`: a name with neither a type nor a value takes the type written after the
// next name. The interpreter once left `w` holding the Int it was given (`R(w: 2, h: 3.0)`).
struct R { var w, h: Double }
let r = R(w: 2, h: 3)
print(r, r.w / 4)
var x, y: Double
x = 1; y = 2
print(x, y, x / 4)
class C { var a, b: Float; init() { a = 1; b = 2 } }
print(C().a)
struct P { let p, q: Int8 }
print(P(p: 100, q: 27))
var i: Int, j = 2.5
let k = 1, l: Double
i = 1; l = 2
print(i, j, k, l)
