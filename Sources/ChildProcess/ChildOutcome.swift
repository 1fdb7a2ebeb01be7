/// How a child's run ended, and what it printed.
public struct ChildOutcome: Sendable, CustomStringConvertible {
    public enum Ending: Sendable, Equatable {
        /// It exited by itself with this status.
        case exited(Int32)
        /// A signal ended it (SIGSEGV, SIGKILL from the kernel's OOM killer, a `kill` from outside…).
        case signalled(Int32)
        /// Its time limit was reached and it was killed.
        case timedOut
        /// `ChildRun.cancel()` ended it.
        case cancelled
    }

    public var ending: Ending
    /// What it wrote on stdout (and stderr too when merged), up to the cap, decoded as UTF-8.
    public var stdout: String
    public var stderr: String
    /// True when an output was longer than the cap and was cut.
    public var truncated: Bool

    public init(ending: Ending, stdout: String = "", stderr: String = "", truncated: Bool = false) {
        self.ending = ending
        self.stdout = stdout
        self.stderr = stderr
        self.truncated = truncated
    }

    public var succeeded: Bool { ending == .exited(0) }

    /// The status a shell would show: the exit status, or 128 + the signal; nil when the
    /// workbook ended it (time limit, cancel).
    public var shellStatus: Int32? {
        switch ending {
        case .exited(let status): status
        case .signalled(let signal): 128 + signal
        case .timedOut, .cancelled: nil
        }
    }

    public var description: String {
        switch ending {
        case .exited(let status): "exited with status \(status)"
        case .signalled(let signal): "killed by signal \(signal)"
        case .timedOut: "stopped at its time limit"
        case .cancelled: "cancelled"
        }
    }
}

/// Why a child could not be started at all.
public struct ChildLaunchError: Error, Sendable, CustomStringConvertible {
    public let executable: String
    /// The system's reason (`No such file or directory`, …).
    public let reason: String

    public init(executable: String, reason: String) {
        self.executable = executable
        self.reason = reason
    }

    public var description: String { "cannot start \(executable): \(reason)" }
}
