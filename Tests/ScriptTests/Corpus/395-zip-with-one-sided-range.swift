// `zip(1..., items)`: the one-sided range is as long as the other sequence.
let names = ["Cy", "Bo", "Ana"]
for (rank, name) in zip(1..., names) {
    print("\(rank). \(name)")
}
print(Array(zip(names, 10...)))
print(zip(0..., "abc").map { "\($0)\($1)" }.joined(separator: ","))
let empty: [String] = []
print(Array(zip(1..., empty)).count)
print(Array(zip(1...3, 5...)))
