import Foundation
import Script

#if canImport(Glibc)
    import Glibc
#endif

/// `run --interpret` (and `run` with no compiler): the workbook's interpreter runs the file
/// and prints exactly its output; `--trace` adds the runtime's events on stderr.
enum Interpreted {
    struct Outcome {
        var status: Int32
        var output: String
    }

    static func run(_ options: Run.Options, source: String, verdict: Run.CompilerVerdict) -> Outcome {
        // The REPL's renderer: one mutation is one box (willSet → fired → output → didSet).
        let renderer = TraceRenderer { lines in
            _ = Console.writeAll(lines.map { "trace: \($0)\n" }.joined(), to: STDERR_FILENO)
        }
        let isTraced = options.trace
        if isTraced {
            _ = renderer.set(on: true)
            renderer.begin()
        }
        let sink = OutputSink()
        let session = ScriptSession(
            options: ScriptOptions(output: { text in
                if isTraced { renderer.flush() }
                sink.write(text)
            }))
        sink.onFailure = { session.interrupt() }
        let timeout = options.timeout
        let clock = timeout > 0 ? RunClock(limit: timeout, session: session) : nil
        var result = session.run(source, file: options.file, acceptedByCompiler: verdict == .accepted)
        clock?.stop()
        if isTraced { renderer.end() }
        if let error = sink.failure {
            Run.printError("workbook run: cannot write the program's output: \(String(cString: strerror(error)))")
            return Outcome(status: 1, output: result.output)
        }
        if clock?.fired == true {
            for index in result.diagnostics.indices where result.diagnostics[index].message == "execution interrupted" {
                result.diagnostics[index].message = Run.timeLimitMessage(timeout)
            }
        }
        for d in result.diagnostics {
            // swiftc accepted the file: what the interpreter refuses is the workbook's limit.
            if d.isWorkbookRefusal {
                let lines = WorkbookRefusal.lines(for: d, style: Style(enabled: false), withLocation: true)
                Run.printError(lines.joined(separator: "\n"))
            } else {
                Run.printError(d.rendered, terminator: "")
            }
        }
        return Outcome(status: result.succeeded ? 0 : 1, output: result.output)
    }
}

/// The program's output on stdout; the first failed write (stdout closed, disk full) is
/// kept, and stops the program: nothing more it prints can arrive anywhere.
final class OutputSink: @unchecked Sendable {
    private let lock = NSLock()
    private var firstFailure: Int32?
    var onFailure: (() -> Void)?
    /// The errno of the first failed write, if one failed.
    var failure: Int32? { lock.withLock { firstFailure } }

    func write(_ text: String) {
        write(bytes: Array(text.utf8)[...])
    }

    func write(bytes: ArraySlice<UInt8>) {
        guard failure == nil else { return }
        let error = Console.writeAll(bytes: bytes, to: STDOUT_FILENO)
        guard error != 0 else { return }
        lock.withLock { firstFailure = error }
        onFailure?()
    }
}

/// `--timeout`: interrupts the session when the time is up. Interrupts are checked at
/// every step, so a slow builtin inside a loop is stopped as soon as it returns.
private final class RunClock: @unchecked Sendable {
    private let lock = NSLock()
    private var stopped = false
    private var didFire = false
    var fired: Bool { lock.withLock { didFire } }

    init(limit: Double, session: ScriptSession) {
        DispatchQueue.global().asyncAfter(deadline: .now() + limit) { [self] in
            lock.withLock {
                guard !stopped else { return }
                didFire = true
                session.interrupt()
            }
        }
    }

    func stop() { lock.withLock { stopped = true } }
}
