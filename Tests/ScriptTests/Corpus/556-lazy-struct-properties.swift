// `lazy var` in a struct: the initializer runs at the first read (with `self` as it is then),
// the result is kept, and a copy made before the first read computes its own.
struct Report {
    var values: [Int]
    lazy var total: Int = {
        print("computing total of \(values.count)")
        return values.reduce(0, +)
    }()
    lazy var label = "report of \(values.count)"
    mutating func summary() -> String { "\(label): \(total)" }
}
var r = Report(values: [1, 2, 3])
var copy = r
print("made")
print(r.total)
print(r.total)
r.values.append(10)
print(r.total, r.summary())
copy.values.append(5)
print(copy.summary())
