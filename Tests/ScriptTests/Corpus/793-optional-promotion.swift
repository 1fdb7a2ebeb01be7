// Values put where an optional is expected become optionals, as Swift wraps them: in array and
// dictionary literals that hold a nil or an optional, in a conditional with a nil branch, and
// appended to an array of optionals.
let readings: [Double?] = [21.5, nil, 23]
let lastKnown: Int? = 7
print(readings, [nil, 2], [lastKnown, 3], [Optional(1), nil, 3])
let scores = [88, 42, 95]
let passing = scores.map { $0 >= 50 ? $0 : nil }
print(passing, passing.compactMap { $0 })
var history: [Int?] = []
history.append(5)
history.append(nil)
history.insert(1, at: 0)
print(history, history.count)
let grid = [[1, nil], [2]]
print(grid, ["b": scores.isEmpty ? nil : 2])
let flag = scores.count > 2
print([flag ? "many" : nil, "x"])
print([Int?.none, 2])
var cache: [String: Int?] = [:]
cache["seven"] = lastKnown
print(cache)
cache["seven"] = 8
print(cache)
let missing: Int? = nil
cache["seven"] = missing
print(cache, cache.count)
cache["seven"] = nil
print(cache, cache.count)
