// Generic types named in expressions and type annotations.
var cache = Dictionary<String, [Int]>()
cache["evens"] = [2, 4]
cache["odds", default: []].append(1)
print(cache.keys.sorted(), cache["evens"] ?? [])
let none: Optional<String> = .none
print(none ?? "empty")
let some = Optional<Int>.some(3)
print(some ?? 0)
var matrix = Array<[Int]>()
matrix.append([1, 2])
matrix.append([3])
print(matrix, matrix.count)
let unique = Set<Int>([3, 1, 3, 2])
print(unique.sorted())
let pairs = Array(zip(["a", "b"], [1, 2]))
print(pairs.map { "\($0.0)=\($0.1)" })
