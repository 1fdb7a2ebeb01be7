import Foundation
import Grading
import LearnerState
import LessonEngine
import Localization
import TextWidth

/// The table shared by `workbook lessons` and `:lessons`: steps read, apart from them the
/// challenges passed by the learner's own code, and the exercise that follows each lesson.
enum LessonListing {
    /// `width`: cut titles to fit (on a terminal); nil: never cut (piped output).
    /// `exercises`: the exercise column's text by lesson name (`exerciseColumn()`).
    static func lines(
        library: LessonLibrary, progress: LessonProgress, style: Style, width: Int?,
        exercises: [String: String] = exerciseColumn(), onError: (LessonError) -> Void
    ) -> [String] {
        guard !library.entries.isEmpty else { return [Messages.text(.noLessons, library.directory.path)] }
        let nameWidth = library.entries.map(\.name.count).max() ?? 0
        let loaded = library.entries.map { entry in
            Result { () throws(LessonError) in try library.loadLocalized(entry) }
        }
        // The challenges column appears once any lesson has a challenge.
        let hasChallenges = loaded.contains { (try? $0.get())?.steps.contains { $0.challenge != nil } == true }
        // The exercise column appears when an exercise of this checkout follows a listed lesson.
        // On a terminal, only when titles keep 20 columns beside it (the columns before the
        // title are as wide on every row: marker, name, steps, challenges).
        let fixedWidth = 2 + nameWidth + 2 + 7 + 2 + (hasChallenges ? 18 : 0)
        var exerciseWidth = library.entries.compactMap { exercises[$0.name] }.map(TerminalColumns.width(of:)).max()
        if let columns = exerciseWidth, let width, width - fixedWidth - columns - 2 < 20 { exerciseWidth = nil }
        return zip(library.entries, loaded).map { entry, loaded in
            let marker = progress.current?.lesson == entry.name ? style.cyan("▸") : " "
            let name = style.bold(entry.name.padding(toLength: nameWidth, withPad: " ", startingAt: 0))
            do throws(LessonError) {
                let lesson = try loaded.get()
                let count = lesson.steps.count
                // A passed final challenge finishes the lesson, however the learner reached it.
                let finalPassed =
                    lesson.steps.last?.challenge != nil && progress.challenge(entry.name, step: count).passed
                let done = finalPassed ? count : progress.completedSteps(of: entry.name)
                // Fixed-width columns first, the title last, cut to the terminal's width.
                let steps =
                    (done == count ? "✓ " : "  ") + "\(done)/\(count)".padding(toLength: 5, withPad: " ", startingAt: 0)
                let challengeCount = lesson.steps.filter { $0.challenge != nil }.count
                let passed = progress.passedChallenges(of: entry.name)
                let challenges =
                    !hasChallenges
                    ? ""
                    : challengeCount == 0
                        ? String(repeating: " ", count: 16)
                        : padded(
                            (passed == challengeCount ? "✓ " : "  ")
                                + Messages.text(
                                    challengeCount == 1 ? .challengeColumn : .challengesColumn, "\(passed)",
                                    "\(challengeCount)"), to: 16)
                let gap = hasChallenges ? "  " : ""
                let exercise = exerciseWidth.map { padded(exercises[entry.name] ?? "", to: $0) + "  " } ?? ""
                let used =
                    2 + nameWidth + 2 + steps.count + 2 + TerminalColumns.width(of: challenges) + gap.count
                    + TerminalColumns.width(of: exercise)
                var title = lesson.title
                if let width, TerminalColumns.width(of: title) > width - used, width - used > 10 {
                    title = cut(title, to: width - used - 1)
                    // A code span the cut leaves open would read as a stray backtick.
                    if title.filter({ $0 == "`" }).count % 2 == 1, let open = title.lastIndex(of: "`") {
                        title = String(title[..<open]).trimmingCharacters(in: .whitespaces)
                    }
                    title += "…"
                }
                let challengeColumn =
                    challengeCount > 0 && passed == challengeCount ? style.green(challenges) : style.dim(challenges)
                return
                    "\(marker) \(name)  \(done == count ? style.green(steps) : style.dim(steps))  \(challengeColumn)\(gap)"
                    + "\(exercise)\(title)"
            } catch {
                onError(error)
                return "\(marker) \(name)  \(style.red(Messages.text(.lessonUnreadable)))"
            }
        }
    }

    /// The exercise that follows each lesson (by lesson name) and where the learner is with it,
    /// as `watch` lists them: `exercise 01: ✔ passed`. Empty outside a checkout with exercises.
    static func exerciseColumn() -> [String: String] {
        guard let checkout = try? Checkout.locate() else { return [:] }
        let record = LearnerState.standard()?.grades.load().document ?? GradeLabels()
        var column: [String: String] = [:]
        for exercise in checkout.catalog.exercises {
            guard let lesson = exercise.lesson, lesson.hasPrefix("Lessons/"), lesson.hasSuffix(".md") else { continue }
            let state =
                record.isPassed(exercise)
                ? Messages.text(.watchStatePassed)
                : Messages.text(exercise.notDoneMarker != nil ? .watchStateNotAttempted : .watchStateInProgress)
            let name = String(lesson.dropFirst("Lessons/".count).dropLast(".md".count))
            column[name] = Messages.text(.exerciseColumn, exercise.number, state)
        }
        return column
    }

    /// `text` and spaces up to `columns` terminal columns (a wide character counts two).
    static func padded(_ text: String, to columns: Int) -> String {
        text + String(repeating: " ", count: max(0, columns - TerminalColumns.width(of: text)))
    }

    /// The longest start of `text` that fits in `columns` terminal columns.
    static func cut(_ text: String, to columns: Int) -> String {
        var result = ""
        var used = 0
        for character in text {
            used += TerminalColumns.width(of: character)
            if used > columns { break }
            result.append(character)
        }
        return result
    }
}
