import Foundation
import LearnerState
import Testing

@testable import workbook

#if canImport(Glibc)
    import Glibc
#endif

/// Hostile input at the command line and in the REPL: a learner's mistake, a second
/// workbook, a full disk or an odd state file never costs the session or saved work.
@Suite("Hostile input: the workbook survives", .serialized)
struct HostileInputTests {
    let home: TemporaryDirectory
    let lessons: String
    var state: URL { home.url.appendingPathComponent("state/observation-workbook") }

    init() throws {
        home = try TemporaryDirectory()
        lessons = try LessonFixtures.install(in: home)
    }

    func repl(_ input: String, environment: [String: String] = [:]) throws -> PlainRun {
        try PlainRun.run(
            ["--lessons", lessons], stdin: input, stateHome: home.path, currentDirectory: home.path,
            environment: environment)
    }

    /// `sh -c COMMAND` with `$WB` naming the workbook binary.
    func sh(_ command: String) throws -> PlainRun {
        try PlainRun.run(
            ["-c", command], stdin: "", stateHome: home.path, currentDirectory: home.path,
            environment: ["WB": WorkbookBinary.url.path], executable: URL(fileURLWithPath: "/bin/sh"))
    }

    // MARK: The REPL lives on

    @Test("a setter assigning its own property ends the entry; the REPL answers afterwards")
    func recursionInTheRepl() throws {
        let run = try repl(
            "class A { var name: String { get { \"\" } set { name = newValue } } }\nlet a = A()\n"
                + "a.name = \"x\"\nprint(\"alive\")\n")
        #expect(run.status == 0)
        #expect(run.stdout.contains("recursion too deep"))
        #expect(run.stdout.contains("alive"))
    }

    @Test("redeclaring a variable whose old value's deinit reads a global does not trap")
    func redeclarationFreesAfterTheWrite() throws {
        let run = try repl(
            "var count = 1\nfinal class Screen { deinit { print(\"screen deinit\", count) } }\n"
                + "var screen: Screen? = Screen()\nvar screen: Screen? = Screen()\nprint(\"alive\")\n")
        #expect(run.status == 0)
        #expect(run.stdout.contains("screen deinit 1"))
        #expect(run.stdout.contains("alive"))
    }

    @Test("an entry over 2,000 lines is not run, and nothing of it runs as top-level code")
    func overlongEntry() throws {
        let body = (0..<2_050).map { "    print(\"body \($0)\")" }.joined(separator: "\n")
        let run = try repl("func long() {\n\(body)\n}\nprint(\"alive\")\n")
        #expect(run.stderr.contains("more than 2000 lines is not run"))
        #expect(!run.stdout.contains("body "), "no line of the function body ran")
        #expect(run.stdout.contains("alive"))
    }

    @Test(":vars honours the output cap")
    func varsCap() throws {
        let run = try repl("let big = String(repeating: \"x\", count: 3_000_000)\n:vars\nprint(\"alive\")\n")
        #expect(run.stdout.utf8.count < 100_000)
        #expect(run.stdout.contains("more characters"))
        #expect(run.stdout.contains("alive"))
    }

    @Test(":trace honours the output cap")
    func traceCap() {
        final class Model {}
        let model = Model()
        let lines = TraceRendererTests.Lines()
        let renderer = TraceRenderer(limit: 10_000) { lines.add($0) }
        let subject = TraceEvent.Subject(id: UInt(bitPattern: ObjectIdentifier(model)), typeName: "Model")
        for _ in 0..<5_000 { renderer.receive(.access(subject, property: "value", tracking: nil)) }
        renderer.flush()
        let shown = lines.lock.withLock { lines.all }
        #expect(shown.reduce(0) { $0 + $1.utf8.count + 1 } < 10_200)
        #expect(shown.last == "… trace cut: more than 10000 bytes for this input")
    }

    @Test("with neither HOME nor XDG_STATE_HOME the REPL says progress is not saved")
    func noStateDirectory() throws {
        let run = try repl(":quit\n", environment: ["HOME": "", "XDG_STATE_HOME": ""])
        #expect(run.stderr.contains("progress and history are not saved"))
        #expect(run.status == 0)
    }

