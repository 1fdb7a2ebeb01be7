// A type's own `static func +=` runs for `x += y` (here with another right-hand type than `+`),
// and `reduce(0, +)` inside that type still adds Doubles.
struct Stats {
    private(set) var samples: [Double] = []
    var count: Int { samples.count }
    var mean: Double? { samples.isEmpty ? nil : samples.reduce(0, +) / Double(count) }
    mutating func add(_ values: Double...) { samples += values }
    static func + (l: Stats, r: Stats) -> Stats {
        var s = l
        s.samples += r.samples
        return s
    }
    static func += (l: inout Stats, r: Double) {
        print("adding \(r)")
        l.add(r)
    }
}
var s = Stats()
s.add(3, 1, 4)
s += 1.5
print(s.count, s.mean!)
let t = s + Stats(samples: [10])
print(t.samples, t.mean ?? -1)
var all = [s, t]
all[0] += 2
print(all.map(\.count))
