import LearnerState
import LessonEngine
import Localization
import Script

/// Walks the learner through lessons: which lesson and step they are at, showing and
/// running steps, and saving progress after every move.
final class LessonDriver {
    unowned let repl: ReplSession
    let store: ProgressStore?
    private(set) var progress: LessonProgress
    /// The open lesson and the index of the current step in it.
    private(set) var lesson: Lesson?
    private(set) var stepIndex = 0
    let progressProblem: String?
    private var saveFailureReported = false
    /// The failed check whose advice `:check` showed last: when the same check fails the same
    /// way again, the learner has read that advice, and `:check` points to `:hint` instead.
    var lastAdvice: ChallengeCoach.ShownAdvice?

    init(repl: ReplSession, store: ProgressStore?) {
        self.repl = repl
        self.store = store
        if let loaded = store?.load() {
            progress = loaded.progress
            progressProblem = loaded.problem
        } else {
            progress = LessonProgress()
            progressProblem = nil
        }
    }

    var console: Console { repl.console }
    var style: Style { repl.style }

    /// `lesson 3/11 · step 2/6`, or nil with no lesson open.
    var statusLine: String? {
        guard let lesson, let library = repl.library, let index = library.index(of: lesson.name) else { return nil }
        return Messages.text(
            .statusLine, "\(index + 1)", "\(library.entries.count)", "\(stepIndex + 1)", "\(lesson.steps.count)")
    }

    /// The library, or an explanation on stderr.
    func requireLibrary() -> LessonLibrary? {
        if let library = repl.library { return library }
        console.error(repl.libraryProblem ?? Messages.text(.noLessonsFolder))
        return nil
    }

    // MARK: Moving

    /// Opens a lesson at a step (1-based): a fresh session, earlier steps replayed quietly.
    func open(_ reference: String, step: Int = 1) {
        guard let library = requireLibrary() else { return }
        guard let entry = library.entry(named: reference) else {
            var message = Messages.text(.noLessonNamed, reference)
            if let guess = EditDistance.suggestion(for: reference, among: library.entries.map { library.slug(of: $0) })
            {
                message += "; " + Messages.text(.didYouMeanVerb, guess)
            }
            console.error(message + Messages.text(.lessonsListHint))
            return
        }
        let loaded: Lesson
        do { loaded = try library.loadLocalized(entry) } catch {
            console.error(error.description)
            return
        }
        guard (1...loaded.steps.count).contains(step) else {
            console.error(Messages.text(.lessonHasSteps, loaded.name, "\(loaded.steps.count)", "\(step)"))
            return
        }
        lesson = loaded
        stepIndex = step - 1
        if let notice = library.fallbackNotice(for: entry) { console.wrapped(notice, styled: style.dim) }
        console.line(
            style.bold("# \(loaded.title)")
                + style.dim("  · " + Messages.text(.lessonLanguageMode, "\(CompilerGate.defaultSwiftVersion)")))
        // A mode chosen for experiments (`:swift 6`) would refuse the lesson's own Swift 5 code.
        if repl.gate.swiftVersion != CompilerGate.defaultSwiftVersion, let checker = repl.gate.checker {
            let chosen = repl.gate.swiftVersion
            checker.swiftVersion = CompilerGate.defaultSwiftVersion
            console.wrapped(
                Messages.text(.lessonLanguageModeRestored, "\(CompilerGate.defaultSwiftVersion)", "\(chosen)"),
                styled: style.dim)
        }
        if step == 1 {
            for item in loaded.introduction { StepPresenter(driver: self).show(item) }
        }
        restartAtCurrentStep()
    }

    /// `force`: `:skip` moves on from a challenge that is not passed.
    func next(force: Bool = false) {
        guard let lesson else {
            console.wrapped(Messages.text(.noLessonOpen))
            return
        }
        if !force, ChallengeCoach(driver: self).holdsBackNext() { return }
        if stepIndex + 1 < lesson.steps.count {
            stepIndex += 1
            runCurrentStep()
            return
        }
        guard let library = repl.library, let index = library.index(of: lesson.name) else { return }
        if index + 1 < library.entries.count {
            open(library.entries[index + 1].name)
        } else {
            console.wrapped(Messages.text(.lastStepOfLastLesson), styled: style.green)
            console.wrapped(Messages.text(.tryExercises))
        }
    }

    func back() {
        guard lesson != nil else {
            console.wrapped(Messages.text(.noLessonOpen))
            return
        }
        guard stepIndex > 0 else {
            console.wrapped(Messages.text(.firstStepAlready))
            return
        }
        stepIndex -= 1
        console.wrapped(Messages.text(.freshSession), styled: style.dim)
        restartAtCurrentStep()
    }

