import Foundation
import LearnerState
import Testing

@testable import Grading

@Suite struct HintProgressTests {
    @Test func revealsOneMoreEachTimeUpToTheLastAndSurvivesAReload() throws {
        let fixture = try Fixture()
        try fixture.writeCompleteExercise()
        let exercise = try #require(ExerciseCatalog(root: fixture.root).exercises.first)
        let state = LearnerState(directory: fixture.root.appendingPathComponent("state"))
        #expect(state.hints.load().document.revealedCount(for: exercise) == 0)
        var shown: [Int] = []
        for _ in 1...3 { try state.hints.update { shown.append($0.revealNext(for: exercise, available: 2)) } }
        #expect(shown == [1, 2, 2])
        #expect(state.hints.load().document.revealedCount(for: exercise) == 2)
        var forgot = false
        try state.hints.update { forgot = $0.forget(exercise) }
        #expect(forgot)
        #expect(state.hints.load().document.revealedCount(for: exercise) == 0)
    }

    @Test func aCorruptFileIsSetAsideNotReplaced() throws {
        let fixture = try Fixture()
        try fixture.write("state/hints.json", "{ not json")
        let state = LearnerState(directory: fixture.root.appendingPathComponent("state"))
        let (counts, problem) = state.hints.load()
        #expect(counts == HintCounts())
        #expect(problem == .setAside(kept: state.hints.url.path + ".unreadable"))
        #expect(fixture.read("state/hints.json.unreadable") == "{ not json")
    }
}

/// Issue 14: a hand-edited hint count must never be used as an index.
@Suite struct HintCountOutOfRangeTests {
    private func progress(storing count: String) throws -> (HintCounts, Exercise, Fixture) {
        let fixture = try Fixture()
        try fixture.writeCompleteExercise()
        try fixture.write("state/hints.json", "{ \"01-something\": \(count) }")
        let exercise = try #require(ExerciseCatalog(root: fixture.root).exercises.first)
        let state = LearnerState(directory: fixture.root.appendingPathComponent("state"))
        return (state.hints.load().document, exercise, fixture)
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
        let state = LearnerState(directory: fixture.root.appendingPathComponent("state"))
        #expect(state.hints.load().problem != nil)
        #expect(fixture.read("state/hints.json.unreadable") == "{ \"01-something\": 1e99 }")
    }
}
