import CompilerCheck
import Foundation
import LessonEngine
import LineEditing
import Localization
import Script

/// The running REPL: one interpreter session, the lesson position, tracing, and the loop
/// that reads entries and dispatches them.
final class ReplSession {
    let console: Console
    let reader: LineReader
    /// A person at a terminal (prompts, banner, resume question) or a script on stdin.
    let interactive: Bool
    let sink: ScriptOutputSink
    let session: ScriptSession
    /// swiftc's check before each typed entry runs.
    let gate = CompilerGate()
    let worker = WorkerThread()
    /// Runs what the interpreter refuses, compiled (`CompiledEntry`).
    let compiledEntry = CompiledEntry()
    /// nil when no Lessons folder was found: lesson commands then say so.
    let library: LessonLibrary?
    let libraryProblem: String?
    let progressStore: ProgressStore?
    /// The language the REPL speaks; `:lang` changes it.
    let language: LanguageSetting
    /// The lesson position; created on first use because it refers back to this session.
    private(set) lazy var lessons = LessonDriver(repl: self, store: progressStore)
    let trace: TraceRenderer
    /// How `trace` shows its lines (dim, under the output); a compiled entry's trace too.
    private let showTrace: @Sendable ([String]) -> Void
    /// `:deps` and `:why`: the runtime's footprint, with the trace's object names.
    let footprint: FootprintView
    /// Declarations typed before a name they use is declared.
    private var held = HeldDeclarations()
    /// Verdicts for waiting entries, checked together.
    private var prechecked = PrecheckedEntries()
    /// The learner's own code ran in this session since the lesson's last step: a step that
    /// then differs from the lesson most likely differs because of it.
    var experimentedSinceStep = false
    /// Names whose newest typed declaration the compiler rejected: the session holds an older
    /// one, or none. `:check` says so rather than judging code the learner has replaced.
    private(set) var rejectedDeclarations: Set<String> = []
    var shouldQuit = false

    var style: Style { console.style }

    init(
        console: Console, reader: LineReader, interactive: Bool, library: LessonLibrary?, libraryProblem: String?,
        progressStore: ProgressStore?, language: LanguageSetting
    ) {
        self.language = language
        self.console = console
        self.reader = reader
        self.interactive = interactive
        self.library = library
        self.libraryProblem = libraryProblem
        self.progressStore = progressStore
        let sink = ScriptOutputSink(console: console)
        self.sink = sink
        session = ScriptSession(options: ScriptOptions(output: { sink.write($0) }))
        let style = console.style
        let names = ObjectNames()
        footprint = FootprintView(names: names)
        let showTrace: @Sendable ([String]) -> Void = { lines in
            sink.endLine()
            for line in lines { console.line(style.dim("  ⋯ " + line)) }
        }
        self.showTrace = showTrace
        let trace = TraceRenderer(
            names: names, limit: session.options.outputLimit, isQuiet: { sink.muted }, show: showTrace)
        self.trace = trace
        sink.beforeOutput = { trace.flush() }
    }

    /// Draws a compiled entry's trace as `trace` draws the interpreter's (the same lines and
    /// cap); nil when tracing is off or the output is muted. Its objects and trackings are
    /// another process's, named apart (`ObjectNames.forCompiledEntry`).
    func compiledEntryTrace() -> TraceRenderer? {
        guard trace.isOn, !sink.muted else { return nil }
        let sink = self.sink
        return TraceRenderer(
            names: trace.names.forCompiledEntry(), limit: session.options.outputLimit, isQuiet: { sink.muted },
            show: showTrace)
    }

