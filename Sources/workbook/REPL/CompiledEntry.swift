import CompilerCheck
import Foundation
import Localization
import Synchronization

/// An entry swiftc accepted and the interpreter refused ("not supported in the workbook"),
/// run compiled instead, when it reads no variable of the session: swiftc builds it with the
/// session's declarations against the built-in runtime (the same modules and program cache
/// as `workbook run`), and the binary runs tethered within `run`'s time limit.
final class CompiledEntry {
    private let runtime = Mutex<Result<CompiledRuntime, CompiledRuntime.Unavailable>?>(nil)

    enum Outcome {
        /// It ran; `echo` is the final expression's value as the REPL shows it.
        case ran(echo: String?)
        /// It did not run compiled; the refusal stands, with this reason when there is one.
        case refused(because: String?)
        /// Ctrl-C stopped the build or the program.
        case interrupted
    }

    /// Runs `source` compiled; `echoes`: its final expression has a value to show.
    func run(_ source: String, echoes: Bool, checker: EntryChecker, in repl: ReplSession) -> Outcome {
        let program: String
        switch checker.standaloneProgram(for: source, echoes: echoes) {
        case .declares: return .refused(because: nil)
        case .usesVariables(let names):
            return .refused(because: Messages.text(.entryUsesSessionVariable, names.joined(separator: ", ")))
        case .program(let text): program = text
        }
        guard let runtime = prepared(checker.toolchain, repl) else { return .refused(because: nil) }
        let builder = ProgramBuild(
            toolchain: checker.toolchain, runtime: .builtIn(runtime), cacheFolder: runtime.programsFolder)
        let cancelled = Atomic<Bool>(false)
        let built = repl.onWorker(onInterrupt: {
            cancelled.store(true, ordering: .relaxed)
            builder.cancel()
        }) {
            builder.build(path: "repl-entry", source: program, moduleName: "main", swiftVersion: checker.swiftVersion)
        }
        if cancelled.load(ordering: .relaxed) || built.wasCancelled { return .interrupted }
        // swiftc accepted the entry in the session: a failure here is a declaration the entry
        // needs that reads a session variable.
        if let problem = built.noAnswer { return .refused(because: problem.message) }
        guard let binary = built.binary else { return .refused(because: Messages.text(.entryNeedsSessionState)) }
        repl.console.line(repl.style.dim(Messages.text(.entryRunsCompiled)))
        defer { withExtendedLifetime(built.scratch) {} }
        return execute(binary, toolchain: checker.toolchain, echoes: echoes, in: repl)
    }

    private func execute(_ binary: String, toolchain: Toolchain, echoes: Bool, in repl: ReplSession) -> Outcome {
        let printed = PrintedBytes(sink: repl.sink)
        // `:trace on`: the program's events come through its stdout, in order with its output.
        let renderer = repl.compiledEntryTrace()
        let reader = renderer.map {
            CompiledTraceReader(renderer: $0, names: KeyPathNames(binary: binary, toolchain: toolchain))
        }
        var program = CompiledProgram(
            binary: binary, timeLimit: Run.defaultTimeout, trace: reader, output: { printed.take($0) },
            errorOutput: { repl.sink.write($0) })
        program.outputLimit = repl.session.options.outputLimit
        let stopped = Atomic<Bool>(false)
        let ending = repl.onWorker(onInterrupt: { [program] in
            stopped.store(true, ordering: .relaxed)
            program.child.cancel()
        }) { program.run() }
        reader?.finish { printed.take($0) }
        printed.finish()
        renderer?.end()
        if stopped.load(ordering: .relaxed) { return .interrupted }
        switch ending {
        case .exited: return .ran(echo: echoes ? printed.echo : nil)
        case .crashed(let signal, let report):
            let crash = CrashReport(report: report, signal: signal, compiledFile: "main.swift")
            repl.sink.endLine()
            repl.console.line(repl.style.red("error: ") + crash.message)
        case .timedOut: repl.console.line(repl.style.red("error: ") + Run.timeLimitMessage(Run.defaultTimeout))
        case .printedTooMuch:
            repl.console.line(
                repl.style.red("error: ")
                    + "execution stopped: the entry printed more than \(program.outputLimit) bytes")
        case .cannotStart(let reason): repl.console.line(repl.style.red("error: ") + reason)
        }
        return .ran(echo: nil)
    }

    /// The built-in runtime's modules, built the first time (said in one dim line).
    private func prepared(_ toolchain: Toolchain, _ repl: ReplSession) -> CompiledRuntime? {
        let found = runtime.withLock { known in
            if known == nil { known = CompiledRuntime.locate(toolchain: toolchain) }
            return known!
        }
        guard case .success(let runtime) = found else { return nil }
        if !runtime.isBuilt { repl.console.line(repl.style.dim(Messages.text(.entryPreparingRuntime))) }
        let built = repl.onWorker { (try? runtime.buildIfNeeded()) != nil }
        return built ? runtime : nil
    }
}

/// The program's stdout: shown as it comes, whole lines at a time (a character's bytes
/// never split), until the echo marker; what follows the marker is the echoed value.
private final class PrintedBytes: @unchecked Sendable {
    private let sink: ScriptOutputSink
    private var pending: [UInt8] = []
    private var echoBytes: [UInt8]?

    init(sink: ScriptOutputSink) { self.sink = sink }

    var echo: String? { echoBytes.map { String(decoding: $0, as: UTF8.self) } }

    func take(_ bytes: ArraySlice<UInt8>) {
        if echoBytes != nil {
            echoBytes! += bytes
            return
        }
        if let marker = bytes.firstIndex(of: EntryProgram.echoMarker) {
            pending += bytes[..<marker]
            echoBytes = Array(bytes[(marker + 1)...])
            flush(all: true)
            return
        }
        pending += bytes
        flush(all: false)
    }

    func finish() { flush(all: true) }

    private func flush(all: Bool) {
        let end = all ? pending.endIndex : (pending.lastIndex(of: 10).map { $0 + 1 } ?? 0)
        guard end > 0 else { return }
        sink.write(String(decoding: pending[..<end], as: UTF8.self))
        pending.removeFirst(end)
    }
}
