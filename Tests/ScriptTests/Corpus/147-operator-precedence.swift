// Operator precedence: ?? against arithmetic and comparison, ternaries, unary not.
let a: Int? = nil
let b = 2
let c = 3
print(a ?? b + c)
print((a ?? b) + c)
print(a ?? 0 < 1)
let flag = false
print(!flag == true, !(flag == true))
print(1 + 2 * 3 - 4 / 2, (1 + 2) * (3 - 4) / 2)
print(10 - 3 - 2, 2 * 3 % 4)
let x = 5
print(x > 3 ? x < 10 ? "mid" : "high" : "low")
print(x > 3 && x < 4 || x == 5)
print(-x * 2, -(x * 2), -x % 3)
let s: String? = "hi"
print((s?.count ?? 0) * 10)
print(1...3 ~= 2, 3 == 3 && "a" < "b")