    /// `:step`: the current step again, in a fresh session with the earlier steps replayed.
    func rerun() {
        guard lesson != nil else {
            console.wrapped(Messages.text(.noLessonOpen))
            return
        }
        console.wrapped(Messages.text(.freshSession), styled: style.dim)
        restartAtCurrentStep()
    }

    /// `:lang` switched the language: the open lesson is read again in it. Its steps and code
    /// are the same in every language, so the session and the position stay as they are.
    func languageChanged() {
        guard let current = lesson, let library = repl.library, let entry = library.entry(named: current.name),
            let reloaded = try? library.loadLocalized(entry), reloaded.steps.count == current.steps.count
        else { return }
        lesson = reloaded
        if let notice = library.fallbackNotice(for: entry) { console.wrapped(notice, styled: style.dim) }
    }

    // MARK: Running

    /// Resets the session, replays the steps before the current one without showing them,
    /// then shows and runs the current step.
    private func restartAtCurrentStep() {
        guard let lesson else { return }
        repl.resetSession()
        if stepIndex > 0 {
            let runner = StepRunner(session: repl.session, commands: repl.lessonCommands)
            let earlier = Array(lesson.steps[..<stepIndex])
            repl.sink.muted = true
            let runs = repl.onWorker { earlier.map { runner.run($0, of: lesson) } }
            runs.forEach(repl.gate.addTrusted)
            repl.sink.muted = false
            if let failed = runs.first(where: { !$0.blocks.allSatisfy(\.result.succeeded) }) {
                console.warning(
                    Messages.text(.replayFailed, "\(failed.step.number)", "\(stepIndex + 1)"))
                if let diagnostic = failed.blocks.flatMap(\.result.diagnostics).first {
                    for line in ResultPrinter.lines(for: diagnostic, style: style, withLocation: true) {
                        console.line(line)
                    }
                }
            }
        }
        runCurrentStep()
    }

    private func runCurrentStep() {
        guard let lesson else { return }
        let step = lesson.steps[stepIndex]
        let presenter = StepPresenter(driver: self)
        if let status = statusLine { presenter.header(status: status, step: step) }
        let run = presenter.showAndRun(step, of: lesson)
        let experimented = repl.experimentedSinceStep
        repl.experimentedSinceStep = false
        repl.gate.addTrusted(run)
        let position = LessonProgress.Position(lesson: lesson.name, step: step.number)
        let change: (inout LessonProgress) -> Void = { progress in
            progress.record(run, of: lesson)
            progress.current = position
        }
        change(&progress)
        save(change)
        presenter.footer(after: run, lesson: lesson, library: repl.library)
        // The learner's experiments share the session the step ran in: say so, and how to start clean.
        if experimented, !run.succeeded {
            console.wrapped(Messages.text(.experimentsLikelyCause), styled: style.yellow)
        }
    }

    /// The current step's challenge, if the current step is one.
    var currentChallenge: (lesson: Lesson, step: Step, challenge: Challenge)? {
        guard let lesson, let challenge = lesson.steps[stepIndex].challenge else { return nil }
        return (lesson, lesson.steps[stepIndex], challenge)
    }

    /// Changes the current challenge's record and saves.
    func recordChallenge(_ change: @escaping (inout ChallengeRecord) -> Void) {
        guard let current = currentChallenge else { return }
        let (lesson, step) = (current.lesson.name, current.step.number)
        let update: (inout LessonProgress) -> Void = { $0.updateChallenge(lesson, step: step, change) }
        update(&progress)
        save(update)
    }

    /// Saves `change` merged into what is on disk (another workbook may share the state
    /// directory) and takes the merged progress as the session's own.
    func save(_ change: (inout LessonProgress) -> Void) {
        guard let store else { return }
        do { progress = try store.update(change) } catch {
            // Once per session is enough: the learner can carry on without saved progress.
            guard !saveFailureReported else { return }
            saveFailureReported = true
            console.warning(Messages.text(.progressSaveFailed, "\(error)"))
        }
    }

    // MARK: Starting

    /// At start: offer to continue where the learner left off. Returns what the learner typed
    /// instead of a yes or no (Swift, a `:command`): the session runs it, it is not lost.
    func offerResume() -> String? {
        if let problem = progressProblem { console.warning(problem) }
        guard let position = progress.current, let library = repl.library,
            let entry = library.entry(named: position.lesson)
        else { return nil }
        let title = (try? library.loadLocalized(entry))?.title ?? entry.name
        guard repl.interactive else {
            console.wrapped(Messages.text(.resumePlain, entry.name, "\(position.step)"))
            return nil
        }
        switch repl.ask(Messages.text(.resumeQuestion, title, "\(position.step)")) {
        case .yes:
            open(entry.name, step: position.step)
        case .no:
            console.wrapped(Messages.text(.resumeDeclined))
        case .entry(let line):
            console.wrapped(Messages.text(.resumeSkippedForEntry, entry.name, "\(position.step)"))
            return line
        }
        return nil
    }
}
