import Foundation
import Testing

@testable import Grading

/// Event-stream lines in the shape `swift test --event-stream-output-path` writes (v0).
private func testLine(_ id: String, _ name: String) -> String {
    #"{"kind":"test","payload":{"displayName":"\#(name)","id":"\#(id)","kind":"function","name":"\#(name)"},"version":"6.3.0"}"#
}

private func eventLine(_ kind: String, _ id: String, extra: String = "") -> String {
    #"{"kind":"event","payload":{"kind":"\#(kind)","testID":"\#(id)"\#(extra),"messages":[]},"version":"6.3.0"}"#
}

private func issueLine(_ id: String, line: Int, details: String) -> String {
    #"{"kind":"event","payload":{"kind":"issueRecorded","testID":"\#(id)","issue":{"isKnown":false,"sourceLocation":{"fileID":"G/G.swift","line":\#(line)}},"messages":[{"symbol":"fail","text":"Expectation failed: (x → 0) == 1"},{"symbol":"difference","text":"inserted [1]"},{"symbol":"details","text":"\#(details)"}]},"version":"6.3.0"}"#
}

private let skipA = "Grader01A.S/a()/G.swift:1:1"
private let failB = "Grader02B.S/b()/G.swift:1:1"
private let failB2 = "Grader02B.S/c()/G.swift:9:1"
private let passC = "Grader03C.S/c()/G.swift:1:1"

private func stream(_ lines: [String]) throws -> (TestEventStream, Fixture) {
    let fixture = try Fixture()
    try fixture.write("events.jsonl", lines.joined(separator: "\n") + "\n")
    return (TestEventStream(contentsOf: fixture.root.appendingPathComponent("events.jsonl")), fixture)
}

@Suite struct TestEventStreamTests {
    @Test func recordsSkippedFailedAndPassedTests() throws {
        let (events, _) = try stream([
            testLine(skipA, "a"), testLine(failB, "b"), testLine(failB2, "c"), testLine(passC, "c"),
            #"{"kind":"event","payload":{"kind":"testSkipped","testID":"\#(skipA)","messages":[{"symbol":"skip","text":"Test \"a\" skipped: \"not attempted yet\""}]},"version":"6.3.0"}"#,
            eventLine("testStarted", failB),
            issueLine(failB, line: 30, details: "later line"),
            issueLine(failB, line: 12, details: "earlier line"),
            eventLine("testEnded", failB),
            eventLine("testStarted", passC), eventLine("testEnded", passC),
            "not json at all",
            #"{"kind":"event","payload":{"kind":"runEnded","messages":[]},"version":"6.3.0"}"#,
        ])
        #expect(events.runEnded)
        #expect(events.tests[skipA]?.status == .skipped)
        #expect(events.tests[skipA]?.skipReason == "not attempted yet")
        #expect(events.tests[failB]?.status == .failed)
        #expect(events.tests[failB]?.issues.map(\.learnerMessage) == ["earlier line", "later line"])
        #expect(events.tests[failB2]?.status == .notRun)
        #expect(events.tests[passC]?.status == .passed)
        #expect(events.tests[passC]?.module == "Grader03C")
    }

