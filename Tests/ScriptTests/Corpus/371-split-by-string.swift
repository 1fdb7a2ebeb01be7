// split(separator:) with a string separator (Swift 5.7's Collection.split).
let csv = "Ada, Grace, Linus,, Barbara"
let names = csv.split(separator: ", ")
print(names, names.count)
print(csv.split(separator: ", ", maxSplits: 1))
print(csv.split(separator: ", ", omittingEmptySubsequences: false).map { $0.isEmpty })
print(names.map { csv.distance(from: csv.startIndex, to: $0.startIndex) })
print("a--b----c".split(separator: "--"), "x".split(separator: "--"))
