// Ranges over Double, String, Character and String.Index are values as Int ranges are: their type,
// how they print (also inside collections), contains, ~=, case patterns, clamped(to:), subscripts.
let d = 1.5..<3.0
let c: ClosedRange<Double> = 0.0...1.0
let s = "a"..."m"
let ch: ClosedRange<Character> = "a"..."z"
print(d, c, s, ch)
print(type(of: d), type(of: c), type(of: s), type(of: ch))
print(d.contains(2.0), c.contains(1.0), s.contains("hello"), ch.contains("Q"))
print(d ~= 1.5, c ~= 1.01, s ~= "z")
print(d.lowerBound, d.upperBound, d.isEmpty, (2.0..<2.0).isEmpty, c.clamped(to: 0.5...2.0))
print(d == 1.5..<3.0, c == 0.0...2.0)
for x in [0.2, 1.7, 3.5] {
    switch x {
    case 0.0..<1.0: print(x, "low")
    case 1.0...2.0: print(x, "mid")
    default: print(x, "high")
    }
}
let word = "kiwi"
switch word {
case "a"..<"n": print(word, "first half")
default: print(word, "second half")
}
let grade: Character = "B"
if case "A"..."C" = grade { print("pass") }
print([d], [s], Optional(c) as Any)
print((1..<5).clamped(to: 2..<3), (1...9).clamped(to: 3...4))
let r = 2..<5
print(type(of: r), type(of: 1...2), r.contains(3), r ~= 5, [r])
let str = "hello"
let i = str.index(str.startIndex, offsetBy: 1)
let j = str.index(str.startIndex, offsetBy: 3)
print(str[i..<j], str[i...], str[..<j], str[...i])
let ir = i..<j
print(type(of: ir), ir.contains(str.index(after: i)))
