// `contains(x)` of a lazy chain: Swift asks a filter's predicate about x itself first (an element the
// filter rejects cannot be there), and a set or a range below answers without a walk; a map below
// answers nothing, so the chain is walked. The interpreter always walked the chain.
let halves = [76, 78, -18].lazy.map { x -> Int in print("map", x); return x / 2 }.filter { x -> Bool in
    print("keep", x)
    return x % 2 == 0
}
print(halves.contains(3), halves.reduce(0, +))
print(halves.contains(38), halves.contains(4))
let big = (1...5).lazy.filter { print("f", $0); return $0 > 2 }
print(big.contains(4), big.contains(9), big.contains(1))
let tagged = Set([3, 4]).lazy.filter { print("g", $0); return true }
print(tagged.contains(3), tagged.contains(7))
let doubled = [1, 2, 3].lazy.map { $0 * 2 }
print(doubled.contains(4), (0..<3).lazy.contains(2))
