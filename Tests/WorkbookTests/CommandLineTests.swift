import Foundation
import Testing

/// The CLI as a script or CI sees it: stdin is not a terminal, output is captured.
@Suite("workbook on the command line", .serialized)
struct CommandLineTests {
    let home: TemporaryDirectory
    let lessons: String

    init() throws {
        home = try TemporaryDirectory()
        lessons = try LessonFixtures.install(in: home)
    }

    func workbook(_ arguments: [String], stdin: String = "", environment: [String: String] = [:]) throws -> PlainRun {
        try PlainRun.run(
            arguments, stdin: stdin, stateHome: home.path, currentDirectory: home.path, environment: environment)
    }

    @Test func runTraceDrawsOneMutationAsOneBox() throws {
        let file = try home.write(
            "trace.swift",
            """
            import Observation
            @Observable final class Profile { var name = "Ada" }
            let profile = Profile()
            withObservationTracking { _ = profile.name } onChange: { print("changed") }
            profile.name = "Grace"

            """)
        let run = try workbook(["run", file.path, "--trace"])
        #expect(run.status == 0)
        #expect(run.stdout == "changed\n")
        #expect(
            run.stderr.hasSuffix(
                """
                trace: ┌ willSet Profile#1.name
                trace: │ tracking #1 fired (one-shot, cancelled)
                trace: └ didSet Profile#1.name

                """), "\(run.stderr)")
    }

    @Test func version() throws {
        let run = try workbook(["--version"])
        #expect(run.status == 0)
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.first == "workbook 0.1.0 (Observation Workbook)")
        #expect(lines.count == 2 && lines[1].hasPrefix("compiler: /") && lines[1].contains("swiftc (Swift version"))
        #expect(run.stderr.isEmpty)
    }

    @Test func versionSaysWhenThereIsNoCompiler() throws {
        let run = try workbook(["--version"], environment: ["SWIFTC": "/nonexistent", "PATH": ""])
        #expect(run.status == 0)
        #expect(
            run.stdout.hasSuffix(
                "compiler: none — SWIFTC names '/nonexistent', which is not an executable compiler; "
                    + "the interpreter's own checks are used\n"))
    }

    @Test func helpListsEveryVerb() throws {
        let run = try workbook(["--help"])
        #expect(run.status == 0)
        for verb in ["repl", "run", "check", "lessons"] { #expect(run.stdout.contains("\n  \(verb) ")) }
        #expect(run.stdout.contains("NO_COLOR"))
        #expect(try workbook(["help"]).stdout == run.stdout)
    }

    @Test(arguments: ["repl", "run", "check", "lessons"])
    func everyVerbHasHelp(_ verb: String) throws {
        let run = try workbook([verb, "--help"])
        #expect(run.status == 0)
        #expect(run.stdout.contains("\n\nusage: workbook"))
        #expect(run.stdout.contains("exit status"))
        #expect(try workbook(["help", verb]).stdout == run.stdout)
    }

    @Test func unknownVerbSuggestsOnStderr() throws {
        let run = try workbook(["chek"])
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr == "error: unknown command 'chek'; did you mean 'check'? See 'workbook --help'.\n")
    }

    @Test func unknownOptionAndMissingValue() throws {
        let unknown = try workbook(["check", "--fast"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("unknown option '--fast' for 'check'"))
        let missing = try workbook(["--lessons"])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("--lessons needs a value"))
        let extra = try workbook(["lessons", "extra"])
        #expect(extra.status == 2)
    }

    @Test func lessonsListsTitlesAndProgress() throws {
        let run = try workbook(["lessons", "--lessons", lessons])
        #expect(run.status == 0)
        #expect(run.stdout.contains("01-counting"))
        #expect(run.stdout.contains("Counting with a class"))
        #expect(run.stdout.contains("01-counting    0/2    Counting with a class"))
        #expect(run.stdout.contains("02-prose"))
        #expect(!run.stdout.contains("\u{1B}["), "no colour when stdout is not a terminal")
    }

    @Test func lessonsFolderIsFoundFromThePackage() throws {
        try home.write("Package.swift", "// swift-tools-version:6.0\n")
        try home.write("Sources/deep/inside/.keep", "")
        let run = try PlainRun.run(
            ["lessons"], stateHome: home.path,
            currentDirectory: home.url.appendingPathComponent("Sources/deep/inside").path)
        #expect(run.status == 0)
        #expect(run.stdout.contains("01-counting"))
    }

    @Test func lessonsFolderIsFoundFromTheExecutable() throws {
        try home.write("Package.swift", "// swift-tools-version:6.0\n")
        let copy = home.url.appendingPathComponent(".build/debug/workbook")
        try FileManager.default.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
        try WorkbookBinary.copy(to: copy)
        let elsewhere = try TemporaryDirectory()
        let run = try PlainRun.run(
            ["lessons"], stateHome: home.path, currentDirectory: elsewhere.path, executable: copy)
        #expect(run.status == 0)
        #expect(run.stdout.contains("01-counting"))
    }

    @Test func noLessonsFolder() throws {
        // A copy of the binary outside any package, run outside any package.
        let empty = try TemporaryDirectory()
        let copy = empty.url.appendingPathComponent("workbook")
        try WorkbookBinary.copy(to: copy)
        let run = try PlainRun.run(["lessons"], stateHome: home.path, currentDirectory: empty.path, executable: copy)
        #expect(run.status == 2)
        #expect(run.stderr.contains("cannot find the Lessons folder"))
        let override = try workbook(["lessons", "--lessons", "/nonexistent/lessons"])
        #expect(override.status == 2)
        #expect(override.stderr == "error: --lessons /nonexistent/lessons: no such folder\n")
    }

    @Test func brokenLessonIsNamedWithFileAndLine() throws {
        try home.write("Lessons/03-broken.md", "# Broken\n## Step 1 — ok\n## Step 3 — skipped two\n")
        let run = try workbook(["lessons", "--lessons", lessons])
        #expect(run.status == 1)
        #expect(run.stderr.contains("03-broken.md:3: error: this is step 3, but step 2 was expected next"))
        #expect(run.stdout.contains("01-counting"), "the other lessons are still listed")
    }
}
