import Foundation
import LessonEngine
import LineEditing
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
    let worker = WorkerThread()
    /// nil when no Lessons folder was found: lesson commands then say so.
    let library: LessonLibrary?
    let libraryProblem: String?
    private(set) var lessons: LessonDriver!
    let trace: TraceRenderer
    var shouldQuit = false

    var style: Style { console.style }

    init(console: Console, reader: LineReader, interactive: Bool, library: LessonLibrary?, libraryProblem: String?,
         progressStore: ProgressStore?) {
        self.console = console
        self.reader = reader
        self.interactive = interactive
        self.library = library
        self.libraryProblem = libraryProblem
        let sink = ScriptOutputSink(console: console)
        self.sink = sink
        session = ScriptSession(options: ScriptOptions(output: { sink.write($0) }))
        trace = TraceRenderer(console: console, sink: sink)
        lessons = LessonDriver(repl: self, store: progressStore)
    }

    /// Reads and runs entries until `:quit`, Ctrl-D or the end of input.
    func loop() {
        let entries = EntryReader(reader: reader, console: console)
        while !shouldQuit {
            switch entries.next() {
            case .end:
                if interactive { console.line() }
                return
            case .abandoned:
                continue
            case .command(let name, let argument):
                ReplCommands.run(name: name, argument: argument, in: self)
            case .code(let source):
                guard !source.allSatisfy(\.isWhitespace) else { continue }
                runTyped(source)
            }
        }
    }

    /// Runs work on the evaluation thread; Ctrl-C meanwhile interrupts the session.
    func onWorker<T>(_ work: @escaping () -> T) -> T {
        let session = self.session
        trace.begin()
        defer {
            trace.end()
            sink.endLine()
        }
        return worker.run(work, poll: {
            if InterruptSignal.take() { session.interrupt() }
        })
    }

    /// A line the user typed: run it and show what it printed, its diagnostics and checks.
    func runTyped(_ source: String) {
        let session = self.session
        let result = onWorker { session.run(source, file: "<repl>", firstLine: 1) }
        show(result, withLocation: false)
    }

    func show(_ result: ScriptResult, withLocation: Bool) {
        for diagnostic in result.diagnostics {
            for line in ResultPrinter.lines(for: diagnostic, style: style, withLocation: withLocation) { console.line(line) }
        }
        for expectation in result.expectations {
            console.line(ResultPrinter.line(for: expectation, style: style))
        }
        if result.wasStopped { console.line(ResultPrinter.stoppedNote(style: style)) }
    }

    /// Asks a yes/no question (default yes); only meaningful when interactive.
    func confirm(_ question: String) -> Bool {
        switch reader.readLine(prompt: question + " [Y/n] ") {
        case .line(let answer):
            let answer = answer.trimmingCharacters(in: .whitespaces).lowercased()
            return answer.isEmpty || answer == "y" || answer == "yes"
        case .interrupted, .endOfInput:
            return false
        }
    }
}
