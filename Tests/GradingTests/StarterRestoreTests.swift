import Foundation
import Testing

@testable import Grading

@Suite struct StarterRestoreTests {
    /// A fixture checkout committed to git, with the learner's edit on top.
    private func committedCheckout() throws -> (Fixture, Exercise) {
        let fixture = try Fixture()
        try fixture.writeCompleteExercise()
        for command in [
            ["init", "-q"], ["add", "-A"], ["-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "starter"],
        ] {
            let result = try ProcessRunner.run(["git"] + command, in: fixture.root)
            try #require(result.exitCode == 0, "git \(command): \(result.output)")
        }
        try fixture.write("Exercises/01-something/Model.swift", "struct Model { var mine = 1 }\n")
        return (fixture, try #require(ExerciseCatalog(root: fixture.root).exercises.first))
    }

    /// Issue 14: `--from=--output=/tmp/x` reached git as an option and wrote that file.
    @Test func aSourceThatLooksLikeAnOptionIsRefusedAndWritesNothing() throws {
        let (fixture, exercise) = try committedCheckout()
        let planted = fixture.root.appendingPathComponent("planted.txt")
        let restore = StarterRestore(
            catalog: ExerciseCatalog(root: fixture.root), exercise: exercise, source: "--output=\(planted.path)")
        let error = #expect(throws: StarterRestoreError.self) { try restore.changes() }
        #expect(error.map { "\($0)" }?.contains("is not a commit of this checkout") == true)
        #expect(throws: StarterRestoreError.self) { try restore.restore() }
        #expect(!FileManager.default.fileExists(atPath: planted.path))
        #expect(fixture.read("Exercises/01-something/Model.swift") == "struct Model { var mine = 1 }\n")
    }

    @Test func anUnknownSourceIsNamed() throws {
        let (fixture, exercise) = try committedCheckout()
        let restore = StarterRestore(
            catalog: ExerciseCatalog(root: fixture.root), exercise: exercise, source: "no-such-branch")
        let error = #expect(throws: StarterRestoreError.self) { try restore.changes() }
        #expect(error.map { "\($0)" }?.contains("'no-such-branch' is not a commit") == true)
    }

    @Test func aBackupKeepsTheLearnersFilesAndRestoringItBringsThemBack() throws {
        let (fixture, exercise) = try committedCheckout()
        let restore = StarterRestore(catalog: ExerciseCatalog(root: fixture.root), exercise: exercise)
        #expect(try restore.changes() == ["Exercises/01-something/Model.swift"])
        let backup = ExerciseBackup(directory: fixture.root.appendingPathComponent("state/backups"), exercise: exercise)
        let saved = try backup.save()
        try restore.restore()
        #expect(fixture.read("Exercises/01-something/Model.swift")?.contains("mine") == false)
        #expect(backup.saved == [saved])
        try backup.restore(saved)
        #expect(fixture.read("Exercises/01-something/Model.swift") == "struct Model { var mine = 1 }\n")
        #expect(backup.saved.isEmpty)
    }
}
