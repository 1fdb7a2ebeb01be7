// Characters: iteration, filtering, counting and building strings.
let word = "Observation"
var upper = 0
for character in word where character.isUppercase {
    upper += 1
}
print("uppercase letters:", upper)
print(word.filter { "aeiou".contains($0) })
print(word.map { String($0) }.joined(separator: " "))
let letters = Array(word.lowercased())
print(letters.count, letters[0], letters.last!)
var counts: [Character: Int] = [:]
for c in word.lowercased() {
    counts[c, default: 0] += 1
}
print(counts.keys.sorted().map { "\($0)\(counts[$0]!)" }.joined())
let digits = "a1b22c333"
print(digits.filter(\.isNumber), digits.filter(\.isLetter))
let c: Character = "x"
print(c, String(c) + "y", c == "x")
var built = ""
for n in 1...5 {
    built.append(String(n))
}
built.append("!")
print(built)
let sentence = "hello big world"
let parts: [Substring] = sentence.split(separator: " ")
print(parts.map { $0.count })