    @Test func outcomesTellSkippedFromPassedAndNameTheFirstFailure() throws {
        let fixture = try Fixture()
        for (number, slug) in [("01", "a"), ("02", "b"), ("03", "c")] {
            try fixture.write("Exercises/\(number)-\(slug)/X.swift", "struct X {}\n")
        }
        let (events, _) = try stream([
            testLine(skipA, "a"), testLine(failB, "b"), testLine(passC, "c"),
            eventLine("testSkipped", skipA),
            issueLine(failB, line: 12, details: "the row was re-evaluated 3 times; expected 0"),
            eventLine("testEnded", failB), eventLine("testEnded", passC),
            #"{"kind":"event","payload":{"kind":"runEnded","messages":[]},"version":"6.3.0"}"#,
        ])
        let catalog = ExerciseCatalog(root: fixture.root)
        let run = GradingRun(catalog: catalog)
        let result = ProcessResult(exitCode: 1, output: "")
        let outcomes = catalog.exercises.map { run.outcome(for: $0, stream: events, result: result) }
        #expect(outcomes[0].label == "not attempted")
        #expect(
            outcomes[1]
                == .failed(
                    checks: [
                        FailedCheck(
                            test: "b", message: "the row was re-evaluated 3 times; expected 0",
                            location: "Exercises/02-b/X.swift")
                    ], failedTests: 1, of: 1))
        #expect(outcomes[2] == .passed(tests: 1))
    }

    @Test func aBuildFailureNamesTheFirstLocatedError() throws {
        let fixture = try Fixture()
        try fixture.write("Exercises/01-a/X.swift", "struct X {}\n")
        try fixture.write("Exercises/02-b/X.swift", "struct X {}\n")
        let catalog = ExerciseCatalog(root: fixture.root)
        let (events, _) = try stream([])
        let output = """
            error: emit-module command failed with exit code 1
            \(fixture.root.path)/Exercises/01-a/X.swift:3:5: error: cannot find 'y' in scope
            """
        let run = GradingRun(catalog: catalog)
        let result = ProcessResult(exitCode: 1, output: output)
        let outcome = run.outcome(for: catalog.exercises[0], stream: events, result: result)
        #expect(outcome == .doesNotCompile(diagnostic: "Exercises/01-a/X.swift:3:5: error: cannot find 'y' in scope"))
        let bystander = run.outcome(for: catalog.exercises[1], stream: events, result: result)
        #expect(bystander == .notGraded(reason: "exercise 01 does not compile, so no grader could run; fix it first"))
    }

    @Test func aCrashIsBlamedOnTheExerciseItHappenedIn() throws {
        let fixture = try Fixture()
        try fixture.write("Exercises/02-b/X.swift", "struct X {}\n")
        try fixture.write("Exercises/03-c/X.swift", "struct X {}\n")
        let catalog = ExerciseCatalog(root: fixture.root)
        let (events, _) = try stream([
            testLine(failB, "b"), testLine(passC, "c"),
            eventLine("testStarted", failB), eventLine("testStarted", passC),
        ])
        let output = """
            Exercise02B/X.swift:16: Fatal error: Unexpectedly found nil while unwrapping an Optional value
            *** Program crashed: Illegal instruction at 0x00007f9e1a56df7f ***
            """
        let run = GradingRun(catalog: catalog)
        let result = ProcessResult(exitCode: 132, output: output)
        #expect(
            run.outcome(for: catalog.exercises[0], stream: events, result: result)
                == .crashed(
                    message:
                        "X.swift:16: Fatal error: Unexpectedly found nil while unwrapping an Optional value (grader test \"b\")"
                ))
        #expect(
            run.outcome(for: catalog.exercises[1], stream: events, result: result)
                == .notGraded(
                    reason:
                        "exercise 02 crashed the test process before this grader finished; fix it, or grade 03 on its own"
                ))
    }

    @Test func aRunCutShortWithoutACrashMessageIsReportedNeverPassed() throws {
        let fixture = try Fixture()
        try fixture.write("Exercises/02-b/X.swift", "struct X {}\n")
        let catalog = ExerciseCatalog(root: fixture.root)
        let (events, _) = try stream([testLine(failB, "b"), eventLine("testStarted", failB)])
        // What a learner's exit(0) looks like from outside: status 0, a grader test unfinished.
        for status: Int32 in [137, 0] {
            let outcome = GradingRun(catalog: catalog).outcome(
                for: catalog.exercises[0], stream: events, result: ProcessResult(exitCode: status, output: "Killed"))
            #expect(outcome.label == "crashed")
            #expect(outcome.detail.contains("exit status \(status)) while grader test \"b\" was running"))
            #expect(outcome.detail.contains("does your code call exit()?"))
        }
    }

    @Test func everyCompilerErrorOfTheExerciseIsShownInFullWithItsSourceLinesAndNotes() {
        let root = "/pkg"
        let output = """
            [3/40] Compiling Exercise02B X.swift
            /pkg/Exercises/02-b/X.swift:3:5: error: 'self.backend' not initialized
            1 | struct X {
            2 |     init() {
            3 |     }
              |     `- error: 'self.backend' not initialized
            /pkg/Exercises/02-b/X.swift:1:8: note: 'self.backend' declared here
            /pkg/Exercises/01-a/Y.swift:9:1: error: someone else's
            /pkg/Exercises/02-b/X.swift:3:5: error: 'self.backend' not initialized
            /pkg/Exercises/02-b/Z.swift:7:2: error: cannot find 'q' in scope
            [4/40] Compiling Exercise01A Y.swift
            """
        let shown = CompilerDiagnostics.errors(in: output, inFolder: "Exercises/02-b", root: root)
        #expect(
            shown == """
                Exercises/02-b/X.swift:3:5: error: 'self.backend' not initialized
                1 | struct X {
                2 |     init() {
                3 |     }
                  |     `- error: 'self.backend' not initialized
                Exercises/02-b/X.swift:1:8: note: 'self.backend' declared here
                Exercises/02-b/Z.swift:7:2: error: cannot find 'q' in scope
                """)
        #expect(CompilerDiagnostics.foldersWithErrors(in: output, root: root) == ["Exercises/02-b", "Exercises/01-a"])
    }
}
