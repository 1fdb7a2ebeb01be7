// `dict[key, default: .max]`: the default's implicit member takes the dictionary's value type
// (Dijkstra-style relaxation, a running minimum, a counter started at .zero).
let edges: [String: [(String, Int)]] = ["a": [("b", 4), ("c", 1)], "c": [("b", 2), ("d", 7)], "b": [("d", 1)]]
var dist: [String: Int] = ["a": 0]
var pending = ["a"]
while !pending.isEmpty {
    let node = pending.removeFirst()
    let here = dist[node, default: .max]
    for (next, weight) in edges[node] ?? [] where here + weight < dist[next, default: .max] {
        dist[next] = here + weight
        pending.append(next)
    }
}
print(dist.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })
print(dist["zz", default: .max] == Int.max, dist["a", default: .min])

var lowest: [String: Double] = ["x": 1.5]
for (key, reading) in [("y", 2.5), ("x", 0.5), ("y", 9.0)] {
    lowest[key, default: .infinity] = min(lowest[key, default: .infinity], reading)
}
print(lowest.sorted { $0.key < $1.key }, lowest["w", default: .pi])
var tally: [Character: Int] = ["s": 0]
for letter in "mississippi" { tally[letter, default: .zero] += 1 }
print(tally.sorted { $0.key < $1.key }.map { "\($0.key)\($0.value)" }.joined())
