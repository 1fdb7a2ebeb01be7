// What `map` returns is typed from its argument — an initializer reference, a key path, a
// one-expression closure — so what follows it is typed too: a literal stored into a
// `[[Character]]` grid is a Character, `reduce(0, +)` over Doubles starts from a Double.
import Foundation
struct Account { let owner: String; let balance: Double }
let accounts = [Account(owner: "Ann", balance: 70.25), Account(owner: "Ben", balance: 50.5)]
let total = accounts.map(\.balance).reduce(0, +)
print(total, total / 2, (total * 10).rounded() / 10)

let lines = ["ab", "cd"]
var grid = lines.map(Array.init)
grid[1][1] = "#"
print(grid.map { String($0) }.joined(separator: "/"), grid)
var cells = lines.map { Array($0) }
cells[0][0] = "*"
print(String(cells[0]), cells[0])

var board = Array(repeating: Array(repeating: Character("."), count: 4), count: 2)
board[1][2] = "@"
for row in board { print(String(row)) }

let words = "kayak swift level".split(separator: " ").map(String.init)
print(words.filter { $0 == String($0.reversed()) })
let lengths = words.map { $0.count * 2 }
print(lengths.reduce(0, +), lengths.map { Double($0) / 4 })
print(max(1.5, 2), min(3, 0.25), max(2, 7, 1.5))

var best: [String: Int] = [:]
best["a", default: .max] = min(best["a", default: .max], 5)
var shortest: [Int: Double] = [:]
print(best, best["b", default: .max], shortest[3, default: .infinity])
shortest[3, default: .infinity] = 2
print(shortest)
