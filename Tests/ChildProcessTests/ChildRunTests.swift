import ChildProcess
import Foundation
import Synchronization
import Testing

#if canImport(Glibc)
    import Glibc
#endif

@Suite("ChildProcess: one runner for every child the workbook starts")
struct ChildRunTests {
    @Test("exit status and signal are reported apart, with both outputs")
    func statusAndSignal() throws {
        let exited = try ChildCommand("/bin/sh", ["-c", "echo out; echo err >&2; exit 3"]).run()
        #expect(exited.ending == .exited(3))
        #expect(exited.stdout == "out\n")
        #expect(exited.stderr == "err\n")
        #expect(exited.shellStatus == 3)
        let signalled = try ChildCommand("/bin/sh", ["-c", "kill -SEGV $$"]).run()
        #expect(signalled.ending == .signalled(SIGSEGV))
        #expect(signalled.shellStatus == 128 + SIGSEGV)
    }

    @Test("a bare name is found on the child's PATH; a missing program is a launch error")
    func lookup() throws {
        let found = try ChildCommand("sh", ["-c", "echo $0"], environment: ["PATH": "/usr/bin:/bin"]).run()
        #expect(found.succeeded)
        #expect(throws: ChildLaunchError.self) { try ChildCommand("no-such-program-here").run() }
        #expect(throws: ChildLaunchError.self) { try ChildCommand("/nonexistent/program").run() }
        #expect(throws: ChildLaunchError.self) { try ChildCommand("/bin/true", directory: "/nonexistent").run() }
    }

    @Test("environment, working folder and stdin reach the child")
    func environmentFolderInput() throws {
        let outcome = try ChildCommand(
            "/bin/sh", ["-c", "echo $GREETING; pwd; cat"], environment: ["GREETING": "bonjour"], directory: "/tmp",
            input: .bytes(Data("from stdin\n".utf8))
        ).run()
        #expect(outcome.stdout == "bonjour\n/tmp\nfrom stdin\n")
        let none = try ChildCommand("/bin/cat").run()
        #expect(none.succeeded && none.stdout.isEmpty)
    }

    @Test("200 KB on each stream does not deadlock; the cap cuts what is kept")
    func bigOutputAndCap() throws {
        let script = "head -c 200000 /dev/zero | tr '\\\\0' x >&2; head -c 200000 /dev/zero | tr '\\\\0' y; echo"
        let outcome = try ChildCommand("/bin/sh", ["-c", script], output: .capture(cap: 100_000)).run()
        #expect(outcome.succeeded)
        #expect(outcome.stdout.utf8.count == 100_000)
        #expect(outcome.stderr.utf8.count == 100_000)
        #expect(outcome.truncated)
    }

    @Test("merged stderr keeps the order; echoed lines arrive whole, the last unfinished one too")
    func mergedAndEcho() throws {
        let lines = Mutex<[String]>([])
        let outcome = try ChildCommand(
            "/bin/sh", ["-c", "echo one; echo two >&2; printf three"],
            output: .both(.lines { _, line in lines.withLock { $0.append(line) } }, mergingStderr: true)
        ).run()
        #expect(outcome.stdout == "one\ntwo\nthree")
        #expect(lines.withLock { $0 } == ["one", "two", "three"])
    }

    @Test("the time limit ends the child and what it started")
    func timeLimit() throws {
        let marker = try Self.pidFile()
        let outcome = try ChildCommand(
            "/bin/sh", ["-c", "sleep 600 & echo $! > \(marker); wait"], limits: ChildLimits(time: 0.5)
        ).run()
        #expect(outcome.ending == .timedOut)
        #expect(!Self.isAlive(try Self.readPid(marker)))
    }

    @Test("a helper that leaves its own process group and outlives the child is ended too")
    func escapedHelper() throws {
        let marker = try Self.pidFile()
        // setsid: a new session and process group, as a build tool's children may have.
        let outcome = try ChildCommand(
            "/bin/sh", ["-c", "setsid sleep 600 > /dev/null 2>&1 & echo $! > \(marker); sleep 0.2; exit 0"]
        ).run()
        #expect(outcome.ending == .exited(0))
        #expect(!Self.isAlive(try Self.readPid(marker)))
    }

    @Test("cancel from another thread ends the run as cancelled, and later runs at once")
    func cancel() throws {
        let run = ChildRun()
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.3) { run.cancel() }
        let outcome = try run.run(ChildCommand("/bin/sleep", ["600"]))
        #expect(outcome.ending == .cancelled)
        #expect(try run.run(ChildCommand("/bin/echo", ["x"])).ending == .cancelled)
    }

    @Test("a memory limit is applied in the child")
    func memoryLimit() throws {
        let outcome = try ChildCommand(
            "/bin/sh", ["-c", "ulimit -v"], limits: ChildLimits(memoryBytes: 512 << 20)
        ).run()
        #expect(outcome.stdout == "\(512 << 10)\n")
    }

    @Test("stopping a child (cancel, time limit, or the workbook's death) ends the helpers that left its group")
    func stopEndsEscapedHelpers() throws {
        let marker = try Self.pidFile()
        let run = ChildRun()
        // The keeper's stop is one path for all three: cancel and the time limit send it SIGTERM,
        // and so does PR_SET_PDEATHSIG when the workbook dies.
        DispatchQueue.global().async {
            while !FileManager.default.fileExists(atPath: marker) { usleep(20_000) }
            run.cancel()
        }
        let outcome = try run.run(
            ChildCommand(
                "/bin/sh",
                [
                    "-c",
                    "setsid sleep 600 > /dev/null 2>&1 & echo $! > \(marker).new; mv \(marker).new \(marker); sleep 600",
                ]))
        #expect(outcome.ending == .cancelled)
        #expect(!Self.isAlive(try Self.readPid(marker)))
    }

    static func pidFile() throws -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("childrun-\(UUID().uuidString)").path
    }

    static func readPid(_ path: String) throws -> pid_t {
        defer { unlink(path) }
        let text = try String(contentsOfFile: path, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
        return try #require(pid_t(text))
    }

    static func isAlive(_ pid: pid_t) -> Bool {
        guard kill(pid, 0) == 0 else { return false }
        // A zombie is dead: the state field after the name.
        let stat = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)) ?? ""
        guard let close = stat.lastIndex(of: ")") else { return false }
        return !stat[close...].dropFirst(2).hasPrefix("Z")
    }
}
