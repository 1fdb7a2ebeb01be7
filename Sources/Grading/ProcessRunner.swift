import ChildProcess
import Foundation

/// What a finished tool left behind: its status, and stdout and stderr together, in order.
public struct ProcessResult: Sendable {
    /// The exit status, or 128 + the signal that ended it.
    public var exitCode: Int32
    public var output: String
    /// True when its time limit ended it (`exitCode` is then 128 + SIGKILL).
    public var timedOut: Bool

    public init(exitCode: Int32, output: String, timedOut: Bool = false) {
        self.exitCode = exitCode
        self.output = output
        self.timedOut = timedOut
    }
}

/// Runs tools (`swift test`, `git`) through `ChildProcess`: output captured (stdout and
/// stderr together, in order) and optionally echoed line by line as it arrives.
public enum ProcessRunner {
    public static func run(
        _ arguments: [String],
        in directory: URL,
        environment: [String: String]? = nil,
        timeLimit: Double? = nil,
        echo: ((String) -> Void)? = nil,
        run: ChildRun = ChildRun()
    ) throws -> ProcessResult {
        guard let executable = arguments.first else { throw ChildLaunchError(executable: "", reason: "no command") }
        let lines = echo.map { pass in ChildOutput.Echo.lines { _, line in pass(line) } }
        let output =
            lines.map { ChildOutput.both($0, cap: 64 << 20, mergingStderr: true) }
            ?? .capture(cap: 64 << 20, mergingStderr: true)
        let outcome = try run.run(
            ChildCommand(
                executable, Array(arguments.dropFirst()), environment: environment, directory: directory.path,
                limits: ChildLimits(time: timeLimit), output: output))
        return ProcessResult(
            exitCode: outcome.shellStatus ?? 128 + SIGKILL, output: outcome.stdout,
            timedOut: outcome.ending == .timedOut)
    }
}