    // MARK: State files

    @Test("two workbooks on one state directory both keep their progress")
    func twoProcessesMergeProgress() throws {
        // A starts (and loads the empty progress), B runs a whole session and saves, then
        // A saves: the last writer must not drop B's progress.
        let first = Process()
        first.executableURL = WorkbookBinary.url
        first.arguments = ["--lessons", lessons]
        first.environment = PlainRun.environment(stateHome: home.path)
        first.currentDirectoryURL = home.url
        let input = Pipe()
        let output = Pipe()
        first.standardInput = input
        first.standardOutput = output
        first.standardError = FileHandle.nullDevice
        try first.run()
        input.fileHandleForWriting.write(Data(":where\n".utf8))
        var seen = Data()
        while !String(decoding: seen, as: UTF8.self).contains("No lesson is open") {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            seen.append(chunk)
        }
        let second = try repl(":open 02-prose\n")
        #expect(second.status == 0)
        input.fileHandleForWriting.write(Data(":open 01-counting\n".utf8))
        try input.fileHandleForWriting.close()
        _ = output.fileHandleForReading.readDataToEndOfFile()
        first.waitUntilExit()
        let saved = try #require(home.read("state/observation-workbook/progress.json"))
        #expect(saved.contains("\"01-counting\""), "the first workbook's progress")
        #expect(saved.contains("\"02-prose\""), "the second workbook's progress")
    }

    @Test("progress that is not valid JSON is set aside, not overwritten")
    func invalidProgressSetAside() throws {
        try home.write("state/observation-workbook/progress.json", "{ half a file")
        let run = try repl(":open 01-counting\n")
        #expect(run.stderr.contains("is not valid progress"))
        #expect(home.read("state/observation-workbook/progress.json.unreadable") == "{ half a file")
        #expect(home.read("state/observation-workbook/progress.json")?.contains("01-counting") == true)
    }

    @Test("progress without a steps key keeps its position")
    func progressWithoutSteps() throws {
        try home.write(
            "state/observation-workbook/progress.json",
            "{\"current\": {\"lesson\": \"01-counting\", \"step\": 2}}")
        let run = try repl("")
        #expect(!run.stderr.contains("unreadable"))
        #expect(run.stdout.contains("You were at 01-counting, step 2"))
    }

