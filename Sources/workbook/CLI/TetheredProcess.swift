import CChildProcess
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Runs a child with a time limit and no pipes: its output goes to files in a private
/// directory (a pipe fills at 64 KB and deadlocks a child that writes more while nobody
/// reads), only the first `keep` bytes of each are read back, and the child is killed
/// with its process group when the time is up or when the workbook itself dies.
enum TetheredProcess {
    struct Outcome {
        /// The exit status, or nil when the child was killed for running over its time.
        var status: Int32?
        var stdout: String
        var stderr: String
        /// True when either output was longer than `keep` and was cut.
        var truncated: Bool
    }

    static func run(
        _ path: String, _ arguments: [String], in directory: PrivateDirectory,
        timeLimit: Double, keep: Int = 4 << 20
    ) throws -> Outcome {
        let outPath = directory.url.appendingPathComponent("stdout").path
        let errPath = directory.url.appendingPathComponent("stderr").path
        let out = open(outPath, O_WRONLY | O_CREAT | O_EXCL | O_TRUNC | O_CLOEXEC, 0o600)
        let err = open(errPath, O_WRONLY | O_CREAT | O_EXCL | O_TRUNC | O_CLOEXEC, 0o600)
        defer {
            if out >= 0 { close(out) }
            if err >= 0 { close(err) }
            unlink(outPath)
            unlink(errPath)
        }
        guard out >= 0, err >= 0 else { throw failure("cannot create its output files") }
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let pid = wb_spawn_tethered(path, argv, out, err)
        guard pid > 0 else { throw failure("cannot start \(path)") }
        let status = waitForExit(pid, timeLimit: timeLimit)
        let (stdout, cutOut) = readPrefix(outPath, keep: keep)
        let (stderr, cutErr) = readPrefix(errPath, keep: keep)
        return Outcome(status: status, stdout: stdout, stderr: stderr, truncated: cutOut || cutErr)
    }

    /// Polls (every few ms) until the child ends or the time is up; then kills its group.
    private static func waitForExit(_ pid: pid_t, timeLimit: Double) -> Int32? {
        let deadline = Date().addingTimeInterval(timeLimit)
        var status: Int32 = 0
        while true {
            let done = waitpid(pid, &status, WNOHANG)
            if done == pid { return exitCode(status) }
            if done < 0, errno != EINTR { return nil }
            if Date() >= deadline {
                kill(-pid, SIGKILL)
                kill(pid, SIGKILL)
                while waitpid(pid, &status, 0) < 0, errno == EINTR {}
                return nil
            }
            usleep(5_000)
        }
    }

    private static func exitCode(_ status: Int32) -> Int32 {
        let signal = status & 0x7F
        return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
    }

    private static func readPrefix(_ path: String, keep: Int) -> (String, Bool) {
        guard let handle = FileHandle(forReadingAtPath: path) else { return ("", false) }
        defer { try? handle.close() }
        let data = (try? handle.read(upToCount: keep + 1)) ?? Data()
        let cut = data.count > keep
        return (String(decoding: cut ? data.prefix(keep) : data, as: UTF8.self), cut)
    }

    private static func failure(_ reason: String) -> Error {
        CocoaError(
            .fileWriteUnknown,
            userInfo: [
                NSLocalizedDescriptionKey: "\(reason): \(String(cString: strerror(errno)))"
            ])
    }
}
