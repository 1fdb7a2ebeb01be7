import LessonEngine
import Localization
import Script

/// The learner's side of a challenge step: `:check` judges the code they typed, `:hint`
/// gives the next hint, `:solution` shows the reference after an attempt, `:skip` moves on.
/// The progress records each of these apart from the step being read.
struct ChallengeCoach {
    let driver: LessonDriver

    var repl: ReplSession { driver.repl }
    var console: Console { driver.console }
    var style: Style { driver.style }

    /// The current challenge, or nil after telling the learner why there is none.
    func current(for command: String) -> (lesson: Lesson, step: Step, challenge: Challenge)? {
        if let current = driver.currentChallenge { return current }
        if driver.lesson == nil {
            console.wrapped(Messages.text(.notAChallengeNoLesson, command))
        } else {
            console.wrapped(Messages.text(.notAChallenge, command))
        }
        return nil
    }

    // MARK: :check

    func check() {
        guard let (lesson, step, challenge) = current(for: "check") else { return }
        let session = repl.session
        let attempt = repl.onWorker { challenge.runChecks(in: session, file: lesson.path) }
        repl.sink.endLine()
        let cause = AttemptCause(attempt, rejected: repl.rejectedDeclarations)
        // An attempt is code the checks could judge, or that they ran (and it ran on endlessly,
        // or raised an error); a :check before any code is typed is not one.
        let judged = !attempt.checks.isEmpty || cause == .didNotFinish || cause == .raisedAnError
        driver.recordChallenge { record in
            if judged { record.attempts += 1 }
            if attempt.passed { record.passed = true }
        }
        let record = driver.progress.challenge(lesson.name, step: step.number)
        console.line(
            style.dim(judged ? Messages.text(.checkingAttempt, "\(record.attempts)") : Messages.text(.checking)))
        // When the learner's newest code did not compile, the checks' own "cannot find" error
        // says nothing more than the sentence below does.
        if case .didNotCompile = cause {
        } else {
            for diagnostic in attempt.result.diagnostics {
                for line in ResultPrinter.lines(for: diagnostic, style: style, withLocation: true) {
                    console.line(line)
                }
            }
        }
        if attempt.result.wasStopped { console.line(ResultPrinter.stoppedNote(style: style)) }
        showChecks(attempt, advising: cause.judgesNewestCode, place: "\(lesson.name)#\(step.number)", record.attempts)
        // Checks cut short by a failing check's error are worth naming; after code that never
        // finished or raised an error, the sentence below says why they never ran.
        for line in cause == .checkFailed ? attempt.unreachedChecks : [] {
            console.line(
                style.red("✗") + " " + Messages.text(.checkNeverRan, "\(lesson.path):\(line)")
                    + style.dim(Messages.text(.checksStopped)))
        }
        let names = { (names: [String]) in names.map { "`\($0)`" }.joined(separator: ", ") }
        switch cause {
        case .passed:
            console.line(
                style.green(Messages.text(.challengePassed)) + Messages.text(.challengePassedDetail)
                    + style.dim(nextHint(lesson, step)))
        case .didNotCompile(let declarations):
            console.wrapped(Messages.text(.checkNewestDidNotCompile, names(declarations)), styled: style.yellow)
        case .olderDeclaration(let declarations):
            console.wrapped(Messages.text(.checkRanOnOlderDeclaration, names(declarations)), styled: style.yellow)
        case .didNotFinish:
            console.wrapped(Messages.text(.checkCodeDidNotFinish), styled: style.yellow)
        case .raisedAnError:
            console.wrapped(Messages.text(.checkCodeRaisedAnError), styled: style.yellow)
        case .starterMissing:
            console.wrapped(Messages.text(.checksCouldNotRun), styled: style.yellow)
        case .checkFailed:
            console.wrapped(
                Messages.text(.checksPartly, "\(attempt.checksPassed)", "\(challenge.advice.count)"),
                styled: style.yellow)
        }
    }

