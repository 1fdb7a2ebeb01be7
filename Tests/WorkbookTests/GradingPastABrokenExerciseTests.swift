import Foundation
import Testing

/// Issue 35: one exercise that does not compile never blocks the grading of another, on
/// every path — `workbook grade 01`, the REPL's `:grade 01` and `watch` — and "Next:" names
/// the exercise that needs work. A small real package (two exercises, Swift Testing graders,
/// a manifest that honours WORKBOOK_LEAVE_OUT like the workbook's own) is built by `swift test`.
@Suite("Grading is never blocked by another exercise", .serialized)
struct GradingPastABrokenExerciseTests {
    /// `second`: exercise 02's code (by default, code that does not compile).
    private func makeCheckout(
        second: String = "public func answer() -> Int { \"forty-two\" }"
    ) throws -> TemporaryDirectory {
        let checkout = try TemporaryDirectory()
        try checkout.write(
            "Package.swift",
            """
            // swift-tools-version:6.0
            import PackageDescription

            let exercises = ["01-first", "02-second"]
            let leftOut = Set((Context.environment["WORKBOOK_LEAVE_OUT"] ?? "").split(separator: ",").map(String.init))
            let package = Package(
                name: "Checkout",
                targets: exercises.filter { !leftOut.contains(String($0.prefix(2))) }.flatMap { folder -> [Target] in
                    let suffix = folder.prefix(2) + (folder.hasSuffix("first") ? "First" : "Second")
                    return [
                        .target(name: "Exercise\\(suffix)", path: "Exercises/\\(folder)", exclude: ["README.md"]),
                        .testTarget(
                            name: "Grader\\(suffix)", dependencies: [.target(name: "Exercise\\(suffix)")],
                            path: "Tests/Graders/\\(folder)"),
                    ]
                }
            )

            """)
        for (number, name, body) in [
            ("01", "First", "public func answer() -> Int { 42 }"),
            // By default does not compile: a String where an Int belongs.
            ("02", "Second", second),
        ] {
            let folder = "\(number)-\(name.lowercased())"
            try checkout.write("Exercises/\(folder)/Model.swift", body + "\n")
            try checkout.write(
                "Exercises/\(folder)/README.md", "# Exercise \(number) — \(name)\n\n## Hints\n\n### Hint 1\n\nLook.\n")
            try checkout.write(
                "Tests/Graders/\(folder)/Grader.swift",
                """
                import Exercise\(number)\(name)
                import Testing

                @Test func answersFortyTwo() { #expect(answer() == 42) }

                """)
        }
        return checkout
    }

    @Test func exercise01IsGradedWhileExercise02DoesNotCompile() throws {
        let checkout = try makeCheckout()
        let state = try TemporaryDirectory()

        let grade = try PlainRun.run(
            ["grade", "01"], stateHome: state.path, currentDirectory: checkout.path,
            environment: ["NO_COLOR": "1"])
        #expect(grade.stdout.contains("passed"), "\(grade.stdout)\n\(grade.stderr)")
        #expect(grade.stdout.contains("Exercise 01"))
        #expect(!grade.stdout.contains("so no grader could run"))
        #expect(grade.stdout.contains("does not compile") && grade.stdout.contains("Exercise 02"))
        #expect(grade.stdout.contains("Exercises/02-second/Model.swift:1:"), "02's error is shown")
        #expect(grade.stderr.contains("exercise 02 does not compile; grading the others with it left out"))
        let next = grade.stdout.split(separator: "\n").last { $0.contains("Next") }
        #expect(next?.contains("02") == true, "Next names exercise 02: \(next ?? "none")")
        #expect(
            !FileManager.default.fileExists(atPath: checkout.url.appendingPathComponent(".build/grading").path),
            "no copy of the package is built")

