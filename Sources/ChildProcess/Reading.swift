import CChildProcess
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The workbook's side of one run: feeds stdin, reads stdout, stderr and the keeper's
/// reports as they come (poll), and stops the child when its time is up.
struct Reading {
    struct Report {
        var bytes: [UInt8] = []
        var execFailure: Int32? { value(of: Int32(WB_REPORT_EXEC_FAILED)) }
        var waitStatus: Int32? { value(of: Int32(WB_REPORT_WAIT_STATUS)) }

        private func value(of kind: Int32) -> Int32? {
            var records = bytes[...]
            while records.count >= 8 {
                let pair = Array(records.prefix(8)).withUnsafeBytes {
                    ($0.load(as: Int32.self), $0.load(fromByteOffset: 4, as: Int32.self))
                }
                if pair.0 == kind { return pair.1 }
                records = records.dropFirst(8)
            }
            return nil
        }
    }

    let command: ChildCommand
    let pipes: Pipes
    var stdout: OutputCollector
    var stderr: OutputCollector?
    var report = Report()
    private var pendingInput: Data

    init(command: ChildCommand, pipes: Pipes) {
        self.command = command
        self.pipes = pipes
        stdout = OutputCollector(.stdout, policy: command.output)
        stderr = pipes.errors == nil ? nil : OutputCollector(.stderr, policy: command.output)
        if case .bytes(let data) = command.input { pendingInput = data } else { pendingInput = Data() }
    }

    /// Reads until the keeper has exited (its report pipe ends). True when the time limit stopped it.
    mutating func loop(keeper: pid_t, stop: () -> Void) -> Bool {
        let deadline = command.limits.time.map { Date().addingTimeInterval($0) }
        var stoppedForTime = false
        var stopSentAt: Date?
        var open: [Int32] = [pipes.output.read, pipes.report.read] + (pipes.errors.map { [$0.read] } ?? [])
        var inputFD: Int32? = pipes.input?.write
        if pendingInput.isEmpty, let fd = inputFD {
            pipes.close(fd)
            inputFD = nil
        }
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while open.contains(pipes.report.read) {
            var waitMilliseconds: Int32 = 250
            if let deadline, !stoppedForTime {
                let left = deadline.timeIntervalSinceNow
                if left <= 0 {
                    stoppedForTime = true
                    stopSentAt = Date()
                    stop()
                } else {
                    waitMilliseconds = Int32(min(250, max(1, (left * 1000).rounded(.up))))
                }
            }
            if let sent = stopSentAt, Date().timeIntervalSince(sent) > ChildRun.stopGrace {
                // The keeper did not finish its cleanup: end it outright and stop waiting.
                kill(keeper, SIGKILL)
                break
            }
            var fds = open.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            if let fd = inputFD { fds.append(pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)) }
            let ready = poll(&fds, nfds_t(fds.count), waitMilliseconds)
            if ready < 0, errno != EINTR { break }
            guard ready > 0 else { continue }
            for entry in fds where entry.revents != 0 {
                if entry.fd == inputFD {
                    if !feed(entry.fd) {
                        pipes.close(entry.fd)
                        inputFD = nil
                    }
                    continue
                }
                let count = read(entry.fd, &buffer, buffer.count)
                if count < 0, errno == EINTR || errno == EAGAIN { continue }
                if count <= 0 {
                    open.removeAll { $0 == entry.fd }
                    continue
                }
                let chunk = buffer[0..<count]
                if entry.fd == pipes.report.read {
                    report.bytes.append(contentsOf: chunk)
                } else if entry.fd == pipes.output.read {
                    stdout.take(Data(chunk))
                } else {
                    stderr?.take(Data(chunk))
                }
            }
        }
        // The keeper is gone; the child's outputs end with it (it killed every writer).
        drain(open.filter { $0 != pipes.report.read }, into: &buffer)
        stdout.finish()
        stderr?.finish()
        return stoppedForTime
    }

    /// Writes what stdin can take now; false when it is all written or the child stopped reading.
    private mutating func feed(_ fd: Int32) -> Bool {
        let written = pendingInput.withUnsafeBytes { wb_write_no_sigpipe(fd, $0.baseAddress, $0.count) }
        if written < 0 { return errno == EAGAIN || errno == EINTR }
        pendingInput.removeFirst(written)
        return !pendingInput.isEmpty
    }

    private mutating func drain(_ fds: [Int32], into buffer: inout [UInt8]) {
        for fd in fds {
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
            while true {
                let count = read(fd, &buffer, buffer.count)
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { break }
                let chunk = Data(buffer[0..<count])
                if fd == pipes.output.read { stdout.take(chunk) } else { stderr?.take(chunk) }
            }
        }
    }
}
