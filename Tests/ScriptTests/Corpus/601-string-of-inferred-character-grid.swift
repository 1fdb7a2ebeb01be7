// A grid read with `map(Array.init)` is [[Character]]; a literal written into it later is a
// Character too, so `String(row)` joins the row back into text.
let maze = """
S.#.
.##.
...E
"""
var grid = maze.split(separator: "\n").map(Array.init)
for (x, y) in [(0, 1), (0, 2), (1, 2), (2, 2)] { grid[y][x] = "*" }
for row in grid { print(String(row)) }
var letters = Array("hello")
letters[0] = "j"
letters.append("!")
print(String(letters), String(letters.reversed()))
var words = "one two".split(separator: " ").map { Array($0) }
words[1][0] = "T"
print(words.map { String($0) }.joined(separator: "+"))
