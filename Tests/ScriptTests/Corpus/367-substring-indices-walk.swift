// Walking a substring with its own indices, which are its base's.
let title = "Observation Workbook"
var rest = title.dropFirst(12)
print(rest, title.distance(from: title.startIndex, to: rest.startIndex))
let third = rest.index(rest.startIndex, offsetBy: 2)
print(rest[third], title[third], title.distance(from: title.startIndex, to: third))
print(rest.indices.count, rest.indices.first == rest.startIndex)
let firstK = rest.firstIndex(where: { $0 == "k" })!
print(rest[rest.startIndex..<firstK], title[firstK...])
rest.removeFirst()
print(rest, title.distance(from: title.startIndex, to: rest.startIndex))
let limit = rest.index(rest.startIndex, offsetBy: 10, limitedBy: rest.endIndex)
print(limit == nil)