    @Test("a progress path that is not a regular file makes the session read-only")
    func oddProgressFile() throws {
        try FileManager.default.createDirectory(
            at: state.appendingPathComponent("progress.json"),
            withIntermediateDirectories: true)
        let run = try repl(":open 01-counting\nprint(\"alive\")\n")
        #expect(run.stderr.contains("is not a regular file; progress will not be saved this session"))
        #expect(run.stdout.contains("alive"))
        var isDirectory: ObjCBool = false
        #expect(
            FileManager.default.fileExists(
                atPath: state.appendingPathComponent("progress.json").path,
                isDirectory: &isDirectory) && isDirectory.boolValue)
    }

    @Test("a symlinked progress file stays a link; its target is updated")
    func symlinkedProgress() throws {
        let target = try home.write("elsewhere/progress.json", "{\"steps\": {}}")
        try FileManager.default.createDirectory(at: state, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            at: state.appendingPathComponent("progress.json"),
            withDestinationURL: target)
        _ = try repl(":open 01-counting\n")
        let link = try FileManager.default.destinationOfSymbolicLink(
            atPath: state.appendingPathComponent("progress.json").path)
        #expect(link == target.path)
        #expect(home.read("elsewhere/progress.json")?.contains("01-counting") == true)
    }

    @Test("a progress file linked to someone else's JSON is refused with a message; the target is untouched")
    func symlinkedForeignJSON() throws {
        let original = "{ \"name\": \"my-app\", \"version\": \"1.0.0\" }\n"
        let target = try home.write("elsewhere/package.json", original)
        try FileManager.default.createDirectory(at: state, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            at: state.appendingPathComponent("progress.json"), withDestinationURL: target)
        let run = try repl(":open 01-counting\nprint(\"alive\")\n")
        #expect(run.stderr.contains("which is not a file the workbook wrote"))
        #expect(run.stdout.contains("alive"))
        #expect(home.read("elsewhere/package.json") == original)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: target.deletingLastPathComponent().path) == [
                "package.json"
            ])
    }

    // MARK: workbook run

    @Test(
        "run with stdout closed or the disk full: a clear error, exit 1, no backtrace",
        arguments: [">&-", ">/dev/full"])
    func runCannotWrite(redirect: String) throws {
        try home.write("p.swift", "for i in 0..<1000 { print(i) }\n")
        let run = try sh("\"$WB\" run p.swift \(redirect)")
        #expect(run.status == 1)
        #expect(run.stderr.contains("workbook run: cannot write the program's output"))
        #expect(!run.stderr.contains("Fatal error"))
        #expect(!run.stderr.contains("Backtrace") && !run.stderr.contains("💣"))
    }

    @Test("/dev/stdin and /dev/null can be run")
    func runDevices() throws {
        let piped = try sh("echo 'print(\"from stdin\")' | \"$WB\" run /dev/stdin")
        #expect(piped.stdout == "from stdin\n")
        #expect(piped.status == 0)
        let empty = try sh("\"$WB\" run /dev/null")
        #expect(empty.status == 0)
        #expect(empty.stdout.isEmpty && empty.stderr.isEmpty)
    }

    @Test("a script that is not UTF-8: the message names the encoding and the place")
    func nonUTF8Script() throws {
        try Data("print(\"caf\u{e9}\")\n".data(using: .isoLatin1)!).write(
            to: home.url.appendingPathComponent("l.swift"))
        let run = try sh("\"$WB\" run l.swift")
        #expect(run.status == 1)
        #expect(run.stderr.contains("'l.swift' is not UTF-8 text: line 1, column 11 holds the byte 0xE9"))
        #expect(run.stderr.contains("Latin-1"))
    }

    @Test("a shebang line runs")
    func shebangScript() throws {
        try home.write("tool.swift", "#!/usr/bin/env workbook run\nprint(\"tool\")\n")
        #expect(try sh("\"$WB\" run tool.swift").stdout == "tool\n")
    }

    @Test("run --timeout stops a loop of slow steps with a message")
    func runTimeout() throws {
        try home.write("slow.swift", "let a = Array((0..<100_000).reversed())\nwhile true { _ = a.sorted() }\n")
        let run = try sh("\"$WB\" run --timeout 1 slow.swift")
        #expect(run.status == 1)
        #expect(run.stderr.contains("the time limit of 1 second is up"))
    }

    // MARK: --compare's machinery

    @Test("the compare folder is private, fresh and unguessable")
    func privateDirectory() throws {
        let one = try ScratchFolder(purpose: "compare")
        let two = try ScratchFolder(purpose: "compare")
        #expect(one.path != two.path)
        #expect(!one.path.hasSuffix("-\(getpid())"))
        var info = stat()
        #expect(stat(one.path, &info) == 0)
        #expect(info.st_mode & 0o777 == 0o700)
    }

    @Test("a 50,000-line output difference is shown in bounded memory and length")
    func boundedDiff() {
        let expected = (0..<50_000).map { "line \($0)" }.joined(separator: "\n")
        let actual = (0..<50_000).map { "other \($0)" }.joined(separator: "\n")
        let diff = LineDiff.render(expected: expected, actual: actual)
        #expect(diff.split(separator: "\n").count < 1_000)
        #expect(diff.contains("- line 0"))
        #expect(diff.contains("+ other 0"))
        #expect(diff.contains("more line(s) like these"))
        let small = LineDiff.render(expected: "a\nb\nc\n", actual: "a\nx\nc\n")
        #expect(small == "--- swiftc\n+++ interpreter\n  a\n+ x\n- b\n  c\n  \n")
    }
}
