import CChildProcess
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

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
        var outPipe: [Int32] = [-1, -1]
        var errPipe: [Int32] = [-1, -1]
        guard Self.makePipe(&outPipe) else { return .cannotStart(String(cString: strerror(errno))) }
        guard Self.makePipe(&errPipe) else {
            close(outPipe[0])
            close(outPipe[1])
            return .cannotStart(String(cString: strerror(errno)))
        }
        // The environment reaches the program through env(1): the workbook's own stays as it is.
        var settings = [
            "WORKBOOK_MEMORY_LIMIT=\(memoryLimit)",
            // A crash names its line: Swift's backtracer, reduced to the crashing thread's frames.
            "SWIFT_BACKTRACE=enable=yes,interactive=no,color=no,threads=crashed,registers=none,images=none,limit=24,top=0",
        ]
        if trace != nil { settings.append("WORKBOOK_TRACE_FD=1") }
        let argv = (["env"] + settings + [binary]).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let pid = wb_spawn_tethered("/usr/bin/env", argv, outPipe[1], errPipe[1])
        close(outPipe[1])
        close(errPipe[1])
        defer {
            close(outPipe[0])
            close(errPipe[0])
        }
        guard pid > 0 else { return .cannotStart("cannot start \(binary): \(String(cString: strerror(errno)))") }
        let deadline = timeLimit > 0 ? Date().addingTimeInterval(timeLimit) : nil
        var errors = StderrLines(show: errorOutput)
        var printed = 0
        var ending: Ending?
        var open = [outPipe[0], errPipe[0]]
        var buffer = [UInt8](repeating: 0, count: 65536)
        while !open.isEmpty, ending == nil {
            var fds = open.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            let wait = deadline.map { max(0, Int32($0.timeIntervalSinceNow * 1000) + 1) } ?? -1
            let ready = poll(&fds, nfds_t(fds.count), wait)
            if ready < 0, errno == EINTR { continue }
            if let deadline, Date() >= deadline {
                ending = .timedOut
                break
            }
            for entry in fds where entry.revents != 0 {
                let count = read(entry.fd, &buffer, buffer.count)
                if count <= 0 {
                    open.removeAll { $0 == entry.fd }
                    continue
                }
                let bytes = buffer[0..<count]
                if entry.fd == errPipe[0] {
                    errors.append(bytes)
                    continue
                }
                if let trace {
                    trace.consume(bytes, output: output)
                } else {
                    output(bytes)
                }
                printed += count
                if printed > outputLimit { ending = .printedTooMuch }
            }
        }
        if ending != nil {
            kill(-pid, SIGKILL)
            kill(pid, SIGKILL)
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        if let ending { return ending }
        errors.finish()
        let signal = status & 0x7F
        if signal != 0 { return .crashed(signal: signal, report: errors.report) }
        // Lines that looked like a report, from a program that went on: its own words.
        if !errors.report.isEmpty { errorOutput(errors.report) }
        return .exited((status >> 8) & 0xFF)
    }
}

extension CompiledProgram {
    /// A pipe whose ends the program does not inherit (its copies on 1 and 2 it does).
    fileprivate static func makePipe(_ ends: inout [Int32]) -> Bool {
        guard pipe(&ends) == 0 else { return false }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        return true
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
