import ChildProcess
import Foundation
import LearnerState

/// `workbook run FILE.swift`: the whole file checked exactly as
/// `swiftc -swift-version N -emit-sil -module-name main -o /dev/null FILE -diagnostic-style llvm`
/// checks it, with the same spelling of its path, so the first error is byte for byte swiftc's.
/// Making SIL (not only type checking) runs the mandatory passes that find a missing `return`
/// or a variable read before it is initialised.
public struct FileCheck: Sendable {
    public let toolchain: Toolchain
    public let viewModules: ViewModules?
    private let run = ChildRun()

    public init(toolchain: Toolchain, viewModules: ViewModules? = .besideExecutable()) {
        self.toolchain = toolchain
        self.viewModules = viewModules
    }

    public struct Verdict: Sendable {
        /// swiftc's diagnostics, verbatim (empty when it had nothing to say).
        public var output: String
        public var isAccepted: Bool
        public var wasCancelled: Bool
        /// Set when swiftc gave no verdict (too slow, killed, broken): not a rejection.
        public var noAnswer: CompilerNoAnswer?
    }

    public func check(path: String, source: String, swiftVersion: Int) -> Verdict {
        let base =
            ["-swift-version", String(swiftVersion)] + CompilerAction.mandatoryPasses.flags + CheckBudget.driverFlags
        let style = ["-diagnostic-style", "llvm"]
        let usesViews = ViewModules.isUsed(by: source)
        // SE-0506 on a compiler before 6.4: its declarations after the file's last line.
        let shim =
            AdvancedObservationShim.isUsed(by: source)
            && AdvancedObservationShim.isNeeded(byCompiler: toolchain.versionLine())
        guard usesViews || shim || !path.hasSuffix(".swift") else {
            return compile(base + [path] + style)
        }
        // The simulator is the ViewRuntime module, and swiftc reads only `.swift` files: check a
        // copy (same file name, so the same module name) that imports it, then give the
        // diagnostics the learner's path back.
        // Private (0700), removed when done, at exit or on SIGTERM/SIGHUP.
        let scratch = try? ScratchFolder(purpose: "run")
        defer { scratch?.remove() }
        let directory = scratch?.url ?? URL(fileURLWithPath: "/nonexistent/workbook-run", isDirectory: true)
        var name = URL(fileURLWithPath: path).lastPathComponent
        if !name.hasSuffix(".swift") { name = "main.swift" }
        let copy = directory.appendingPathComponent(name).path
        let checked = ViewModules.compilerSource(source) + (shim ? "\n" + AdvancedObservationShim.source + "\n" : "")
        try? checked.write(toFile: copy, atomically: false, encoding: .utf8)
        let flags = usesViews ? viewModules?.compilerFlags ?? [] : []
        var verdict = compile(base + flags + [copy] + style)
        verdict.output = verdict.output.replacingOccurrences(of: copy, with: path)
        return verdict
    }

    private func compile(_ arguments: [String]) -> Verdict {
        let outcome: ChildOutcome
        do {
            outcome = try run.run(
                ChildCommand(toolchain.swiftc, arguments, limits: ChildLimits(time: CheckBudget.fileSeconds)))
        } catch {
            return Verdict(output: "", isAccepted: false, wasCancelled: false, noAnswer: .failed("\(error)"))
        }
        let noAnswer = CompilerNoAnswer.of(
            outcome, program: toolchain.swiftc, diagnostics: outcome.stderr, budget: CheckBudget.fileSeconds)
        return Verdict(
            output: noAnswer == nil ? outcome.stderr : "", isAccepted: outcome.succeeded,
            wasCancelled: outcome.ending == .cancelled, noAnswer: noAnswer)
    }

    public func cancel() { run.cancel() }
}
