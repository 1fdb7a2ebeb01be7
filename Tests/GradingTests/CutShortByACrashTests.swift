import Foundation
import Testing

@testable import Grading

/// The dev check grades a round of known-wrong solutions in one test process. One that
/// crashes (a data race strikes at any moment) cuts short the graders running beside it:
/// those, and only those, are graded again in a round without it.
@Suite struct CutShortByACrashTests {
    private func exercise(_ number: String) -> Exercise {
        Exercise(number: number, folderName: "\(number)-slug", directory: URL(fileURLWithPath: "/x/\(number)-slug"))
    }

    private func report(_ outcomes: [(Exercise, GradeOutcome)]) -> GradingRun.Report {
        GradingRun.Report(outcomes: outcomes.map { (exercise: $0.0, outcome: $0.1) }, log: "", exitCode: 1, tests: [])
    }

    @Test func theGradersACrashCutShortAreGradedAgain() {
        let cut = HonestyCheck.cutShortByACrash(
            report([
                (
                    exercise("01"),
                    .notGraded(reason: "exercise 11 crashed the test process before this grader finished")
                ),
                (exercise("03"), .failed(checks: [], failedTests: 1, of: 2)),
                (exercise("11"), .crashed(message: "Bad pointer dereference")),
            ]))
        #expect(cut == ["01-slug"])
    }

    @Test func withoutACrashNothingIsGradedAgain() {
        let cut = HonestyCheck.cutShortByACrash(
            report([
                (exercise("01"), .notGraded(reason: "no grader ran")),
                (exercise("03"), .failed(checks: [], failedTests: 1, of: 2)),
            ]))
        #expect(cut.isEmpty)
    }
}