    /// A failed check whose advice was shown, and on which attempt.
    struct ShownAdvice: Equatable {
        var place: String
        var line: Int
        var values: String?
        var attempt: Int
    }

    /// Each check as Swift Testing would report it; the advice of the first failing one only
    /// (the failures after it often follow from it), and only when the checks judged the
    /// learner's newest code. Advice already shown for the same failure is not repeated.
    private func showChecks(_ attempt: ChallengeAttempt, advising: Bool, place: String, _ number: Int) {
        var advised = !advising
        for check in attempt.checks {
            console.line(ResultPrinter.line(for: check, style: style))
            guard !check.passed, !advised, let advice = attempt.advice(for: check) else { continue }
            advised = true
            let shown = ShownAdvice(place: place, line: check.location.line, values: check.values, attempt: number)
            if let last = driver.lastAdvice, last.place == place, last.line == shown.line, last.values == shown.values {
                console.line(
                    "    " + style.yellow(Messages.text(.tryLabel)) + Messages.text(.adviceAsBefore, "\(last.attempt)"))
            } else {
                console.line("    " + style.yellow(Messages.text(.tryLabel)) + advice)
                driver.lastAdvice = shown
            }
            if attempt.checks.filter({ !$0.passed }).count > 1 {
                console.line("    " + style.dim(Messages.text(.laterFailuresMayFollow)))
            }
        }
    }

    private func nextHint(_ lesson: Lesson, _ step: Step) -> String {
        step.number < lesson.steps.count
            ? Messages.text(.nextForStep, "\(step.number + 1)", "\(lesson.steps.count)")
            : Messages.text(.nextOpensLesson)
    }

    // MARK: :hint

    func hint() {
        guard let (lesson, step, challenge) = current(for: "hint") else { return }
        let shown = driver.progress.challenge(lesson.name, step: step.number).hintsShown
        let index = min(shown, challenge.hints.count - 1)
        if shown < challenge.hints.count { driver.recordChallenge { $0.hintsShown += 1 } }
        console.line(style.bold(Messages.text(.hintHeading, "\(index + 1)", "\(challenge.hints.count)")))
        showProse(challenge.hints[index])
        if index == challenge.hints.count - 1 {
            console.wrapped(Messages.text(.lastHint), styled: style.dim)
        } else {
            console.wrapped(Messages.text(.hintAgain), styled: style.dim)
        }
    }

    // MARK: :solution

    func solution() {
        guard let (lesson, step, challenge) = current(for: "solution") else { return }
        guard driver.progress.challenge(lesson.name, step: step.number).attempts > 0 else {
            console.wrapped(Messages.text(.solutionAfterAttempt), styled: style.yellow)
            return
        }
        driver.recordChallenge { $0.solutionShown = true }
        console.line(style.bold(Messages.text(.referenceSolution)) + style.dim(Messages.text(.referenceSolutionNote)))
        StepPresenter(driver: driver).showCode(challenge.solution.source)
        console.line()
        showProse(challenge.solutionNotes)
        console.wrapped(Messages.text(.solutionThen), styled: style.dim)
    }

    // MARK: :skip

    func skip() {
        guard current(for: "skip") != nil else { return }
        driver.recordChallenge { record in
            if !record.passed { record.skipped = true }
        }
        driver.next(force: true)
    }

    // MARK: :next

    /// True (after saying so) when the current step is a challenge not yet passed or skipped.
    func holdsBackNext() -> Bool {
        guard let (lesson, step, _) = driver.currentChallenge else { return false }
        let record = driver.progress.challenge(lesson.name, step: step.number)
        guard !record.passed && !record.skipped else { return false }
        console.wrapped(Messages.text(.challengeHeldBack), styled: style.yellow)
        return true
    }

    private func showProse(_ text: String) {
        let presenter = StepPresenter(driver: driver)
        for paragraph in text.components(separatedBy: "\n\n") where !paragraph.isEmpty {
            presenter.show(.prose(paragraph))
        }
    }
}