    /// Reads and runs entries until `:quit` or the end of input (Ctrl-D on a terminal);
    /// `firstLine`, typed at a question before the loop, starts the first entry.
    func loop(startingWith firstLine: String? = nil) {
        let gate = self.gate
        let entries = EntryReader(reader: reader, console: console, prompt: { gate.prompt })
        var pending = firstLine
        var readAhead: [Entry] = []
        while !shouldQuit {
            let entry =
                pending.map { entries.entry(startingWith: $0) }
                ?? (readAhead.isEmpty ? entries.next() : readAhead.removeFirst())
            pending = nil
            switch entry {
            case .end:
                if interactive { console.line() }
                return
            case .abandoned:
                prechecked.drop()
                continue
            case .command(let name, let argument):
                sink.endLine()
                prechecked.drop()
                ReplCommands.run(name: name, argument: argument, in: self)
            case .code(let source):
                guard !source.allSatisfy(\.isWhitespace) else { continue }
                if prechecked.isEmpty { precheck(source, readingAhead: &readAhead, from: entries) }
                runTyped(source)
            }
        }
    }

    /// When more entries are already waiting (a paste), reads them and has the compiler
    /// check `source` and those after it together: one call instead of one per entry.
    private func precheck(_ source: String, readingAhead readAhead: inout [Entry], from entries: EntryReader) {
        guard held.isEmpty, let checker = gate.batchChecker else { return }
        while readAhead.count < EntryChecker.batchLimit, reader.hasWaitingLine {
            let entry = entries.next()
            readAhead.append(entry)
            guard case .code = entry else { break }
        }
        var sources = [source]
        for entry in readAhead {
            guard case .code(let next) = entry else { break }
            if !next.allSatisfy(\.isWhitespace) { sources.append(next) }
        }
        guard sources.count > 1 else { return }
        let verdicts = waitForCompiler(cancel: { checker.cancel() }) { checker.checkBatch(sources) }
        prechecked.hold(sources, verdicts: verdicts)
    }

    /// Runs work on the evaluation thread; Ctrl-C meanwhile interrupts the session (or,
    /// given `onInterrupt`, does that instead: abandons a compiler check).
    func onWorker<T>(
        onInterrupt: (() -> Void)? = nil, whileWaiting: (() -> Void)? = nil, _ work: @escaping () -> T
    ) -> T {
        let session = self.session
        var interrupted = false
        trace.begin()
        defer {
            trace.end()
            footprint.runEnded()
            // At a terminal the prompt comes next: below output that did not end its line, and
            // below the ^C the terminal echoed. On plain stdin no prompt is shown, so output
            // continues where it stopped, as the program's would (`print(x, terminator: "")`
            // then `print(x)` gives `1010`); the REPL's own lines end it first (`show`).
            if console.terminal.stdinIsTerminal { sink.endLine(always: interrupted) }
        }
        return worker.run(
            work,
            poll: {
                if InterruptSignal.take() {
                    interrupted = true
                    if let onInterrupt { onInterrupt() } else { session.interrupt() }
                }
                whileWaiting?()
            })
    }

