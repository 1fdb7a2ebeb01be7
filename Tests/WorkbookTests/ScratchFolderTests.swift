import Foundation
import LearnerState
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Issue 38: the REPL left `$TMPDIR/workbook-check-PID-…` holding everything the learner typed,
/// readable by every local user, even after a clean `:quit`; nothing ever removed it.
@Suite("No learner code left in the temporary folder")
struct ScratchFolderTests {
    enum Ending: String, CaseIterable, Sendable {
        case quit, endOfInput, sigterm, sighup, sigkill
    }

    /// The `workbook-…` entries in `folder`.
    static func workbookFolders(in folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasPrefix("workbook-") }
            .sorted()
    }

    /// Whatever the process writes, collected on a thread of its own so no read can block the test.
    final class Output: @unchecked Sendable {
        private var data = Data()
        private let lock = NSLock()
        var text: String { lock.withLock { String(decoding: data, as: UTF8.self) } }
        func append(_ chunk: Data) { lock.withLock { data.append(chunk) } }
    }

    /// Polls `condition` until it holds or `seconds` pass; no timing is asserted, only bounded.
    static func wait(seconds: Double, until condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while !condition() {
            if Date() > deadline { return false }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return true
    }

    @Test("the check folder is private while the REPL runs, and gone after it ends", arguments: Ending.allCases)
    func nothingLeftBehind(ending: Ending) throws {
        let home = try TemporaryDirectory()
        let temporary = home.url.appendingPathComponent("tmp").path
        try FileManager.default.createDirectory(atPath: temporary, withIntermediateDirectories: true)
        // What an earlier version left behind: a dead workbook's readable check folder.
        let dead = try CompareTetherTests.deadPid()
        let old = temporary + "/workbook-check-\(dead)-0A1B2C3D"
        try FileManager.default.createDirectory(atPath: old, withIntermediateDirectories: true)
        try Data("let password = 1\n".utf8).write(to: URL(fileURLWithPath: old + "/main.swift"))

        let process = Process()
        process.executableURL = WorkbookBinary.url
        process.environment = PlainRun.environment(stateHome: home.path, extra: ["TMPDIR": temporary])
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Whatever happens below, no workbook outlives the test.
        defer {
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            process.waitUntilExit()
        }
        let seen = Output()
        let reader = Thread {
            while case let chunk = output.fileHandleForReading.availableData, !chunk.isEmpty { seen.append(chunk) }
        }
        reader.start()
        input.fileHandleForWriting.write(Data("let secret = 4242\nprint(secret)\n".utf8))
        try #require(Self.wait(seconds: 120) { seen.text.contains("\n4242") }, "the REPL answered: \(seen.text)")

        #expect(!FileManager.default.fileExists(atPath: old), "a dead workbook's folder is removed at start")
        let running = Self.workbookFolders(in: temporary)
        #expect(running.count == 1 && running.first?.hasPrefix("workbook-check-\(process.processIdentifier)-") == true)
        for name in running {
            var info = stat()
            #expect(lstat(temporary + "/" + name, &info) == 0)
            #expect(info.st_mode & 0o077 == 0, "\(name) is open to others")
        }

        switch ending {
        case .quit:
            input.fileHandleForWriting.write(Data(":quit\n".utf8))
        case .endOfInput: try input.fileHandleForWriting.close()
        case .sigterm: kill(process.processIdentifier, SIGTERM)
        case .sighup: kill(process.processIdentifier, SIGHUP)
        case .sigkill: kill(process.processIdentifier, SIGKILL)
        }
        #expect(Self.wait(seconds: 60) { !process.isRunning }, "the workbook ended")
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        switch ending {
        case .quit, .endOfInput: #expect(process.terminationStatus == 0)
        case .sigterm, .sighup, .sigkill:
            #expect(process.terminationReason == .uncaughtSignal, "the signal still ends the workbook")
        }
        if ending == .sigkill {
            #expect(Self.workbookFolders(in: temporary).count == 1, "SIGKILL leaves it behind")
            // A new start removes it: its owner is gone.
            let next = try PlainRun.run(["--version"], stateHome: home.path, environment: ["TMPDIR": temporary])
            #expect(next.status == 0)
        }
        #expect(Self.workbookFolders(in: temporary) == [])
    }

    @Test("a live workbook's folder, another name or a symlink is never taken for an abandoned one")
    func onlyAbandonedFoldersGo() throws {
        let home = try TemporaryDirectory()
        let mine = try ScratchFolder(purpose: "check")
        let dead = try CompareTetherTests.deadPid()
        let names = [
            "workbook-check-\(dead)-a1B2c3", "workbook-run-\(dead)-ABCDEF12", "workbook-check-1-a1B2c3",
            "workbook-tests-\(UUID().uuidString)", "workbook-check-\(dead)", "other-check-\(dead)-a1B2c3",
        ]
        for name in names {
            try FileManager.default.createDirectory(atPath: home.path + "/" + name, withIntermediateDirectories: false)
        }
        let live = home.path + "/workbook-check-\(getpid())-zzzzzz"
        try FileManager.default.createDirectory(atPath: live, withIntermediateDirectories: false)

        let removed = ScratchFolder.removeAbandoned(in: home.path).map { URL(fileURLWithPath: $0).lastPathComponent }

        #expect(removed.sorted() == ["workbook-check-\(dead)-a1B2c3", "workbook-run-\(dead)-ABCDEF12"])
        #expect(FileManager.default.fileExists(atPath: live))
        #expect(FileManager.default.fileExists(atPath: mine.path))
        var info = stat()
        #expect(lstat(mine.path, &info) == 0 && info.st_mode & 0o777 == 0o700)
        mine.remove()
        #expect(!FileManager.default.fileExists(atPath: mine.path))
    }
}
