// Splitting, joining and walking strings.
let line = "milk,bread,,eggs"
let parts = line.split(separator: ",")
print(parts.count)
for part in parts {
    print("-", part)
}
let words = "the quick brown fox".split(separator: " ").map { String($0) }
print(words)
print(words.joined(separator: "+"))
print(words.map { $0.count })
let capitalized = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }
print(capitalized.joined(separator: " "))
var vowels = 0
for character in "observation" {
    if "aeiou".contains(character) {
        vowels += 1
    }
}
print("vowels:", vowels)
print(Array("abc"))
print("a-b-c".split(separator: "-").reversed().joined(separator: "-"))
