import CompilerCheck
import Foundation
import Script

#if canImport(Glibc)
    import Glibc
#endif

/// `workbook run FILE`: one swiftc compile against the built-in runtime (its diagnostics
/// are the check, shown verbatim), then the program runs tethered within `run`'s bounds,
/// its crash reported at the learner's line, its trace drawn by the interpreter's renderer.
enum CompiledRun {
    struct Outcome {
        var status: Int32
        /// What the program printed; nil when it did not compile or did not finish.
        var output: String?
        /// swiftc gave no verdict on the file (killed, out of time, broken): nothing ran.
        var compilerProblem: CompilerNoAnswer? = nil
    }

    /// The built-in runtime's modules, built once (saying so in one line the first time).
    static func prepare(_ toolchain: Toolchain) -> Result<CompiledRuntime, PrepareFailure> {
        let runtime: CompiledRuntime
        switch CompiledRuntime.locate(toolchain: toolchain) {
        case .failure(let unavailable): return .failure(PrepareFailure(description: unavailable.description))
        case .success(let found): runtime = found
        }
        if !runtime.isBuilt {
            if let problem = runtime.compilerProblem() {
                return .failure(PrepareFailure(description: problem.message, compilerProblem: problem))
            }
            Run.printError(
                "workbook run: preparing the built-in runtime for compiled programs "
                    + "(Observation facade, SwiftUI simulator) in .build/workbook-compiled, once…")
        }
        do { try runtime.buildIfNeeded() } catch {
            return .failure(PrepareFailure(description: "cannot build the built-in runtime: \(error)"))
        }
        return .success(runtime)
    }

    struct PrepareFailure: Error, CustomStringConvertible {
        let description: String
        /// Set when the compiler itself gives no answer: there is nothing to check with either.
        var compilerProblem: CompilerNoAnswer? = nil
    }

    /// Compiles and runs; `show`: relay the output to stdout (else only collect it).
    static func run(
        _ options: Run.Options, source: String, toolchain: Toolchain, runtime: ProgramBuild.Runtime,
        cacheFolder: String, show: Bool
    ) -> Outcome {
        let builder = ProgramBuild(toolchain: toolchain, runtime: runtime, cacheFolder: cacheFolder)
        let built = builder.build(
            path: options.file, source: source, moduleName: ModuleName.of(file: options.file),
            swiftVersion: options.swiftVersion)
        if let problem = built.noAnswer {
            return Outcome(status: 1, output: nil, compilerProblem: problem)
        }
        if show, !built.diagnostics.isEmpty { Run.printError(built.diagnostics, terminator: "") }
        guard let binary = built.binary else {
            if !show { Run.printError(built.diagnostics, terminator: "") }
            return Outcome(status: 1, output: nil)
        }
        let sink = OutputSink()
        var collected: [UInt8] = []
        let renderer = TraceRenderer(names: ObjectNames(trackingBase: 0)) { lines in
            _ = Console.writeAll(lines.map { "trace: \($0)\n" }.joined(), to: STDERR_FILENO)
        }
        let reader =
            options.trace
            ? CompiledTraceReader(renderer: renderer, names: KeyPathNames(binary: binary, toolchain: toolchain)) : nil
        var program = CompiledProgram(
            binary: binary, timeLimit: options.timeout, trace: reader,
            output: { bytes in
                collected += bytes
                if show { sink.write(bytes: bytes) }
            },
            errorOutput: { text in Run.printError(text, terminator: "") })
        program.outputLimit = 1_000_000
        let ending = program.run()
        // A binary run from a scratch folder (read-only cache) keeps it until it has ended.
        withExtendedLifetime(built.scratch) {}
        reader?.finish { bytes in
            collected += bytes
            if show { sink.write(bytes: bytes) }
        }
        if options.trace { renderer.end() }
        let output = String(decoding: collected, as: UTF8.self)
        if let error = sink.failure {
            Run.printError("workbook run: cannot write the program's output: \(String(cString: strerror(error)))")
            return Outcome(status: 1, output: output)
        }
        switch ending {
        case .exited(let status):
            return Outcome(status: status, output: output)
        case .crashed(let signal, let report):
            let crash = CrashReport(report: report, signal: signal, compiledFile: built.compiledPath)
            Run.printError(crash.rendered(path: options.file, source: source), terminator: "")
            return Outcome(status: 1, output: output)
        case .timedOut:
            Run.printError("\(options.file): error: \(Run.timeLimitMessage(options.timeout))")
            return Outcome(status: 1, output: nil)
        case .printedTooMuch:
            Run.printError(
                "\(options.file): error: execution stopped: the program printed more than \(program.outputLimit) bytes")
            return Outcome(status: 1, output: nil)
        case .cannotStart(let reason):
            Run.printError("workbook run: \(reason)")
            return Outcome(status: 1, output: nil)
        }
    }
}
