import Foundation
import Testing

@testable import Grading

@Suite struct ExerciseCatalogTests {
    @Test func findsNumberedFoldersAndDerivesModuleNames() throws {
        let fixture = try Fixture()
        try fixture.writeCompleteExercise()
        try fixture.write("Exercises/notes/x.txt", "stray")
        let catalog = ExerciseCatalog(root: fixture.root)
        #expect(catalog.exercises.map(\.folderName) == ["01-something"])
        let exercise = try #require(catalog.exercises.first)
        #expect(exercise.moduleName == "Exercise01Something")
        #expect(exercise.graderModuleName == "Grader01Something")
        #expect(exercise.title == "Exercise 01 — Something")
        #expect(Exercise.moduleSuffix("10-minimal-re-render") == "10MinimalReRender")
    }

    @Test func namesAnExerciseByNumberOrFolder() throws {
        let fixture = try Fixture()
        try fixture.writeCompleteExercise()
        let catalog = ExerciseCatalog(root: fixture.root)
        #expect(catalog.exercise(named: "1")?.number == "01")
        #expect(catalog.exercise(named: "01")?.number == "01")
        #expect(catalog.exercise(named: "01-something")?.number == "01")
        #expect(catalog.exercise(named: "2") == nil)
        #expect(catalog.exercise(named: "one") == nil)
    }

    @Test func findsTheRootFromInsideAnExercise() throws {
        let fixture = try Fixture()
        try fixture.writeCompleteExercise()
        let inside = fixture.root.appendingPathComponent("Exercises/01-something/.meta")
        #expect(
            ExerciseCatalog.findRoot(from: inside)?.standardizedFileURL.path == fixture.root.standardizedFileURL.path)
    }

    @Test func theMarkerIsFoundOnlyInStarterSources() throws {
        let fixture = try Fixture()
        try fixture.writeCompleteExercise()
        let exercise = try #require(ExerciseCatalog(root: fixture.root).exercises.first)
        let marker = try #require(exercise.notDoneMarker)
        #expect(marker.relative(to: fixture.root) == "Exercises/01-something/Model.swift:1:1")
        try fixture.write("Exercises/01-something/Model.swift", "struct Model {}\n")
        try fixture.write("Exercises/01-something/.meta/Model.swift", "// WORKBOOK: NOT DONE\n")
        #expect(exercise.notDoneMarker == nil, "a marker inside .meta must not count")
    }

    @Test func gradeRequestForcesTheNamedExercises() throws {
        let fixture = try Fixture()
        try fixture.writeCompleteExercise()
        let exercise = try #require(ExerciseCatalog(root: fixture.root).exercises.first)
        #expect(GradeRequest("all").forces(exercise))
        #expect(GradeRequest("1").forces(exercise))
        #expect(GradeRequest("03, 01").forces(exercise))
        #expect(!GradeRequest("2").forces(exercise))
        #expect(!GradeRequest("").forces(exercise))
        #expect(!GradeRequest(nil).forces(exercise))
    }
}
