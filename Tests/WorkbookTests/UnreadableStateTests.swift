import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// A progress file the learner's account may not read (mode 000) is never replaced: the
/// session says so and runs read-only. The superuser reads any file, so when the tests run
/// as root (as CI does) the workbook runs as `nobody` through `setpriv`, for real.
@Suite("A state file the workbook may not read is kept", .serialized)
struct UnreadableStateTests {
    let home: TemporaryDirectory
    let lessons: String
    var progress: URL { home.url.appendingPathComponent("state/observation-workbook/progress.json") }

    init() throws {
        home = try TemporaryDirectory()
        lessons = try LessonFixtures.install(in: home)
    }

    /// Runs the REPL on `input` as an account that is not the superuser.
    func replAsOrdinaryUser(_ input: String) throws -> PlainRun {
        guard geteuid() == 0 else {
            return try PlainRun.run(
                ["--lessons", lessons], stdin: input, stateHome: home.path, currentDirectory: home.path)
        }
        // `nobody` must reach the binary and the lessons: a copy of the binary in the test's
        // folder, and the folder tree opened to everyone (only the progress file is closed).
        let binary = home.url.appendingPathComponent("workbook")
        try WorkbookBinary.copy(to: binary)
        try openToEveryone(home.url)
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: progress.path)
        // A test elsewhere may fork while the copy's write handle is still open: its child then
        // holds it, and exec fails with "Text file busy" (ETXTBSY) for a moment. Try again, bounded.
        var attempt = 0
        while true {
            let run = try PlainRun.run(
                ["--reuid=65534", "--regid=65534", "--clear-groups", "--", binary.path, "--lessons", lessons],
                stdin: input, stateHome: home.path, currentDirectory: home.path,
                executable: URL(fileURLWithPath: "/usr/bin/setpriv"))
            guard run.stderr.contains("Text file busy"), attempt < 40 else { return run }
            attempt += 1
            Thread.sleep(forTimeInterval: 0.05)
        }
    }

    private func openToEveryone(_ folder: URL) throws {
        let manager = FileManager.default
        try manager.setAttributes([.posixPermissions: 0o777], ofItemAtPath: folder.path)
        for case let item as URL in manager.enumerator(at: folder, includingPropertiesForKeys: nil) ?? .init() {
            let isDirectory = (try? item.resourceValues(forKeys: [.isDirectoryKey]))?.isDirectory ?? false
            try manager.setAttributes([.posixPermissions: isDirectory ? 0o777 : 0o755], ofItemAtPath: item.path)
        }
    }

    @Test("progress that cannot be read (permission denied) is left alone and the session says it is read-only")
    func permissionDenied() throws {
        let saved = "{\"steps\": {\"01-counting\": [1]}, \"current\": {\"lesson\": \"01-counting\", \"step\": 1}}"
        try home.write("state/observation-workbook/progress.json", saved)
        if geteuid() != 0 {
            try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: progress.path)
        }
        let run = try replAsOrdinaryUser(":open 02-prose\nprint(\"alive\")\n")
        #expect(run.stderr.contains("cannot be read (permission denied); progress will not be saved this session"))
        #expect(run.stdout.contains("alive"), "the session runs on, read-only")
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: progress.path)
        #expect(home.read("state/observation-workbook/progress.json") == saved, "not overwritten")
        #expect(!FileManager.default.fileExists(atPath: progress.path + ".unreadable"), "not set aside either")
    }
}
