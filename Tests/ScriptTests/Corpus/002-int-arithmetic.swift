// Int arithmetic: integer division truncates, % keeps the dividend's sign.
let total = 17
let perPage = 5
print("pages:", total / perPage, "remainder:", total % perPage)
print("negative:", -17 / 5, -17 % 5)
var score = 10
score += 5
score -= 2
score *= 3
print("score:", score)
print("min/max:", min(3, 9), max(3, 9), min(4, 2, 8))
print("abs:", abs(-42))
print("multiple of 3:", score.isMultiple(of: 3))
print("parenthesised:", (2 + 3) * 4, 2 + 3 * 4)
print("Int.max > 0:", Int.max > 0)
let parsed = Int("123")
let bad = Int("12x")
print(parsed ?? -1, bad ?? -1)
print(String(255), String(7) + String(8))
