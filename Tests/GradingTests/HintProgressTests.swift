import Foundation
import Testing

@testable import Grading

@Suite struct HintProgressTests {
    @Test func revealsOneMoreEachTimeUpToTheLastAndSurvivesAReload() throws {
        let fixture = try Fixture()
        try fixture.writeCompleteExercise()
        let exercise = try #require(ExerciseCatalog(root: fixture.root).exercises.first)
        let state = fixture.root.appendingPathComponent("state")
        var progress = try HintProgress(directory: state)
        #expect(progress.revealedCount(for: exercise) == 0)
        let shown = (1...3).map { _ in progress.revealNext(for: exercise, available: 2) }
        #expect(shown == [1, 2, 2])
        try FileManager.default.createDirectory(at: state, withIntermediateDirectories: true)
        try progress.encoded().write(to: progress.file)
        var reloaded = try HintProgress(directory: state)
        #expect(reloaded.revealedCount(for: exercise) == 2)
        let forgot = reloaded.forget(exercise)
        #expect(forgot)
        #expect(reloaded.revealedCount(for: exercise) == 0)
    }

    @Test func aCorruptFileIsReportedNotReplaced() throws {
        let fixture = try Fixture()
        try fixture.write("state/hints.json", "{ not json")
        #expect(throws: HintProgressError.self) {
            _ = try HintProgress(directory: fixture.root.appendingPathComponent("state"))
        }
        #expect(fixture.read("state/hints.json") == "{ not json")
    }
}

/// Issue 14: a hand-edited hint count must never be used as an index.
@Suite struct HintCountOutOfRangeTests {
    private func progress(storing count: String) throws -> (HintProgress, Exercise, Fixture) {
        let fixture = try Fixture()
        try fixture.writeCompleteExercise()
        try fixture.write("state/hints.json", "{ \"01-something\": \(count) }")
        let exercise = try #require(ExerciseCatalog(root: fixture.root).exercises.first)
        return (try HintProgress(directory: fixture.root.appendingPathComponent("state")), exercise, fixture)
    }

    @Test func aNegativeCountReadsAsNoneRevealedAndTheNextHintIsTheFirst() throws {
        var (progress, exercise, _) = try progress(storing: "-3")
        #expect(progress.revealedCount(for: exercise, available: 2) == 0)
        #expect(progress.revealNext(for: exercise, available: 2) == 1)
    }

    @Test func aCountPastTheLastHintReadsAsAllRevealed() throws {
        var (progress, exercise, _) = try progress(storing: "99")
        #expect(progress.revealedCount(for: exercise, available: 2) == 2)
        #expect(progress.revealNext(for: exercise, available: 2) == 2)
    }

    @Test func aCountThatIsNoIntegerIsUnreadableAndTheFileIsKept() throws {
        let fixture = try Fixture()
        try fixture.write("state/hints.json", "{ \"01-something\": 1e99 }")
        #expect(throws: HintProgressError.self) {
            _ = try HintProgress(directory: fixture.root.appendingPathComponent("state"))
        }
        #expect(fixture.read("state/hints.json") == "{ \"01-something\": 1e99 }")
    }
}
