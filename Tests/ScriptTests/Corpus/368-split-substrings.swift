// The parts of split(separator:) are substrings of the line, with its indices.
let line = "milk,eggs,,bread"
let parts = line.split(separator: ",")
print(parts, parts.count)
for part in parts {
    print(part, line.distance(from: line.startIndex, to: part.startIndex), line[part.startIndex])
}
let all = line.split(separator: ",", omittingEmptySubsequences: false)
print(all.map { line.distance(from: line.startIndex, to: $0.startIndex) })
let names = parts.map(String.init).sorted()
print(names, parts.contains("eggs"), Set(parts).count)
let text = "  two  spaces "
let words = text.split(separator: " ")
print(words.map { "\($0)" }, words.map { text.distance(from: text.startIndex, to: $0.startIndex) })
