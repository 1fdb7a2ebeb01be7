import ChildProcess
import Synchronization

/// Who type-checks an entry's files: a swiftc front-end process per entry, or the toolchain's
/// warm compiler service (sourcekitd, in process). Both answer with swiftc's diagnostics.
protocol CheckBackEnd: Sendable {
    /// For `workbook --version` and the benchmark.
    var name: String { get }
    /// The diagnostics of `main` (the primary file) with `context` as a secondary file;
    /// nil when `cancel()` ended the check or the back end could not run.
    func diagnose(
        main: String, context: String, swiftVersion: Int, viewFlags: [String]
    ) -> Result<Diagnosed, CheckFailure>
    func cancel()
}

/// A back end's answer. sourcekitd runs the mandatory SIL passes on the primary file (a
/// missing `return`, definite initialisation); a `-typecheck` process stops before them.
struct Diagnosed {
    var raw: [RawDiagnostic]
    var ranMandatoryPasses: Bool
}

enum CheckFailure: Error, Equatable {
    case cancelled
    case unavailable(String)
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

    func diagnose(
        main: String, context: String, swiftVersion: Int, viewFlags: [String]
    ) -> Result<
        Diagnosed, CheckFailure
    > {
        guard let command = frontend(version: swiftVersion, flags: viewFlags) else {
            return .failure(.unavailable("\(toolchain.swiftc) did not say how it would type-check a file"))
        }
        let run = ChildRun()
        current.withLock { $0 = run }
        defer { current.withLock { $0 = nil } }
        let outcome: ChildOutcome
        do {
            outcome = try run.run(ChildCommand(command.executable, command.arguments(main: main, others: [context])))
        } catch {
            return .failure(.unavailable(error.description))
        }
        if outcome.ending == .cancelled { return .failure(.cancelled) }
        return .success(
            Diagnosed(raw: RawDiagnostic.parse(outcome.stderr), ranMandatoryPasses: action == .mandatoryPasses))
    }

    func cancel() {
        current.withLock { $0?.cancel() }
    }

    private func frontend(version: Int, flags: [String]) -> FrontendCommand? {
        let key = "\(version) \(flags)"
        if let known = commands.withLock({ $0[key] }) { return known }
        guard let command = FrontendCommand.ask(toolchain, action: action, swiftVersion: version, extraFlags: flags)
        else { return nil }
        commands.withLock { $0[key] = command }
        return command
    }
}
