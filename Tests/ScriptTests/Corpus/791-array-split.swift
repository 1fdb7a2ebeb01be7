// Splitting arrays into runs: each part is an ArraySlice that keeps the array's indices,
// and strings split the same ways into substrings.

let readings = [3, 5, 0, 7, 0, 0, 2, 9, 4, 0]
let bursts = readings.split(separator: 0)
print(bursts)
print(bursts.count, bursts.map { $0.reduce(0, +) })
print(type(of: bursts))
for burst in bursts {
    print("from index \(burst.startIndex) to \(burst.endIndex):", Array(burst), burst.first ?? -1)
}

print(readings.split(separator: 0, omittingEmptySubsequences: false))
print(readings.split(separator: 0, maxSplits: 1))
print(readings.split(separator: 0, maxSplits: 2, omittingEmptySubsequences: false))
print(readings.split(whereSeparator: { $0 < 3 }))
print(readings.split(maxSplits: 1, whereSeparator: { $0 == 7 }))
print(readings.split { $0 % 2 == 0 })

let empty: [Int] = []
print(empty.split(separator: 0), empty.split(separator: 0, omittingEmptySubsequences: false))

let words = ["alpha", "beta", "--", "gamma", "--", "--", "delta"]
let sections = words.split(separator: "--")
print(sections)
print(sections.map { $0.joined(separator: " ") })
print(sections.last?.startIndex ?? -1)

let line = "name=Ada;;role=engineer;team=core"
print(line.split(separator: ";"))
print(line.split(separator: ";", omittingEmptySubsequences: false))
print(line.split(separator: ";", maxSplits: 1))
print(line.split(whereSeparator: { $0 == ";" || $0 == "=" }))
print(type(of: line.split(separator: ";")))

// A slice's parts keep the base's indices.
let window = readings[3...]
print(window.split(separator: 0), window.split(separator: 0).map(\.startIndex))
