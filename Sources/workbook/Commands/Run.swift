// `workbook run FILE.swift [--swift-version 6] [--trace] [--compare]`: swiftc type-checks the
// file first (what it rejects never runs: its diagnostics, verbatim, and exit 1); then the
// interpreter runs it and prints exactly its output; `--trace` adds the runtime's events on
// stderr; `--compare` also builds the file with swiftc (the toolchain's Observation) and
// diffs the outputs.

import ChildProcess
import CompilerCheck
import Foundation
import LearnerState
import Localization
import ObservationRuntime
import Script

#if canImport(Glibc)
    import Glibc
#endif

enum Run: Verb {
    static let name = "run"
    static let summary = "run a Swift file with the interpreter; print exactly its output"
    static var help: String {
        Messages.text(.usageWord)
            + "workbook run FILE.swift [--swift-version 5|6] [--trace] [--compare] [--timeout SECONDS]"
            + "\n\n" + Messages.text(.runHelp)
    }
    /// Scripts are lesson-sized: a minute is far beyond any of them, and short enough
    /// that a loop of slow steps (which the step budget does not see) ends on its own.
    static let defaultTimeout = 60.0
    /// swiftc's own time to build the file for --compare.
    static let buildTimeout = 600.0
    static let usage = help

    static func run(_ arguments: Arguments, context: VerbContext) -> ExitCode {
        ExitCode(rawValue: main(arguments.remaining)) ?? .failure
    }

