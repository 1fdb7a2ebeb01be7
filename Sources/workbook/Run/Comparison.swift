import CompilerCheck
import Foundation

/// `run --compare`: the same program on two runtimes, outputs diffed. Compiled (the
/// default), the built-in runtime against the toolchain's `Observation` — a difference is a
/// bug in the built-in runtime; with `--interpret`, the interpreter against the same compiled
/// oracle.
enum Comparison {
    static func builtInAgainstToolchain(
        _ options: Run.Options, source: String, builtIn: String, _ status: Int32, _ runtime: CompiledRuntime
    ) -> Int32 {
        let oracle = CompiledRun.run(
            options, source: source, toolchain: runtime.toolchain, runtime: .toolchain(.besideExecutable()),
            cacheFolder: runtime.programsFolder, show: false)
        return report(
            oracle.output, against: builtIn, status: status,
            same: "--compare: the built-in runtime and the toolchain's Observation print the same output",
            what: "on the toolchain's Observation")
    }

    static func interpreterAgainstCompiled(
        _ options: Run.Options, source: String, interpreted: Interpreted.Outcome, _ toolchain: Toolchain
    ) -> Int32 {
        // The oracle: swiftc's program on the toolchain's own `Observation`.
        let programs: String
        switch CompiledRuntime.locate(toolchain: toolchain) {
        case .success(let runtime): programs = runtime.programsFolder
        case .failure: programs = NSTemporaryDirectory() + "workbook-programs-\(getuid())"
        }
        let compiled = CompiledRun.run(
            options, source: source, toolchain: toolchain, runtime: .toolchain(.besideExecutable()),
            cacheFolder: programs, show: false)
        return report(
            compiled.output, against: interpreted.output, status: interpreted.status,
            same: "--compare: the interpreter and compiled Swift print the same output", what: "compiled")
    }

    /// `expected`: the oracle's output (nil: it did not run to its end, said above).
    private static func report(
        _ expected: String?, against actual: String, status: Int32, same: String, what: String
    )
        -> Int32
    {
        guard let expected else {
            Run.printError("workbook run --compare: the program did not run to its end \(what)")
            return 1
        }
        if expected == actual {
            Run.printError(same)
            return status
        }
        Run.printError("--compare: outputs differ\n" + LineDiff.render(expected: expected, actual: actual))
        return 1
    }
}
