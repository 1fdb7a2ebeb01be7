import ChildProcess
import Foundation
import Synchronization

/// Who type-checks an entry's files: a swiftc front-end process per entry, or the toolchain's
/// warm compiler service (sourcekitd, in process). Both answer with swiftc's diagnostics.
protocol CheckBackEnd: Sendable {
    /// For `workbook --version` and the benchmark.
    var name: String { get }
    /// True when the static types must be learnt from probes in the file (see `EntryFile`);
    /// false when the back end reports them itself (`Diagnosed.variableTypes`).
    var learnsTypesFromProbes: Bool { get }
    /// The diagnostics of `main` (the primary file) with `context` as a secondary file;
    /// nil when `cancel()` ended the check or the back end could not run.
    func diagnose(
        main: String, context: String, swiftVersion: Int, viewFlags: [String]
    ) -> Result<Diagnosed, CheckFailure>
    func cancel()
}

/// A back end's answer. sourcekitd runs the mandatory SIL passes on the primary file (a
/// missing `return`, definite initialisation); a `-typecheck` process stops before them.
/// `variableTypes`: the types of the primary file's variables, from a back end that asks the
/// compiler for them (nil when it did not: it had errors, or they are left to probes).
struct Diagnosed {
    var raw: [RawDiagnostic]
    var ranMandatoryPasses: Bool
    var variableTypes: [VariableType]? = nil
}

enum CheckFailure: Error, Equatable {
    case cancelled
    /// The compiler gave no verdict: too slow, killed, or broken.
    case noAnswer(CompilerNoAnswer)
}

/// A new `swift-frontend` per entry, with exactly the flags `swiftc -typecheck` (or, for the
/// mandatory SIL passes, `swiftc -emit-sil`) would use.
final class ProcessBackEnd: CheckBackEnd {
    let toolchain: Toolchain
    let action: CompilerAction
    private let commands = Mutex<[String: FrontendCommand]>([:])
    private let current = Mutex<ChildRun?>(nil)

    init(toolchain: Toolchain, action: CompilerAction = .typecheck) {
        self.toolchain = toolchain
        self.action = action
    }

    var name: String { "a swift-frontend process per entry" }
    var learnsTypesFromProbes: Bool { true }

    func diagnose(
        main: String, context: String, swiftVersion: Int, viewFlags: [String]
    ) -> Result<
        Diagnosed, CheckFailure
    > {
        let run = ChildRun()
        current.withLock { $0 = run }
        defer { current.withLock { $0 = nil } }
        let deadline = Date().addingTimeInterval(CheckBudget.entrySeconds)
        let command: FrontendCommand
        switch frontend(version: swiftVersion, flags: viewFlags, run: run) {
        case .success(let known): command = known
        case .failure(let failure): return .failure(failure)
        }
        let outcome: ChildOutcome
        do {
            outcome = try run.run(
                ChildCommand(
                    command.executable, command.arguments(main: main, others: [context]),
                    limits: ChildLimits(time: max(1, deadline.timeIntervalSinceNow))))
        } catch {
            return .failure(.noAnswer(.failed("\(error)")))
        }
        if outcome.ending == .cancelled { return .failure(.cancelled) }
        if let noAnswer = CompilerNoAnswer.of(
            outcome, program: command.executable, diagnostics: outcome.stderr, budget: CheckBudget.entrySeconds)
        {
            return .failure(.noAnswer(noAnswer))
        }
        return .success(
            Diagnosed(raw: RawDiagnostic.parse(outcome.stderr), ranMandatoryPasses: action == .mandatoryPasses))
    }

    func cancel() {
        current.withLock { $0?.cancel() }
    }

    private func frontend(version: Int, flags: [String], run: ChildRun) -> Result<FrontendCommand, CheckFailure> {
        let key = "\(version) \(flags)"
        if let known = commands.withLock({ $0[key] }) { return .success(known) }
        let asked = FrontendCommand.ask(
            toolchain, action: action, swiftVersion: version, extraFlags: flags + CheckBudget.driverFlags, run: run)
        if case .success(let command) = asked { commands.withLock { $0[key] = command } }
        return asked
    }
}