    /// Returns the process exit code.
    static func main(_ arguments: [String]) -> Int32 {
        var file: String? = nil
        var trace = false
        var compare = false
        var swiftVersion = 5
        var timeout = defaultTimeout
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "--swift-version":
                guard let value = rest.popFirst(), let version = Int(value), [5, 6].contains(version) else {
                    printError("workbook run: --swift-version takes 5 or 6\n\n\(usage)")
                    return 2
                }
                swiftVersion = version
            case "--trace": trace = true
            case "--compare": compare = true
            case "--timeout":
                guard let value = rest.popFirst().flatMap(Double.init), value >= 0, value.isFinite else {
                    printError("workbook run: --timeout wants a number of seconds (0: no limit)\n\n\(usage)")
                    return 2
                }
                timeout = value
            case "--help", "-h":
                print(usage)
                return 0
            default:
                if argument.hasPrefix("-") {
                    printError("workbook run: unknown option '\(argument)'\n\n\(usage)")
                    return 2
                }
                if file != nil {
                    printError("workbook run: give one file\n\n\(usage)")
                    return 2
                }
                file = argument
            }
        }
        guard let file else {
            printError("workbook run: missing FILE.swift\n\n\(usage)")
            return 2
        }
        let source: String
        do { source = try ScriptFile.read(file) } catch {
            printError("workbook run: \(error.message)")
            return 1
        }
        let verdict = compilerVerdict(file: file, source: source, swiftVersion: swiftVersion)
        if verdict == .rejected { return 1 }
        // A closed pipe or stdout is reported as a failed write, not a silent death.
        signal(SIGPIPE, SIG_IGN)
        // The REPL's renderer: one mutation is one box (willSet → fired → output → didSet).
        let renderer = TraceRenderer { lines in
            _ = Console.writeAll(lines.map { "trace: \($0)\n" }.joined(), to: STDERR_FILENO)
        }
        let isTraced = trace
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
        let clock = timeout > 0 ? RunClock(limit: timeout, session: session) : nil
        var result = session.run(source, file: file, acceptedByCompiler: verdict == .accepted)
        clock?.stop()
        if trace { renderer.end() }
        if let error = sink.failure {
            printError("workbook run: cannot write the program's output: \(String(cString: strerror(error)))")
            return 1
        }
        if clock?.fired == true {
            let message =
                "execution stopped: the time limit of \(describe(seconds: timeout)) is up "
                + "(an endless loop? --timeout SECONDS allows more, 0 no limit)"
            for index in result.diagnostics.indices where result.diagnostics[index].message == "execution interrupted" {
                result.diagnostics[index].message = message
            }
        }
        for d in result.diagnostics { printError(d.rendered, terminator: "") }
        var status: Int32 = result.succeeded ? 0 : 1
        if compare {
            switch compiledOutput(of: file, source: source, timeout: timeout) {
            case .failure(let error):
                printError("workbook run --compare: \(error.message)")
                status = 1
            case .success(let expected):
                if expected == result.output {
                    printError("--compare: the interpreter and swiftc print the same output")
                } else {
                    let difference = LineDiff.render(expected: expected, actual: result.output)
                    printError("--compare: outputs differ\n" + difference)
                    status = 1
                }
            }
        }
        return status
    }

    enum CompilerVerdict { case accepted, rejected, noCompiler }

    /// swiftc's verdict on the file, its diagnostics passed through to stderr as it printed them.
    static func compilerVerdict(file: String, source: String, swiftVersion: Int) -> CompilerVerdict {
        switch Toolchain.locate() {
        case .failure(let notFound):
            printError("workbook run: note: " + Messages.text(.runCheckedByInterpreter, notFound.description))
            return .noCompiler
        case .success(let toolchain):
            let verdict = FileCheck(toolchain: toolchain).check(path: file, source: source, swiftVersion: swiftVersion)
            if let noAnswer = verdict.noAnswer {
                printError("workbook run: note: " + Messages.text(.runCheckedByInterpreter, noAnswer.message))
                return .noCompiler
            }
            if !verdict.output.isEmpty { printError(verdict.output, terminator: "") }
            return verdict.isAccepted ? .accepted : .rejected
        }
    }

    /// Builds the source with swiftc (`Toolchain.locate()`: `SWIFTC` is honoured) in a private
    /// temporary directory and runs it there, both with a time limit, both killed if the
    /// workbook dies first.
    static func compiledOutput(of file: String, source: String, timeout: Double) -> Result<String, CompareError> {
        let toolchain: Toolchain
        switch Toolchain.locate() {
        case .success(let found): toolchain = found
        case .failure(let notFound): return .failure(CompareError(message: "\(notFound)"))
        }
        do {
            // Private: `/tmp/workbook-compare-PID-XXXXXX` (one left by a killed workbook is
            // removed by the next start).
            let directory = try ScratchFolder(purpose: "compare")
            // swiftc wants a .swift file. The module is named as the interpreter names it (it prints
            // `main.Type` inside collections); swiftc's default would follow `-o`.
            let name = file.hasSuffix(".swift") ? URL(fileURLWithPath: file).lastPathComponent : "main.swift"
            let copy = directory.url.appendingPathComponent(name)
            try Data(source.utf8).write(to: copy, options: .withoutOverwriting)
            let binary = directory.url.appendingPathComponent("program").path
            // `-lm`: on Linux, `x.rounded()` in a program that imports no Foundation compiles to
            // calls into libm that swiftc 6.3 does not link ("undefined reference to 'rint'").
            let build = try ChildCommand(
                toolchain.swiftc, ["-module-name", ModuleName.of(file: file), copy.path, "-lm", "-o", binary],
                directory: directory.path, limits: ChildLimits(time: buildTimeout)
            ).run()
            guard build.ending != .timedOut else {
                return .failure(
                    CompareError(
                        message: "swiftc did not finish building '\(file)' within "
                            + describe(seconds: buildTimeout)))
            }
            guard build.succeeded else {
                return .failure(
                    CompareError(
                        message: "swiftc could not build '\(file)':\n\(build.stderr)"
                            + (build.truncated ? "\n… (swiftc's messages are cut here)" : "")))
            }
            let run = try ChildCommand(
                binary, directory: directory.path, limits: ChildLimits(time: timeout > 0 ? timeout : nil)
            ).run()
            guard run.ending != .timedOut else {
                return .failure(
                    CompareError(
                        message: "the compiled program was stopped after "
                            + "\(describe(seconds: timeout)) (--timeout)"))
            }
            return .success(run.stdout)
        } catch let error as ChildLaunchError {
            return .failure(CompareError(message: error.description))
        } catch {
            return .failure(CompareError(message: (error as NSError).localizedDescription))
        }
    }

    struct CompareError: Error { let message: String }

    static func describe(seconds: Double) -> String {
        let whole = seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
        return whole + (seconds == 1 ? " second" : " seconds")
    }

    static func printError(_ text: String, terminator: String = "\n") {
        Console.writeAll(text + terminator, to: STDERR_FILENO)
    }
}

/// The program's output on stdout; the first failed write (stdout closed, disk full) is
/// kept, and stops the program: nothing more it prints can arrive anywhere.
private final class OutputSink: @unchecked Sendable {
    private let lock = NSLock()
    private var firstFailure: Int32?
    var onFailure: (() -> Void)?
    /// The errno of the first failed write, if one failed.
    var failure: Int32? { lock.withLock { firstFailure } }

    func write(_ text: String) {
        guard failure == nil else { return }
        let error = Console.writeAll(text, to: STDOUT_FILENO)
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
