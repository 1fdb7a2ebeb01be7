// A trailing closure drops its label: `drop { }` is drop(while:), `prefix { }` prefix(while:), `count { }` count(where:).
let t = "  ab"
print(String(t.drop { $0 == " " }))
print(String(t.drop(while: { $0 == " " })))
print([1, 2, 3].drop { $0 < 2 }, [5, 6, 1].prefix { $0 > 4 }, "aXbX".prefix { $0 != "X" })
print([1, 2, 3, 4].count { $0 % 2 == 0 })
let words = ["a", "bb", "ccc"]
print(words.count(where: { $0.count > 1 }))
