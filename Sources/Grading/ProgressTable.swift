/// The table `workbook grade` (and a learner's `swift test`) prints: one row per exercise,
/// status first, then what to do, and finally the next exercise to work on.
public struct ProgressTable {
    public var rows: [(exercise: Exercise, outcome: GradeOutcome)]
    public var useColor: Bool

    public init(rows: [(exercise: Exercise, outcome: GradeOutcome)], useColor: Bool) {
        self.rows = rows
        self.useColor = useColor
    }

    public func render() -> String {
        var lines = rowLines()
        let passed = rows.filter { $0.outcome.isPassed }.count
        let notAttempted = rows.filter { if case .notAttempted = $0.outcome { true } else { false } }.count
        lines.append("")
        lines.append("\(passed) of \(rows.count) passed; \(notAttempted) not attempted.")
        if notAttempted > 0 {
            lines.append(
                "Not attempted: the starter still has its `\(NotDoneMarker.prefix)` line; delete it to be graded.")
        }
        if let next = NextStep(rows: rows) { lines.append(next.sentence) }
        return lines.joined(separator: "\n")
    }

    /// The rows alone: label, title and lesson, then what to look at (`watch` shows one).
    public func rowLines() -> [String] {
        let labelWidth = rows.map(\.outcome.label.count).max() ?? 0
        let indent = String(repeating: " ", count: labelWidth + 2)
        var lines: [String] = []
        for row in rows {
            let label = row.outcome.label.padding(toLength: labelWidth, withPad: " ", startingAt: 0)
            let lesson = row.exercise.lessonNumber.map { "  (lesson \($0))" } ?? ""
            lines.append("\(paint(label, for: row.outcome))  \(row.exercise.title)\(lesson)")
            if row.outcome.isPassed { continue }
            if case .notAttempted = row.outcome { continue }
            for (index, detail) in row.outcome.details.enumerated() {
                lines.append(indent + (index == 0 ? "↳ " : "  ") + detail)
            }
        }
        return lines
    }

    private func paint(_ text: String, for outcome: GradeOutcome) -> String {
        guard useColor else { return text }
        let code =
            switch outcome {
            case .passed: "32"
            case .failed, .crashed, .doesNotCompile, .graderChanged: "31"
            case .notAttempted: "2"
            case .notGraded: "33"
            }
        return "\u{1B}[\(code)m\(text)\u{1B}[0m"
    }
}

/// What to do next, from a table's rows: fix the first exercise that has a problem, else
/// start the first one not attempted, else nothing.
public struct NextStep: Sendable, Equatable {
    public var exercise: Exercise
    public var sentence: String

    public init?(rows: [(exercise: Exercise, outcome: GradeOutcome)]) {
        if let broken = rows.first(where: { $0.outcome.isProblem }) {
            exercise = broken.exercise
            sentence =
                "Next: fix \(broken.exercise.numberWithLesson) — its files are in "
                + "Exercises/\(broken.exercise.folderName)/; `swift run workbook watch \(broken.exercise.number)` re-grades on save."
            return
        }
        guard let fresh = rows.first(where: { if case .notAttempted = $0.outcome { true } else { false } }) else {
            return nil
        }
        exercise = fresh.exercise
        let lesson = fresh.exercise.lesson.map { " (after \($0))" } ?? ""
        let file = fresh.exercise.notDoneMarker.map {
            ExerciseFiles.relativePath(of: $0.file, to: fresh.exercise.directory)
        }
        let place = "Exercises/\(fresh.exercise.folderName)/" + (file ?? "")
        sentence =
            "Next: \(fresh.exercise.title)\(lesson). Delete the not-done line in \(place), "
            + "then `swift run workbook watch \(fresh.exercise.number)`."
    }
}
