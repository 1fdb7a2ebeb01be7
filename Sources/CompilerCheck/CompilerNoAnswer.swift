import ChildProcess
import Foundation
import Localization

#if canImport(Glibc)
    import Glibc
#endif

/// Why the compiler gave no verdict on the learner's code: not a rejection (nothing was found
/// wrong), so the caller says so once and falls back on the interpreter's own checks.
public enum CompilerNoAnswer: Error, Sendable, Equatable {
    /// It did not finish within the check's time budget.
    case timedOut(seconds: Double)
    /// A signal ended it (the OOM killer, a `kill` from outside, a crash).
    case killed(signal: Int32)
    /// It ended without saying why (a broken `SWIFTC`, a failing wrapper), or could not start.
    case failed(String)

    /// The sentence for the learner, in their language.
    public var message: String {
        switch self {
        case .timedOut(let seconds):
            Messages.text(.compilerTimedOut, String(Int(seconds.rounded())))
        case .killed(let signal):
            Messages.text(.compilerKilled, Self.signalName(signal))
        case .failed(let reason):
            reason
        }
    }

    /// The outcome of a compiler process that printed `diagnostics` on stderr: nil when it gave
    /// a verdict (it succeeded, or it failed saying `error:`).
    static func of(
        _ outcome: ChildOutcome, program: String, diagnostics: String, budget: Double
    ) -> CompilerNoAnswer? {
        switch outcome.ending {
        case .exited(0), .cancelled: return nil
        case .timedOut: return .timedOut(seconds: budget)
        case .signalled(let signal): return .killed(signal: signal)
        case .exited(let status):
            if diagnostics.split(separator: "\n").contains(where: { $0.contains("error:") }) { return nil }
            let said = diagnostics.split(separator: "\n").first.map { ": " + $0.prefix(200) } ?? ""
            return .failed(Messages.text(.compilerFailedSilently, program, String(status), String(said)))
        }
    }

    static func signalName(_ signal: Int32) -> String {
        switch signal {
        case SIGKILL: "SIGKILL"
        case SIGTERM: "SIGTERM"
        case SIGSEGV: "SIGSEGV"
        case SIGABRT: "SIGABRT"
        case SIGBUS: "SIGBUS"
        case SIGILL: "SIGILL"
        case SIGINT: "SIGINT"
        case SIGHUP: "SIGHUP"
        default: "signal \(signal)"
        }
    }
}
