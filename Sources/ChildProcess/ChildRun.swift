import CChildProcess
import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Runs child processes, one at a time, and lets another thread cancel the one running.
///
/// Every child is tethered: it runs under a keeper process (see `CChildProcess`) that kills
/// it, and everything it started, when the workbook dies (even by SIGKILL), when its time
/// is up, when it is cancelled, and when it ends with helpers still running. Its output is
/// read from pipes as it comes (a child never blocks on a full pipe), kept up to a cap,
/// and passed on if asked. `run` waits on the thread that calls it; call it from a thread
/// that lives until it returns (the tether is to that thread).
public final class ChildRun: Sendable {
    private struct State {
        var keeper: pid_t?
        var cancelled = false
    }
    private let state = Mutex(State())

    /// Seconds a stopped child's keeper has to clean up before it is killed outright.
    static let stopGrace = 10.0

    public init() {}

    /// Ends the running child (and any later `run` on this object at once): its outcome is
    /// `.cancelled`. Safe from any thread, and from a signal-driven callback.
    public func cancel() {
        state.withLock { state in
            state.cancelled = true
            if let keeper = state.keeper { kill(keeper, SIGTERM) }
        }
    }

    public var isCancelled: Bool { state.withLock { $0.cancelled } }

    public func run(_ command: ChildCommand) throws(ChildLaunchError) -> ChildOutcome {
        if isCancelled { return ChildOutcome(ending: .cancelled) }
        guard let path = ExecutableLookup.path(of: command.executable, environment: command.environment) else {
            throw ChildLaunchError(executable: command.executable, reason: "not found on PATH")
        }
        let pipes = try Pipes(command, executable: command.executable)
        let keeper = try start(command, path: path, pipes: pipes)
        pipes.closeChildEnds()
        state.withLock { state in
            state.keeper = keeper
            if state.cancelled { kill(keeper, SIGTERM) }
        }
        var reading = Reading(command: command, pipes: pipes)
        let stoppedForTime = reading.loop(keeper: keeper, stop: { kill(keeper, SIGTERM) })
        state.withLock { $0.keeper = nil }
        var status: Int32 = 0
        while waitpid(keeper, &status, 0) < 0, errno == EINTR {}
        pipes.closeAll()

        if let failure = reading.report.execFailure {
            throw ChildLaunchError(executable: command.executable, reason: String(cString: strerror(failure)))
        }
        let ending: ChildOutcome.Ending
        if isCancelled {
            ending = .cancelled
        } else if stoppedForTime {
            ending = .timedOut
        } else if let wait = reading.report.waitStatus {
            ending = Self.ending(wait)
        } else {
            ending = .signalled(SIGKILL)  // the keeper itself was killed from outside
        }
        return ChildOutcome(
            ending: ending, stdout: reading.stdout.text, stderr: reading.stderr?.text ?? "",
            truncated: reading.stdout.truncated || reading.stderr?.truncated == true)
    }

    private func start(_ command: ChildCommand, path: String, pipes: Pipes) throws(ChildLaunchError) -> pid_t {
        let argv = ([path] + command.arguments).map { strdup($0) } + [nil]
        let environment = command.environment ?? ProcessInfo.processInfo.environment
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        let directory = command.directory.map { strdup($0) }
        defer {
            (argv + envp).forEach { free($0) }
            directory.map { free($0) }
        }
        let keeper = path.withCString { cPath in
            argv.withUnsafeBufferPointer { argvBuffer in
                envp.withUnsafeBufferPointer { envpBuffer in
                    var spec = wb_child_spec(
                        path: cPath, argv: argvBuffer.baseAddress, envp: envpBuffer.baseAddress,
                        directory: directory.map { UnsafePointer($0!) },
                        stdin_fd: pipes.input?.read ?? -1, stdout_fd: pipes.output.write,
                        stderr_fd: pipes.errors?.write ?? pipes.output.write, report_fd: pipes.report.write,
                        memory_limit: Int64(command.limits.memoryBytes ?? 0))
                    return wb_child_start(&spec)
                }
            }
        }
        guard keeper > 0 else {
            pipes.closeAll()
            throw ChildLaunchError(executable: command.executable, reason: String(cString: strerror(errno)))
        }
        return keeper
    }

    static func ending(_ status: Int32) -> ChildOutcome.Ending {
        let signal = status & 0x7F
        return signal == 0 ? .exited((status >> 8) & 0xFF) : .signalled(signal)
    }
}
