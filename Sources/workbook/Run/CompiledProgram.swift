import ChildProcess
import Foundation

/// Runs a program `workbook run` compiled, tethered to the workbook (killed with it, so
/// Ctrl-C stops both at once), within `run`'s bounds: a wall-clock limit, an output cap
/// and a memory limit. Its output is relayed as it comes; with a trace, the runtime's
/// events arrive in the same pipe, in order with the output (`CompiledTraceReader`).
struct CompiledProgram {
    let binary: String
    /// Seconds; 0 or less: no limit.
    var timeLimit: Double
    var outputLimit = 1_000_000
    /// The data segment's bound (`RLIMIT_DATA`, set by the program's runtime as it starts).
    var memoryLimit = 2 << 30
    /// Receives trace frames; nil: the program is not asked for its trace.
    var trace: CompiledTraceReader?
    /// Receives the program's output, in order with the trace (stdout's bytes).
    var output: (ArraySlice<UInt8>) -> Void
    /// Receives what the program writes to stderr, line by line, before any crash report.
    var errorOutput: (String) -> Void
    /// The running child: `child.cancel()` from another thread stops the program.
    let child = ChildRun()

    enum Ending: Equatable {
        /// It ended by itself with this status.
        case exited(Int32)
        /// Killed by a signal (a trap: `fatalError`, an index out of range, a failed `!`);
        /// the crash report is Swift's stderr from its first line.
        case crashed(signal: Int32, report: String)
        case timedOut
        case printedTooMuch
        case cannotStart(String)
    }

    func run() -> Ending {
        var environment = ProcessInfo.processInfo.environment
        environment["WORKBOOK_MEMORY_LIMIT"] = String(memoryLimit)
        // A crash names its line: Swift's backtracer, reduced to the crashing thread's frames.
        environment["SWIFT_BACKTRACE"] =
            "enable=yes,interactive=no,color=no,threads=crashed,registers=none,images=none,limit=24,top=0"
        if trace != nil { environment["WORKBOOK_TRACE_FD"] = "1" }
        var errors = StderrLines(show: errorOutput)
        var printed = 0
        var printedTooMuch = false
        let echo = ChildOutput.Echo.chunks { stream, data in
            let bytes = ArraySlice(data)
            guard stream == .stdout else { return errors.append(bytes) }
            guard !printedTooMuch else { return }
            if let trace { trace.consume(bytes, output: output) } else { output(bytes) }
            printed += bytes.count
            if printed > outputLimit {
                printedTooMuch = true
                child.cancel()
            }
        }
        let command = ChildCommand(
            binary, environment: environment, limits: ChildLimits(time: timeLimit > 0 ? timeLimit : nil),
            output: .echo(echo))
        let outcome: ChildOutcome
        do { outcome = try child.run(command) } catch { return .cannotStart(error.description) }
        if printedTooMuch { return .printedTooMuch }
        errors.finish()
        switch outcome.ending {
        case .timedOut: return .timedOut
        case .cancelled: return .printedTooMuch
        case .signalled(let signal): return .crashed(signal: signal, report: errors.report)
        case .exited(let status):
            // Lines that looked like a report, from a program that went on: its own words.
            if !errors.report.isEmpty { errorOutput(errors.report) }
            return .exited(status)
        }
    }
}

/// The program's stderr: shown line by line as it comes, until a line that starts Swift's
/// report of a trap (`FILE:LINE: Fatal error: …`) or a crash (`*** Signal …`); from there it
/// is kept, to be read as a crash report.
private struct StderrLines {
    let show: (String) -> Void
    private var pending: [UInt8] = []
    private(set) var report = ""
    private var isReporting = false

    init(show: @escaping (String) -> Void) { self.show = show }

    mutating func append(_ bytes: ArraySlice<UInt8>) {
        pending += bytes
        while let newline = pending.firstIndex(of: 10) {
            let line = String(decoding: pending[...newline], as: UTF8.self)
            pending.removeSubrange(...newline)
            take(line)
        }
    }

    mutating func finish() {
        if !pending.isEmpty { take(String(decoding: pending, as: UTF8.self)) }
        pending = []
    }

    private mutating func take(_ line: String) {
        if !isReporting, CrashReport.startsReport(line) { isReporting = true }
        if isReporting { report += line } else { show(line) }
    }
}
