import Foundation
import LearnerState
import Testing

@testable import workbook

#if canImport(Glibc)
    import Glibc
#endif

/// `run` when the workbook itself is killed: the compiled program dies with it
/// (PR_SET_PDEATHSIG); and the private folders a SIGKILL leaves behind (`TetheredProcess`'s)
/// are removed by a later workbook.
@Suite("run: a killed workbook leaves no program running and no folder for long", .serialized)
struct CompareTetherTests {
    let home: TemporaryDirectory
    var temporary: String { home.path + "/tmp" }

    init() throws {
        home = try TemporaryDirectory()
        try FileManager.default.createDirectory(atPath: home.path + "/tmp", withIntermediateDirectories: true)
    }

    @Test("kill -9 of the workbook while the compiled program runs kills the program too")
    func compiledProgramDiesWithTheWorkbook() throws {
        // The compiled program really sleeps for ten minutes (the interpreter's Task.sleep
        // advances a simulated clock).
        let script = try home.write("sleeper.swift", "try await Task.sleep(for: .seconds(600))\nprint(\"woke\")\n")
        // posix_spawn and waitpid, not Foundation's Process: Process waits for a pipe of its
        // own that the workbook's children inherit, so a surviving program would make it
        // wait for ten minutes instead of letting this test fail.
        let environment = PlainRun.environment(stateHome: home.path, extra: ["TMPDIR": temporary])
        let workbook = try Self.spawn(
            WorkbookBinary.url.path, ["run", "--timeout", "0", script.path],
            environment: environment.map { "\($0.key)=\($0.value)" })
        var workbookEnded = false
        var program: pid_t?
        defer {
            if !workbookEnded {
                kill(workbook, SIGKILL)
                Self.reap(workbook)
            }
            // Never leave a ten-minute sleeper behind, even when the test fails.
            if let program, Self.isAlive(program) { kill(program, SIGKILL) }
        }
        // swiftc builds first (slow on a loaded machine): wait for the program, bounded. It
        // runs through env(1), which execs it: its name is `program` once it runs.
        let started = Date()
        while program == nil, Self.isAlive(workbook), Date().timeIntervalSince(started) < 600 {
            program = Self.descendants(of: workbook, named: "program").first
            if program == nil { usleep(100_000) }
        }
        let running = try #require(program, "the compiled program never started")

        kill(workbook, SIGKILL)
        Self.reap(workbook)
        workbookEnded = true
        var alive = true
        for _ in 0..<200 where alive {  // up to 20 s for the kernel to deliver the signal
            alive = Self.isAlive(running)
            if alive { usleep(100_000) }
        }
        #expect(!alive, "the compiled program (pid \(running)) outlived the workbook")
    }

    @Test("only this user's folders whose owner process is gone are removed")
    func abandonedFolders() throws {
        let dead = try Self.deadPid()
        let manager = FileManager.default
        func folder(_ name: String) throws -> String {
            let path = temporary + "/" + name
            try manager.createDirectory(atPath: path + "/inside", withIntermediateDirectories: true)
            try Data("x".utf8).write(to: URL(fileURLWithPath: path + "/inside/main.swift"))
            return path
        }
        let abandoned = try folder("workbook-compare-\(dead)-AbCd1234")
        let live = try folder("workbook-compare-\(getppid())-AbCd1234")
        let mine = try folder("workbook-compare-\(getpid())-AbCd1234")
        let unrelated = try folder("workbook-compare-\(dead)-other-name")
        // Another user's folder: only root can make one; as anyone else it is not made.
        let foreign = geteuid() == 0 ? try folder("workbook-compare-\(dead)-ZyXw9876") : live
        if foreign != live { #expect(chown(foreign, 65534, 65534) == 0) }
        // A symlink named like an abandoned folder: neither it nor its target is touched.
        let target = try folder("target")
        let link = temporary + "/workbook-compare-\(dead)-LiNk5678"
        try manager.createSymbolicLink(atPath: link, withDestinationPath: target)

        let removed = ScratchFolder.removeAbandoned(in: temporary)

        #expect(removed == [abandoned])
        #expect(!manager.fileExists(atPath: abandoned))
        for kept in [live, mine, unrelated, foreign, target + "/inside/main.swift"] {
            #expect(manager.fileExists(atPath: kept), "\(kept) was removed")
        }
        #expect((try? manager.destinationOfSymbolicLink(atPath: link)) == target)
    }

    // MARK: Processes, from /proc

    /// Starts PATH with ARGUMENTS, stdin/stdout/stderr on /dev/null, with no signal blocked
    /// (the test runner's threads may block SIGTERM and SIGHUP; a child would inherit that).
    static func spawn(_ path: String, _ arguments: [String], environment: [String]) throws -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for descriptor: Int32 in [0, 1, 2] {
            posix_spawn_file_actions_addopen(
                &actions, descriptor, "/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY, 0)
        }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attributes, &none)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGTERM, SIGHUP, SIGINT] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK) | Int16(POSIX_SPAWN_SETSIGDEF))
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup($0) } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let error = posix_spawn(&pid, path, &actions, &attributes, argv, envp)
        guard error == 0 else { throw POSIXError(POSIXErrorCode(rawValue: error) ?? .EIO) }
        return pid
    }

    static func reap(_ pid: pid_t) {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
    }

    /// The pid of a process that has ended and been reaped.
    static func deadPid() throws -> pid_t {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/true")
        try process.run()
        process.waitUntilExit()
        return process.processIdentifier
    }

    /// `/proc/PID/stat` is `PID (COMM) STATE PPID …`; COMM may hold spaces and parentheses.
    static func stat(of pid: pid_t) -> (comm: String, state: Character, parent: pid_t)? {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let open = text.firstIndex(of: "("), let close = text.lastIndex(of: ")")
        else { return nil }
        let fields = text[text.index(after: close)...].split(separator: " ")
        guard fields.count > 1, let state = fields[0].first, let parent = pid_t(fields[1]) else { return nil }
        return (String(text[text.index(after: open)..<close]), state, parent)
    }

    /// Alive: it exists and is not a zombie waiting for whoever adopted it to reap it.
    static func isAlive(_ pid: pid_t) -> Bool {
        guard let info = stat(of: pid) else { return false }
        return info.state != "Z" && info.state != "X"
    }

    /// Live processes named NAME started, directly or not, by ANCESTOR (a child runs under a
    /// keeper process of the workbook's: see ChildProcess).
    static func descendants(of ancestor: pid_t, named name: String) -> [pid_t] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        let table = entries.compactMap { pid_t($0) }.compactMap { pid in stat(of: pid).map { (pid, $0) } }
        func descends(_ pid: pid_t) -> Bool {
            var current = pid
            for _ in 0..<64 {
                guard let parent = table.first(where: { $0.0 == current })?.1.parent, parent > 1 else { return false }
                if parent == ancestor { return true }
                current = parent
            }
            return false
        }
        return table.filter { $0.1.comm == name && $0.1.state != "Z" && descends($0.0) }.map(\.0)
    }
}
