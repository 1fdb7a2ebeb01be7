import Foundation
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
        input.fileHandleForWriting.write(Data("let secret = 4242\nprint(secret)\n".utf8))
        var seen = Data()
        while !String(decoding: seen, as: UTF8.self).contains("4242") {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            seen.append(chunk)
        }
        #expect(!FileManager.default.fileExists(atPath: old), "a dead workbook's folder is removed at start")
        let running = Self.workbookFolders(in: temporary)
        #expect(running.count == 1 && running.first?.hasPrefix("workbook-check-\(process.processIdentifier)-") == true)
        for name in running {
            var info = stat()
            #expect(lstat(temporary + "/" + name, &info) == 0)
            #expect(info.st_mode & 0o077 == 0, "\(name) is readable by others")
        }

        switch ending {
        case .quit:
            input.fileHandleForWriting.write(Data(":quit\n".utf8))
            try input.fileHandleForWriting.close()
        case .endOfInput: try input.fileHandleForWriting.close()
        case .sigterm: kill(process.processIdentifier, SIGTERM)
        case .sighup: kill(process.processIdentifier, SIGHUP)
        case .sigkill: kill(process.processIdentifier, SIGKILL)
        }
        _ = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        if ending == .sigkill {
            #expect(Self.workbookFolders(in: temporary).count == 1, "SIGKILL leaves it behind")
            // A new start removes it: its owner is gone.
            let next = try PlainRun.run(["--version"], stateHome: home.path, environment: ["TMPDIR": temporary])
            #expect(next.status == 0)
        } else if ending == .sigterm || ending == .sighup {
            #expect(process.terminationReason == .uncaughtSignal, "the signal still ends the workbook")
        }
        #expect(Self.workbookFolders(in: temporary) == [])
    }
}
