// A `lazy var` in an @Observable class: the macro makes every stored property computed.
import Observation

print("building the report")

@Observable final class Report {
    var scores: [Int] = [3, 5, 8]
    lazy var total: Int = scores.reduce(0, +)
}

let report = Report()
print("total:", report.total)
