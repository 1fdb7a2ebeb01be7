/// The table `workbook grade` prints: one row per exercise, status first, then what to do.
public struct ProgressTable {
    public var rows: [(exercise: Exercise, outcome: GradeOutcome)]
    public var useColor: Bool

    public init(rows: [(exercise: Exercise, outcome: GradeOutcome)], useColor: Bool) {
        self.rows = rows
        self.useColor = useColor
    }

    public func render() -> String {
        let labelWidth = rows.map(\.outcome.label.count).max() ?? 0
        let titleWidth = rows.map { $0.exercise.title.count }.max() ?? 0
        var lines: [String] = []
        for row in rows {
            let label = row.outcome.label.padding(toLength: labelWidth, withPad: " ", startingAt: 0)
            let title = row.exercise.title.padding(toLength: titleWidth, withPad: " ", startingAt: 0)
            lines.append("\(paint(label, for: row.outcome))  \(title)")
            if !row.outcome.isPassed {
                lines.append(String(repeating: " ", count: labelWidth + 2) + "↳ " + row.outcome.detail)
            }
        }
        let passed = rows.filter { $0.outcome.isPassed }.count
        let attempted = rows.filter { if case .notAttempted = $0.outcome { false } else { true } }.count
        lines.append("")
        lines.append("\(passed) of \(rows.count) passed; \(rows.count - attempted) not attempted.")
        return lines.joined(separator: "\n")
    }

    private func paint(_ text: String, for outcome: GradeOutcome) -> String {
        guard useColor else { return text }
        let code = switch outcome {
        case .passed: "32"
        case .failed, .crashed, .doesNotCompile: "31"
        case .notAttempted: "2"
        case .notGraded: "33"
        }
        return "\u{1B}[\(code)m\(text)\u{1B}[0m"
    }
}
