// An expression pattern is typed by the value it matches: `case 90...` on a Double
// score has Double bounds, `case "0"..."9"` on a Character has Character bounds.
struct Student {
    let name: String
    let scores: [Int]
    var average: Double { scores.isEmpty ? 0 : Double(scores.reduce(0, +)) / Double(scores.count) }
    var letter: String {
        switch average {
        case 90...: return "A"
        case 80..<90: return "B"
        case 70..<80: return "C"
        case ..<60: return "F"
        default: return "D"
        }
    }
}
let roster = [Student(name: "Ana", scores: [95, 88, 92]), Student(name: "Ben", scores: [72, 65]),
              Student(name: "Cy", scores: []), Student(name: "Di", scores: [85, 85, 86])]
for s in roster { print(s.name, s.letter) }

func kind(of ch: Character) -> String {
    switch ch {
    case "0"..."9": return "digit"
    case "a"..."z", "A"..."Z": return "letter"
    case " ": return "space"
    default: return "symbol"
    }
}
print("R2 d2!".map(kind))
var digits = ""
for ch in "a1b22c333" {
    if case "0"..."9" = ch { digits.append(ch) }
}
print(digits, ("0"..."9").contains(Character("7")))
