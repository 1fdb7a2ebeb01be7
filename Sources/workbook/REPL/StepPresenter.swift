import Foundation
import LessonEngine
import Localization
import Script
import TextWidth

/// Shows a step as the learner reads it: a status header, prose wrapped to the terminal,
/// each code block followed by what it printed, its checks, and any output mismatch.
struct StepPresenter {
    let driver: LessonDriver

    var console: Console { driver.console }
    var style: Style { driver.style }

    func header(status: String, step: Step) {
        let title = "\(status) ── " + Messages.text(.stepHeader, "\(step.number)", step.title) + " "
        let rule = String(
            repeating: "─", count: max(3, min(console.terminal.width, 100) - TerminalColumns.width(of: title) - 3))
        console.line(style.cyan("── " + title + rule))
    }

    func show(_ item: LessonItem) {
        switch item {
        case .prose(let text):
            // Markdown emphasis markers are noise on a terminal; code spans keep their
            // backticks (they mark code without colour) and are tinted when colour is on.
            let plain = text.replacingOccurrences(of: "**", with: "")
            let wrapped = ProseWrapper.wrap(plain, width: console.terminal.width)
            for line in CodeSpanTint.lines(wrapped, style: style) { console.line(line) }
            console.line()
        case .code(let block):
            showCode(block.source)
        case .challengeCode(.starter, let block):
            console.line(style.bold(Messages.text(.starterLabel)) + style.dim(Messages.text(.starterNote)))
            showCode(block.source)
            console.line()
        case .challengeCode(let role, let block):
            let label = Messages.text(role == .check ? .checksLabel : role == .solution ? .solutionLabel : .wrongLabel)
            console.line(style.bold(label) + style.dim(Messages.text(.checksRunNote)))
            // The `// try:` sentences are shown when a check fails, not before.
            showCode(Challenge.withoutAdvice(block.source))
            console.line()
        case .otherBlock(_, let text):
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                console.line("    " + style.dim(String(line)))
            }
            console.line()
        }
    }

    func showCode(_ source: String) {
        for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
            console.line(style.dim("  │ ") + style.cyan(String(line)))
        }
    }

    /// Shows the step's items in order, running each code block where it stands.
    func showAndRun(_ step: Step, of lesson: Lesson) -> StepRun {
        let runner = StepRunner(session: driver.repl.session, commands: driver.repl.lessonCommands)
        let items = step.items
        let shown = Counter()
        let run = driver.repl.onWorker { () -> StepRun in
            runner.run(
                step, of: lesson,
                willRun: { block in
                    // Everything up to and including this block's code.
                    while shown.value < items.count {
                        let item = items[shown.value]
                        shown.value += 1
                        show(item)
                        if item == .code(block) { break }
                    }
                },
                didRun: { run in
                    driver.repl.sink.endLine()
                    report(run, lesson: lesson)
                })
        }
        if run.stoppedEarly {
            console.wrapped(Messages.text(.stepStoppedEarly), styled: style.yellow)
        } else {
            while shown.value < items.count {
                show(items[shown.value])
                shown.value += 1
            }
        }
        return run
    }

    func report(_ run: BlockRun, lesson: Lesson) {
        // Code streams its output as it runs; a ```repl block's commands answer here.
        if run.block.isCommands {
            for line in run.result.output.split(separator: "\n") { console.line(String(line)) }
        }
        for diagnostic in run.result.diagnostics {
            for line in ResultPrinter.lines(for: diagnostic, style: style, withLocation: true) { console.line(line) }
        }
        if run.result.wasStopped { console.line(ResultPrinter.stoppedNote(style: style)) }
        if let expected = run.block.expectedOutput, expected.text != run.result.output, run.result.succeeded {
            console.line(style.red(Messages.text(.outputDiffers)))
            for line in OutputDifference.describe(expected: expected, actual: run.result.output, path: lesson.path) {
                console.line("  " + line)
            }
        }
        for expectation in run.result.expectations {
            console.line(ResultPrinter.line(for: expectation, style: style))
        }
        console.line()
    }

    func footer(after run: StepRun, lesson: Lesson, library: LessonLibrary?) {
        if let challenge = run.step.challenge {
            let record = driver.progress.challenge(lesson.name, step: run.step.number)
            console.wrapped(
                Messages.text(
                    record.passed ? .challengeFooterPassed : .challengeFooter, "\(challenge.advice.count)",
                    "\(challenge.hints.count)"), styled: style.cyan)
            return
        }
        let checks =
            run.checks.isEmpty ? "" : Messages.text(.checksPassed, "\(run.checksPassed)", "\(run.checks.count)")
        let verdict = Messages.text(run.succeeded ? .stepDone : .stepProblems, "\(run.step.number)")
        var next: String
        if run.step.number < lesson.steps.count {
            next = Messages.text(.nextStep, "\(run.step.number + 1)", "\(lesson.steps.count)")
        } else if let library, let index = library.index(of: lesson.name), index + 1 < library.entries.count {
            next = Messages.text(.endOfLessonNext, library.entries[index + 1].name)
        } else {
            next = Messages.text(.endOfLesson)
        }
        // Wrapped first, styled after: escape codes must not count as width.
        // Chinese and Japanese sentences follow each other without a space.
        let plain = "\(verdict) \(checks) \(next)\(Messages.text(.orExperiment))"
            .replacingOccurrences(of: "  ", with: " ").replacingOccurrences(of: "。 ", with: "。")
        for (index, line) in ProseWrapper.wrap(plain, width: console.terminal.width).enumerated() {
            if index == 0, line.hasPrefix(verdict) {
                let colour = run.succeeded ? style.green(verdict) : style.yellow(verdict)
                console.line(colour + style.dim(String(line.dropFirst(verdict.count))))
            } else {
                console.line(style.dim(line))
            }
        }
    }

    /// A mutable count the step runner's callbacks share (they run on the worker thread,
    /// strictly one after another).
    final class Counter: @unchecked Sendable {
        var value = 0
    }
}
