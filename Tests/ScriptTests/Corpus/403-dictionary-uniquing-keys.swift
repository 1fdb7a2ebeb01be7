// `Dictionary(pairs, uniquingKeysWith:)` combines the values of repeated keys, with the
// key type's own `==` and `hash(into:)` deciding what repeats.
struct Recipe: Hashable {
    let name: String
    let minutes: Int
    static func == (a: Recipe, b: Recipe) -> Bool { a.name == b.name }
    func hash(into h: inout Hasher) { h.combine(name) }
}
let cooked = [Recipe(name: "soup", minutes: 30), Recipe(name: "salad", minutes: 10),
              Recipe(name: "soup", minutes: 45)]
let longest = Dictionary(cooked.map { ($0, $0.minutes) }, uniquingKeysWith: max)
print(longest.count, longest[Recipe(name: "soup", minutes: 0)]!)

let words = ["apple", "avocado", "banana", "blueberry", "cherry", "apple"]
let counts = Dictionary(words.map { ($0, 1) }, uniquingKeysWith: +)
for key in counts.keys.sorted() { print(key, counts[key]!) }
let firstSeen = Dictionary(words.enumerated().map { ($1.first!, $0) }) { old, _ in old }
print(firstSeen.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })
