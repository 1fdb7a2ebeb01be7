// Word statistics over a paragraph: frequencies, longest words, sentences and letters.

let text = """
The quick brown fox jumps over the lazy dog. The dog sleeps; the fox runs away!
Does the fox return? Nobody knows, but the dog waits by the old oak tree. Wow, a level radar.
"""

func trimmed(_ s: Substring) -> String {
    let front = s.drop(while: { $0.isWhitespace })
    return String(front.reversed().drop(while: { $0.isWhitespace }).reversed())
}

let sentences = text.split(whereSeparator: { ".!?".contains($0) }).map(trimmed)
    .filter { !$0.isEmpty }
print("sentences:", sentences.count)
for (i, s) in sentences.enumerated() {
    let words = s.split(whereSeparator: { !$0.isLetter })
    print("\(i + 1). \(words.count) words, starts with \"\(words.first ?? "")\"")
}

let words = text.lowercased().split(whereSeparator: { !$0.isLetter }).map(String.init)
var frequency: [String: Int] = [:]
for w in words { frequency[w, default: 0] += 1 }
let top = frequency.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.prefix(4)
for (word, count) in top { print(word, String(repeating: "*", count: count)) }

let longest = words.max { a, b in a.count < b.count || (a.count == b.count && a > b) }!
print("longest:", longest, longest.count)
let lengths = Dictionary(grouping: Set(words), by: \.count).mapValues { $0.sorted() }
for length in lengths.keys.sorted().suffix(3) { print(length, lengths[length]!) }

var letters: [Character: Int] = [:]
for c in text.lowercased() where c.isLetter { letters[c, default: 0] += 1 }
let common = letters.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
print(common.prefix(5).map { "\($0.key)\($0.value)" }.joined(separator: " "))
let vowels = letters.filter { "aeiou".contains($0.key) }.values.reduce(0, +)
print("vowels \(vowels) of \(letters.values.reduce(0, +)) letters")
let capitalized = words.prefix(6).map { $0.prefix(1).uppercased() + $0.dropFirst() }
print(capitalized.joined(separator: " "))
let acronym = String(sentences[0].split(separator: " ").compactMap(\.first))
print(acronym, acronym.count)
let palindromes = Set(words).filter { $0.count > 1 && $0 == String($0.reversed()) }
print(palindromes.sorted())

extension String {
    func padded(to width: Int) -> String {
        self + String(repeating: " ", count: max(0, width - count))
    }
}

func wrap(_ text: String, width: Int) -> [String] {
    var lines: [String] = []
    var current = ""
    for word in text.split(separator: " ") {
        if current.isEmpty {
            current = String(word)
        } else if current.count + 1 + word.count <= width {
            current += " " + word
        } else {
            lines.append(current)
            current = String(word)
        }
    }
    if !current.isEmpty { lines.append(current) }
    return lines
}
for line in wrap(sentences.joined(separator: ". "), width: 28) { print("|\(line.padded(to: 28))|") }
