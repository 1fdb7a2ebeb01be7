import Localization
import TextWidth

/// The table `workbook grade` (and a learner's `swift test`) prints: one row per exercise,
/// status first, then what to do, and finally the next exercise to work on.
public struct ProgressTable {
    public var rows: [(exercise: Exercise, outcome: GradeOutcome)]
    public var useColor: Bool
    /// The language of the table's own words (the graders' sentences come already worded).
    public var language: Language

    public init(
        rows: [(exercise: Exercise, outcome: GradeOutcome)], useColor: Bool, language: Language = Messages.language
    ) {
        self.rows = rows
        self.useColor = useColor
        self.language = language
    }

    public func render() -> String {
        var lines = rowLines()
        let passed = rows.filter { $0.outcome.isPassed }.count
        let notAttempted = rows.filter { if case .notAttempted = $0.outcome { true } else { false } }.count
        lines.append("")
        lines.append(Messages.text(.tableTally, ["\(passed)", "\(rows.count)", "\(notAttempted)"], in: language))
        if notAttempted > 0 {
            lines.append(Messages.text(.tableNotAttemptedNote, [NotDoneMarker.prefix], in: language))
        }
        if let next = NextStep(rows: rows, language: language) { lines.append(next.sentence) }
        return lines.joined(separator: "\n")
    }

    /// The rows alone: label, title and lesson, then what to look at (`watch` shows one).
    public func rowLines() -> [String] {
        // Column widths, not character counts: a Japanese label is twice as wide as it is long.
        let labelWidth = rows.map { TerminalColumns.width(of: $0.outcome.label(in: language)) }.max() ?? 0
        let indent = String(repeating: " ", count: labelWidth + 2)
        var lines: [String] = []
        for row in rows {
            let text = row.outcome.label(in: language)
            let label = text + String(repeating: " ", count: labelWidth - TerminalColumns.width(of: text))
            let lesson =
                row.exercise.lessonNumber.map { Messages.text(.watchLessonSuffix, ["\($0)"], in: language) } ?? ""
            lines.append("\(paint(label, for: row.outcome))  \(row.exercise.title(in: language))\(lesson)")
            if row.outcome.isPassed { continue }
            if case .notAttempted = row.outcome { continue }
            for (index, detail) in row.outcome.details(in: language).enumerated() {
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

/// What to do next, from a table's rows: fix the first exercise whose own files have a problem
/// (then one not graded), else start the first one not attempted, else nothing.
public struct NextStep: Sendable, Equatable {
    public var exercise: Exercise
    public var sentence: String

    public init?(rows: [(exercise: Exercise, outcome: GradeOutcome)], language: Language = Messages.language) {
        // The learner's own files first (failed, crashed, does not compile, grader edited): an exercise that was
        // not graded because of another one is not where the work is.
        let needsWork = rows.first { row in
            switch row.outcome {
            case .failed, .crashed, .doesNotCompile, .graderChanged: true
            default: false
            }
        }
        if let broken = needsWork ?? rows.first(where: { $0.outcome.isProblem }) {
            exercise = broken.exercise
            let number = broken.exercise.number
            sentence =
                if let lesson = broken.exercise.lessonNumber {
                    Messages.text(
                        .tableNextFixInLesson, [number, broken.exercise.folderName, number, "\(lesson)"], in: language)
                } else {
                    Messages.text(.tableNextFix, [number, broken.exercise.folderName, number], in: language)
                }
            return
        }
        guard let fresh = rows.first(where: { if case .notAttempted = $0.outcome { true } else { false } }) else {
            return nil
        }
        exercise = fresh.exercise
        let file = fresh.exercise.notDoneMarker.map {
            ExerciseFiles.relativePath(of: $0.file, to: fresh.exercise.directory)
        }
        let place = "Exercises/\(fresh.exercise.folderName)/" + (file ?? "")
        let arguments = [fresh.exercise.title(in: language), place, fresh.exercise.number]
        sentence =
            if let lesson = fresh.exercise.lesson {
                Messages.text(.tableNextFreshAfterLesson, arguments + [lesson], in: language)
            } else {
                Messages.text(.tableNextFresh, arguments, in: language)
            }
    }
}
