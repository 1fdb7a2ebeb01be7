// Integer literals take a floating-point type from what they are joined with, as Swift's type
// checker decides: a conditional's branches join (`c ? 1 / 2 : 0.25` is 0.5) unless each is passed
// as an `Any` (`print(c ? 4 / 3 : 0.25)` prints 1); an array's bare literals join there too
// (`[1, 2.5]`), its integer arithmetic does not (`[4 / 3, 8.5]` prints [1, 8.5]). A closure or
// function returning an optional returns `Optional(5)` for `5`.
let flag = 10 % 3 == 1
let half = flag ? 1 / 2 : 0.25
let whole: Double = flag ? 1 / 2 : 3
let late = !flag ? 2.5 : 7 / 2
print(half, whole, late, type(of: half))
print(flag ? 1 : 0.25, flag ? 4 / 3 : 0.25, "\(flag ? 4 / 3 : 0.25)")
func pick(_ b: Bool) -> Double { b ? 3 / 2 : 0 }
print(pick(true), [flag ? 1 : 0.5])
print([1, 2.5], [-1, 2.5], [4 / 3, 8.5], [1 + 1, 2.5], [1 / 2, 1.5, 2.5])
let joined: [Double] = [4 / 3, 8.5]
print(joined, ["a": 4 / 3, "b": 0.5].count)
let asAny: Any = flag ? 4 / 3 : 0.25
var items: [Any] = []
items.append(flag ? 4 / 3 : 0.25)
print(asAny, items)

let five: () -> Int? = { 5 }
let maybe: (Int) -> String? = { n in
    if n > 0 { return "positive" }
    return nil
}
func lookup(_ key: String) -> Int? { key.count }
print(five() as Any, maybe(1) as Any, maybe(-1) as Any, lookup("abc") as Any)
