// split and its options: maxSplits, omittingEmptySubsequences, whereSeparator.
let csv = "a,,b,c,"
print(csv.split(separator: ",").map(String.init))
print(csv.split(separator: ",", omittingEmptySubsequences: false).map(String.init))
print(csv.split(separator: ",", maxSplits: 1).map(String.init))
print("one two  three".split(separator: " ", maxSplits: 1, omittingEmptySubsequences: false).map(String.init))
print("a-b_c".split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init))
let words = "Swift Observation Framework".split(separator: " ")
print(words.count, words.map { $0.lowercased() })
print("key=value=more".split(separator: "=", maxSplits: 1).map(String.init))
print("".split(separator: ",").count, ",".split(separator: ",", omittingEmptySubsequences: false).count)
print("line1\nline2\n\nline4".split(separator: "\n").count)
