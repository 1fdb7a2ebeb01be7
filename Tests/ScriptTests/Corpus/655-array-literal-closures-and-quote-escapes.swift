// A closure whose body starts with an array literal (`{ [head] + $0 }`) is not a capture
// list; and a string's debug description escapes a single quote (`\'`), as in an array.
func permutations<T>(_ items: [T]) -> [[T]] {
    guard items.count > 1 else { return [items] }
    return items.indices.flatMap { index -> [[T]] in
        var rest = items
        let head = rest.remove(at: index)
        return permutations(rest).map { [head] + $0 }
    }
}
print(permutations([1, 2, 3]))
let pairs = [1, 2].map { [$0, $0 * 10] }
let first = 7
print(pairs, [3, 4].map { [first] + [$0] })
let errors = ["line 2: 'x' is not a number", "it's"]
print(errors, ["'"], Character("'"), [Character("'")])
debugPrint("don't")
