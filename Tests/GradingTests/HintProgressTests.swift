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
