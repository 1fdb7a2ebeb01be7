// lazy stored properties and computed properties with getters and setters.
final class Report {
    let rows: [Int]
    lazy var summary: String = {
        print("computing summary")
        return "total \(rows.reduce(0, +))"
    }()
    init(rows: [Int]) { self.rows = rows }
}
let report = Report(rows: [1, 2, 3])
print("created")
print(report.summary)
print(report.summary)

struct Temperature {
    var celsius = 0.0
    var fahrenheit: Double {
        get { celsius * 9 / 5 + 32 }
        set { celsius = (newValue - 32) * 5 / 9 }
    }
}
var t = Temperature()
t.fahrenheit = 212
print(t.celsius, t.fahrenheit)
