// `workbook run FILE.swift [--interpret] [--swift-version 6] [--trace] [--compare]`: swiftc
// compiles the file against the built-in runtime (the `Observation` facade; `import SwiftUI`
// is the view simulator) and the program runs tethered, within `run`'s bounds; what swiftc
// rejects never runs (its diagnostics, verbatim, and exit 1). `--interpret`, or no compiler,
// runs the interpreter instead. `--trace` adds the runtime's events on stderr; `--compare`
// also runs the program on the toolchain's `Observation` (with `--interpret`: the
// interpreter against the compiled program) and diffs the outputs.

import CompilerCheck
import Foundation
import Localization
import ObservationRuntime
import Script

#if canImport(Glibc)
    import Glibc
#endif

enum Run: Verb {
    static let name = "run"
    static let summary = Message.verbRun
    static let operands = "FILE.swift"
    static var options: [VerbOption] {
        [
            VerbOption("--interpret", help: .runOptionInterpret),
            VerbOption("--swift-version", value: "5|6", example: "6", help: .runOptionSwiftVersion),
            VerbOption("--trace", help: .runOptionTrace),
            VerbOption("--compare", help: .runOptionCompare),
            VerbOption("--timeout", value: "SECONDS", example: "10", help: .runOptionTimeout),
        ]
    }
    static var about: String { Messages.text(.runHelp) }
    static var exitStatus: String { Messages.text(.runHelpExit) }
    /// Scripts are lesson-sized: a minute is far beyond any of them, and short enough
    /// that a loop of slow steps (which the step budget does not see) ends on its own.
    static let defaultTimeout = 60.0

    static func run(_ arguments: VerbArguments, context: VerbContext) -> ExitCode {
        ExitCode(rawValue: main(arguments)) ?? .failure
    }

    struct Options {
        var file = ""
        var trace = false
        var compare = false
        var interpret = false
        var swiftVersion = 5
        var timeout = defaultTimeout
    }

    /// Returns the process exit code.
    static func main(_ arguments: VerbArguments) -> Int32 {
        var options = Options()
        options.trace = arguments.has("--trace")
        options.compare = arguments.has("--compare")
        options.interpret = arguments.has("--interpret")
        if let value = arguments.value("--swift-version") {
            guard let version = Int(value), [5, 6].contains(version) else {
                printError("workbook run: --swift-version takes 5 or 6\n\n\(VerbHelp.usage(Run.self))")
                return 2
            }
            options.swiftVersion = version
        }
        if let value = arguments.value("--timeout") {
            guard let seconds = Double(value), seconds >= 0, seconds.isFinite else {
                printError(
                    "workbook run: --timeout wants a number of seconds (0: no limit)\n\n\(VerbHelp.usage(Run.self))")
                return 2
            }
            options.timeout = seconds
        }
        guard arguments.operands.count <= 1 else {
            printError("workbook run: give one file\n\n\(VerbHelp.usage(Run.self))")
            return 2
        }
        guard let file = arguments.operands.first else {
            printError("workbook run: missing FILE.swift\n\n\(VerbHelp.usage(Run.self))")
            return 2
        }
        options.file = file
        let source: String
        do { source = try ScriptFile.read(file) } catch {
            printError("workbook run: \(error.message)")
            return 1
        }
        // A closed pipe or stdout is reported as a failed write, not a silent death.
        signal(SIGPIPE, SIG_IGN)
        let toolchain: Toolchain
        switch Toolchain.locate() {
        case .failure(let notFound):
            printError("workbook run: note: " + Messages.text(.runCheckedByInterpreter, notFound.description))
            return Interpreted.run(options, source: source, verdict: .noCompiler).status
        case .success(let found): toolchain = found
        }
        if let note = ModuleCache.ensureWritable() { printError("workbook run: note: " + note) }
        if options.interpret {
            let verdict = compilerVerdict(file: file, source: source, swiftVersion: options.swiftVersion, toolchain)
            if verdict == .rejected { return 1 }
            let interpreted = Interpreted.run(options, source: source, verdict: verdict)
            guard options.compare else { return interpreted.status }
            return Comparison.interpreterAgainstCompiled(options, source: source, interpreted: interpreted, toolchain)
        }
        switch CompiledRun.prepare(toolchain) {
        case .failure(let reason) where reason.compilerProblem != nil:
            printError("workbook run: note: " + Messages.text(.runCheckedByInterpreter, reason.description))
            return Interpreted.run(options, source: source, verdict: .noCompiler).status
        case .failure(let reason):
            printError("workbook run: note: \(reason); running the interpreter instead")
            let verdict = compilerVerdict(file: file, source: source, swiftVersion: options.swiftVersion, toolchain)
            if verdict == .rejected { return 1 }
            return Interpreted.run(options, source: source, verdict: verdict).status
        case .success(let runtime):
            let ran = CompiledRun.run(
                options, source: source, toolchain: toolchain, runtime: .builtIn(runtime),
                cacheFolder: runtime.programsFolder, show: true)
            if let problem = ran.compilerProblem {
                // Killed, out of time or broken: said once, and the file still runs.
                printError("workbook run: note: " + Messages.text(.runCheckedByInterpreter, problem.message))
                return Interpreted.run(options, source: source, verdict: .noCompiler).status
            }
            guard options.compare, let output = ran.output else { return ran.status }
            return Comparison.builtInAgainstToolchain(options, source: source, builtIn: output, ran.status, runtime)
        }
    }

    enum CompilerVerdict { case accepted, rejected, noCompiler }

    /// swiftc's verdict on the file, its diagnostics passed through to stderr as it printed them.
    static func compilerVerdict(
        file: String, source: String, swiftVersion: Int, _ toolchain: Toolchain
    )
        -> CompilerVerdict
    {
        let verdict = FileCheck(toolchain: toolchain).check(path: file, source: source, swiftVersion: swiftVersion)
        if let noAnswer = verdict.noAnswer {
            printError("workbook run: note: " + Messages.text(.runCheckedByInterpreter, noAnswer.message))
            return .noCompiler
        }
        if !verdict.output.isEmpty { printError(verdict.output, terminator: "") }
        return verdict.isAccepted ? .accepted : .rejected
    }

    static func describe(seconds: Double) -> String {
        let whole = seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
        return whole + (seconds == 1 ? " second" : " seconds")
    }

    /// The interpreter's words when `--timeout` stops a program.
    static func timeLimitMessage(_ timeout: Double) -> String {
        "execution stopped: the time limit of \(describe(seconds: timeout)) is up "
            + "(an endless loop? --timeout SECONDS allows more, 0 no limit)"
    }

    static func printError(_ text: String, terminator: String = "\n") {
        Console.writeAll(text + terminator, to: STDERR_FILENO)
    }
}
