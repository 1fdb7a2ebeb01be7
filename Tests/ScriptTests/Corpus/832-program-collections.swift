// A playlist as a collection of its own: Swift's Collection defaults walk its indices.
struct Playlist: RandomAccessCollection {
    private var songs: [String]
    init(_ songs: [String]) { self.songs = songs }
    var startIndex: Int { songs.startIndex }
    var endIndex: Int { songs.endIndex }
    subscript(position: Int) -> String { songs[position] }
}

struct Countdown: Collection {
    let from: Int
    var startIndex: Int { 0 }
    var endIndex: Int { from }
    func index(after i: Int) -> Int { i + 1 }
    subscript(i: Int) -> Int { from - i }
}

struct Grid: Collection {
    struct Index: Comparable {
        var row = 0, column = 0
        static func < (a: Index, b: Index) -> Bool { (a.row, a.column) < (b.row, b.column) }
    }
    let rows: Int, columns: Int
    var startIndex: Index { Index() }
    var endIndex: Index { Index(row: rows, column: 0) }
    func index(after i: Index) -> Index {
        i.column + 1 < columns ? Index(row: i.row, column: i.column + 1) : Index(row: i.row + 1, column: 0)
    }
    subscript(i: Index) -> String { "\(i.row),\(i.column)" }
}

let mix = Playlist(["Intro", "Blue", "Green", "Outro"])
print(mix.count, mix.isEmpty, mix.first ?? "-", mix.last ?? "-")
print(mix.map { $0.uppercased() })
print(mix.filter { $0.count > 4 }, mix.sorted(), mix.reversed().joined(separator: " "))
for (i, song) in mix.enumerated() where i % 2 == 0 { print(i, song) }
print(mix.contains("Blue"), mix.firstIndex(of: "Green") as Any, mix.min() ?? "", mix.max() ?? "")
print(mix.reduce("") { $0 + $1.prefix(1) }, Array(mix.dropFirst()), Array(mix.prefix(2)))
print(mix[1], mix.indices.map { $0 * 10 }, Set(mix).count)

let count3 = Countdown(from: 3)
print(Array(count3), count3.count, count3.first!, count3.map { $0 * $0 })
print(count3.allSatisfy { $0 > 0 }, count3.compactMap { $0 == 2 ? nil : $0 }, zip(count3, mix).map { "\($0)\($1)" })
var total = 0
for n in count3 { total += n }
print(total, count3.elementsEqual([3, 2, 1]), count3.starts(with: [3]))

let grid = Grid(rows: 2, columns: 2)
print(Array(grid), grid.count, grid.first!)
var labels: [String] = []
labels.append(contentsOf: grid)
print(labels.joined(separator: " | "))
print([String]() + grid)