        // The same run for a teacher's CI: one JUnit testcase per exercise, 02's error at its line.
        let junit = try PlainRun.run(
            ["grade", "--format", "junit"], stateHome: state.path, currentDirectory: checkout.path,
            environment: ["NO_COLOR": "1"])
        #expect(junit.stdout.hasPrefix("<?xml"), "\(junit.stdout)\n\(junit.stderr)")
        #expect(junit.stdout.contains("<testsuites name=\"workbook grade\" tests=\"2\" failures=\"0\" errors=\"1\""))
        #expect(junit.stdout.contains("<error type=\"does not compile\""))
        #expect(junit.stdout.contains(">Exercises/02-second/Model.swift:1: "))
        #expect(!junit.stdout.contains("Next:"), "only the document goes to standard output")

        let repl = try PlainRun.run(
            ["--lessons", checkout.path], stdin: ":grade 01\n", stateHome: state.path,
            currentDirectory: checkout.path, environment: ["NO_COLOR": "1"])
        #expect(repl.stdout.contains("passed"), "\(repl.stdout)\n\(repl.stderr)")
        #expect(!repl.stdout.contains("so no grader could run"))

        // A fresh state: watch starts at the first exercise not passed yet, 01.
        let watchState = try TemporaryDirectory()
        let terminal = try PseudoTerminal(
            arguments: ["watch"], stateHome: watchState.path, environment: ["NO_COLOR": "1"], columns: 140,
            currentDirectory: checkout.path)
        // watch starts at 01 and grades it; saving 01 grades it again.
        let passed = "Exercise 01 passed. Moving on to exercise 02"
        _ = try terminal.waitFor(text: passed, timeout: 300)
        try checkout.write("Exercises/01-first/Model.swift", "public func answer() -> Int { 40 + 2 }\n")
        try terminal.waitFor("01 graded again after the save", timeout: 300) { _ in
            terminal.transcript.components(separatedBy: passed).count - 1 >= 2
        }
        #expect(!terminal.transcript.contains("so no grader could run"), "\(terminal.transcript)")
        terminal.type("q")
        _ = try terminal.waitForExit(timeout: 60)
    }
    @Test("an endless loop in an exercise is reported within its time limit, and no test process outlives grade")
    func anEndlessLoopIsStoppedAtItsLimit() throws {
        let checkout = try makeCheckout(second: "public func answer() -> Int { while true {} }")
        let state = try TemporaryDirectory()
        let grade = try PlainRun.run(
            ["grade"], stateHome: state.path, currentDirectory: checkout.path,
            environment: ["NO_COLOR": "1", "WORKBOOK_GRADE_TIME_LIMIT": "2"])
        #expect(
            grade.stdout.contains(
                "exercise 02's tests did not finish in 2 s: look for an endless loop in Exercises/02-second/Model.swift"
            ),
            "\(grade.stdout)\n\(grade.stderr)")
        let first = grade.stdout.split(separator: "\n").first { $0.contains("Exercise 01") }
        #expect(first?.contains("passed") == true, "01 keeps its verdict: \(grade.stdout)")
        #expect(grade.status != 0)
        // swift test, swift-build and the test binary all run in the checkout: none is left.
        var survivors = Self.processes(in: checkout.path)
        for _ in 0..<100 where !survivors.isEmpty {  // up to 10 s for the kernel to deliver the kills
            usleep(100_000)
            survivors = Self.processes(in: checkout.path)
        }
        #expect(survivors.isEmpty, "still running: \(survivors)")
    }

    /// Processes (pid: command line) working in `folder` or naming it on their command line.
    static func processes(in folder: String) -> [String] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { name -> String? in
            guard let pid = Int32(name), pid != getpid() else { return nil }
            let commandLine =
                (try? Data(contentsOf: URL(fileURLWithPath: "/proc/\(name)/cmdline")))
                .map { String(decoding: $0.map { $0 == 0 ? 0x20 : $0 }, as: UTF8.self) } ?? ""
            let directory = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(name)/cwd")) ?? ""
            guard directory == folder || directory.hasPrefix(folder + "/") || commandLine.contains(folder) else {
                return nil
            }
            return "\(pid): \(commandLine)"
        }
    }
}
