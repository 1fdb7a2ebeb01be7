import CChildProcess
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The pipes between the workbook and one child: both ends close-on-exec (the child gets
/// its ends as 0, 1, 2 by `dup2`), so no other child started meanwhile inherits them.
final class Pipes {
    struct Ends {
        var read: Int32
        var write: Int32
    }
    let input: Ends?
    let output: Ends
    let errors: Ends?
    /// The keeper's reports (exec failure, the child's wait status); end of file when it exits.
    let report: Ends
    private var closed: Set<Int32> = []

    init(_ command: ChildCommand, executable: String) throws(ChildLaunchError) {
        var made: [Ends] = []
        func make() throws(ChildLaunchError) -> Ends {
            var fds: [Int32] = [-1, -1]
            guard wb_pipe_cloexec(&fds) == 0 else {
                let reason = String(cString: strerror(errno))
                made.forEach {
                    _ = Glibc.close($0.read)
                    _ = Glibc.close($0.write)
                }
                throw ChildLaunchError(executable: executable, reason: reason)
            }
            made.append(Ends(read: fds[0], write: fds[1]))
            return made.last!
        }
        if case .bytes = command.input {
            let ends = try make()
            _ = fcntl(ends.write, F_SETFL, fcntl(ends.write, F_GETFL) | O_NONBLOCK)
            input = ends
        } else {
            input = nil
        }
        output = try make()
        errors = command.output.mergesStderr ? nil : try make()
        report = try make()
    }

    func closeChildEnds() {
        [input?.read, output.write, errors?.write, report.write].compactMap { $0 }.forEach(close)
    }

    func close(_ fd: Int32) {
        guard fd >= 0, closed.insert(fd).inserted else { return }
        _ = Glibc.close(fd)
    }

    func closeAll() {
        [input?.read, input?.write, output.read, output.write, errors?.read, errors?.write, report.read, report.write]
            .compactMap { $0 }.forEach(close)
    }
}