    /// A line the user typed: swiftc checks it in the session's context; if it accepts it,
    /// run it and show what it printed, its value (`$R0: Int = 3`), diagnostics and checks.
    /// Declarations held for a name they use (`HeldDeclarations`) are checked with it.
    func runTyped(_ source: String) {
        let batchVerdict = prechecked.take(source)
        let version = gate.learnVersion { run, ask in self.waitForCompiler(cancel: { run.cancel() }, ask) }
        switch version {
        case .noAnswer(let noAnswer):
            console.warning(Messages.text(.entryCheckedByInterpreter, noAnswer.message))
        case .cancelled:
            console.line(style.yellow(Messages.text(.checkAbandoned)) + style.dim(Messages.text(.checkAbandonedDetail)))
            return
        case .answered, nil: break
        }
        if let notice = gate.advancedObservationNotice(for: source) { console.line(style.dim(notice)) }
        guard let checker = gate.checker else {
            if let notice = gate.fallbackNotice() { console.warning(notice) }
            runUnchecked(source)
            return
        }
        if let notice = gate.moduleCacheNotice() { console.warning(notice) }
        var entry = held.isEmpty ? source : held.source(before: source)
        var includesHeld = !held.isEmpty
        var verdict = (includesHeld ? nil : batchVerdict) ?? check(entry, with: checker)
        if includesHeld, !verdict.isAccepted, verdict.noAnswer == nil, !verdict.wasCancelled,
            !(verdict.declaresOnly && verdict.missingNamesOnly != nil)
        {
            // What is held still waits; this entry is judged on its own.
            (entry, includesHeld) = (source, false)
            verdict = check(source, with: checker)
        }
        if let noAnswer = verdict.noAnswer {
            // No verdict is not a rejection: said once, the interpreter's own checks decide.
            // A compiler that is broken (not merely slow) is not asked again this session.
            console.warning(Messages.text(.entryCheckedByInterpreter, noAnswer.message))
            if case .failed = noAnswer { gate.giveUp(because: noAnswer.message) }
            if includesHeld { held.clear() }
            runUnchecked(entry)
            return
        }
        if verdict.wasCancelled {
            console.line(style.yellow(Messages.text(.checkAbandoned)) + style.dim(Messages.text(.checkAbandonedDetail)))
            return
        }
        if !verdict.isAccepted, verdict.declaresOnly, let missing = verdict.missingNamesOnly {
            held.hold(entry, waitingFor: missing)
            sayWhatIsHeld()
            return
        }
        if !verdict.diagnostics.isEmpty { sink.endLine() }
        for diagnostic in verdict.diagnostics {
            for line in ResultPrinter.lines(for: diagnostic, style: style) { console.line(line) }
        }
        guard verdict.isAccepted else {
            rejectedDeclarations.formUnion(EntryChecker.declaredNames(in: source))
            if !held.isEmpty { sayWhatIsHeld() }
            return
        }
        if EntryChecker.uninitializedConstants(in: entry) != nil {
            // As in a file, the next entry gives them their values: they run with it.
            held.hold(entry, waitingFor: [])
            sayWhatIsHeld()
            return
        }
        if includesHeld { held.clear() }
        run(entry, acceptedAs: verdict, by: checker)
    }

    /// swiftc's verdict on `entry`, saying "checking…" once when it takes a while; Ctrl-C abandons it.
    private func check(_ entry: String, with checker: EntryChecker) -> EntryVerdict {
        waitForCompiler(cancel: { checker.cancel() }) { checker.check(entry) }
    }

    /// Waits for the compiler on the worker, saying "checking…" once when it takes a while;
    /// Ctrl-C calls `cancel`.
    private func waitForCompiler<T>(cancel: @escaping () -> Void, _ work: @escaping () -> T) -> T {
        let started = Date()
        var saidChecking = !console.terminal.stdinIsTerminal
        return onWorker(
            onInterrupt: cancel,
            whileWaiting: {
                guard !saidChecking, Date().timeIntervalSince(started) >= 1 else { return }
                saidChecking = true
                self.console.line(self.style.dim(Messages.text(.checkingSlowly)))
            }, work)
    }

    private func sayWhatIsHeld() {
        let names = held.heldNames.filter { !$0.contains(" ") }.map { "`\($0)`" }.joined(separator: ", ")
        let missing = held.missing.map { "`\($0)`" }.joined(separator: ", ")
        console.remark(Messages.text(missing.isEmpty ? .constantHeld : .declarationsHeld, names, missing))
    }

    private func run(_ source: String, acceptedAs verdict: EntryVerdict, by checker: EntryChecker) {
        let session = self.session
        let echoType = verdict.resultType.flatMap { CompilerGate.isVoid($0) ? nil : $0 }
        let name = echoType == nil ? nil : gate.resultName
        let result = onWorker {
            session.run(
                source, file: "<repl>", firstLine: 1, echoAs: name, echoesDeclarations: true, acceptedByCompiler: true)
        }
        experimentedSinceStep = true
        if result.refusedBeforeRunning {
            prechecked.drop()
            runCompiled(source, echoType: echoType, checker: checker, refusal: result)
            return
        }
        show(result, withLocation: false)
        guard result.succeeded else {
            prechecked.drop()
            return
        }
        rejectedDeclarations.subtract(EntryChecker.declaredNames(in: source))
        checker.accept(verdict)
        gate.transcript.record(source, echoedAs: result.echo == nil || echoType == nil ? nil : name)
        // As the Swift REPL does: `let x = 5` answers `x: Int = 5`, with the compiler's type.
        let staticTypes = Dictionary(verdict.declaredVariables.map { ($0.name, $0.type) }) { _, last in last }
        for value in result.declared { showEcho(value, type: staticTypes[value.name] ?? value.dynamicTypeName) }
        if let echo = result.echo, let echoType {
            showEcho(echo, type: echoType)
            gate.recordEcho(echo, staticType: echoType)
        }
    }

