// String(_:) over literals that their context types as Character: a closure's "#" or ".",
// an array literal, a slice, and an empty array. (Found by a realistic Game of Life program
// that printed ["#", "."] arrays where Swift prints the row.)
let cells = [true, false, true, true]
print(String(cells.map { $0 ? "#" : "." }))
let letters: [Character] = ["s", "w", "i", "f", "t"]
print(String(letters.prefix(3)), String(letters.reversed()))
print(String(["o", "k"]))
print(String([Character]()).isEmpty)
let rows = (0..<3).map { y in String((0..<4).map { x in (x + y) % 2 == 0 ? "x" : "o" }) }
print(rows.joined(separator: "|"))
print(String(describing: ["a", "b"]), String(reflecting: "q"))
print(String(describing: letters), String(describing: letters.prefix(2)))
