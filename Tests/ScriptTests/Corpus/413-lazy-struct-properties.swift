// A struct's `lazy var` runs its initializer on the first read, sees the struct as it is
// then, and keeps the value in the variable read through (copies made later share it).
struct Report {
    var entries: [Int]
    lazy var summary: String = {
        print("summarising \(entries.count) entries")
        return "total \(entries.reduce(0, +))"
    }()
    mutating func add(_ n: Int) { entries.append(n) }
    mutating func headline() -> String { "Report: " + summary }
}
var report = Report(entries: [1, 2])
report.add(3)
print("before first read")
print(report.summary)
print(report.summary)
report.add(10)
print(report.headline())
var copy = report
copy.summary = "replaced"
print(report.summary, "|", copy.summary)
var given = Report(entries: [], summary: "given")
print(given.summary)
