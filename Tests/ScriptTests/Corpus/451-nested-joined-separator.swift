// [[T]].joined(separator:) puts the separator between the inner arrays; joined() flattens.
struct Shelf {
    var name: String
    var books: [String]
}

let shelves = [
    Shelf(name: "top", books: ["Dune", "Emma"]),
    Shelf(name: "middle", books: []),
    Shelf(name: "bottom", books: ["Ulysses"]),
]
let lists = shelves.map(\.books)
print(Array(lists.joined()))
print(Array(lists.joined(separator: ["|"])))
print(Array(lists.joined(separator: ["--", "--"])).count)
let rows = [[1, 2], [3], [4, 5, 6]]
let withZeros = Array(rows.joined(separator: [0]))
print(withZeros, withZeros.reduce(0, +))
print(rows.map { $0.map(String.init).joined(separator: ",") }.joined(separator: " / "))
print(shelves.map(\.name).joined(separator: ", "), [String]().joined(separator: "x").isEmpty)
