import Foundation

// Everyday string processing: split, trim, case, replace, contains, prefixes.
let csv = " name, age ,city\nAnn, 31, Oslo\nBo,27 ,Rome "
let lines = csv.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: "\n")
let header = lines[0].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
print(header)
for line in lines.dropFirst() {
    let fields = line.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
    print(Dictionary(uniqueKeysWithValues: zip(header, fields)).sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })
}
let sentence = "The quick brown fox"
print(sentence.lowercased().replacingOccurrences(of: " ", with: "-"))
print(sentence.hasPrefix("The"), sentence.contains("brown"), sentence.split(separator: " ").count)
print(sentence.components(separatedBy: " ").map { $0.count })
print(String(sentence.reversed()), sentence.uppercased().filter { $0 != " " })