    /// The interpreter refused an entry swiftc accepted: run it compiled when it reads no
    /// variable of the session (`CompiledEntry`). False when it did not run: the refusal stands
    /// (shown here), with the reason it cannot run compiled either.
    private func runCompiled(_ source: String, echoType: String?, checker: EntryChecker, refusal: ScriptResult) {
        switch compiledEntry.run(source, echoes: echoType != nil, checker: checker, in: self) {
        case .refused(let reason):
            // swiftc accepted the entry: the refusal is the workbook's (`WorkbookRefusal`).
            show(refusal, withLocation: false)
            if let reason { console.remark(reason) }
        case .interrupted:
            sink.endLine()
            console.line(ResultPrinter.stoppedNote(style: style))
        case .ran(let echo):
            gate.transcript.record(source, echoedAs: echo == nil ? nil : gate.resultName)
            if let echo, let echoType {
                sink.endLine()
                console.line("\(gate.resultName): \(echoType) = \(ResultPrinter.shortened(echo))")
                // Shown, not kept: the value lives in the program that printed it.
                gate.skipResultName()
            }
        }
    }

    /// Runs an entry no compiler checked: the interpreter's own checks decide; a value is shown
    /// with its dynamic type.
    private func runUnchecked(_ source: String) {
        let session = self.session
        let name = gate.resultName
        let result = onWorker {
            session.run(source, file: "<repl>", firstLine: 1, echoAs: name, echoesDeclarations: true)
        }
        experimentedSinceStep = true
        show(result, withLocation: false)
        if result.succeeded { rejectedDeclarations.subtract(EntryChecker.declaredNames(in: source)) }
        for value in result.declared { showEcho(value, type: value.dynamicTypeName) }
        if let echo = result.echo, echo.dynamicTypeName != "()" {
            showEcho(echo, type: echo.dynamicTypeName)
            gate.recordEcho(echo, staticType: nil)
        }
    }

    private func showEcho(_ echo: EchoedValue, type: String) {
        sink.endLine()
        console.line("\(echo.name): \(type) = \(ResultPrinter.shortened(echo.description))")
    }

    /// A clean session: the interpreter, the compiler's context, trace names, `$R` numbering.
    func resetSession() {
        session.reset()
        gate.reset()
        held.clear()
        rejectedDeclarations = []
        experimentedSinceStep = false
        trace.forgetNames()
        footprint.forget()
    }

    /// How lesson steps run their ```repl blocks here.
    var lessonCommands: LessonCommands { LessonCommands(session: session, footprint: footprint) }

    func show(_ result: ScriptResult, withLocation: Bool) {
        if !result.diagnostics.isEmpty || !result.expectations.isEmpty || result.wasStopped { sink.endLine() }
        for diagnostic in result.diagnostics {
            for line in ResultPrinter.lines(for: diagnostic, style: style, withLocation: withLocation) {
                console.line(line)
            }
        }
        for expectation in result.expectations {
            console.line(ResultPrinter.line(for: expectation, style: style))
        }
        if result.wasStopped { console.line(ResultPrinter.stoppedNote(style: style)) }
    }

    /// What the learner typed at a yes/no question.
    enum Answer: Equatable {
        case yes, no
        /// Neither yes nor no (a Swift line, a `:command`): the caller runs it as an entry,
        /// so it is not lost.
        case entry(String)
    }

    /// Asks a yes/no question (default yes); only meaningful when interactive.
    func ask(_ question: String) -> Answer {
        switch reader.readLine(prompt: question + " " + Messages.text(.confirmYes) + " ") {
        case .line(let answer):
            if answer.trimmingCharacters(in: .whitespaces).isEmpty || Messages.isYes(answer) { return .yes }
            return Messages.isNo(answer) ? .no : .entry(answer)
        case .interrupted, .endOfInput:
            return .no
        }
    }
}
