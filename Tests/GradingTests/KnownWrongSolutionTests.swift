import Foundation
import Testing

@testable import Grading

@Suite struct KnownWrongSolutionTests {
    private func exercise(in fixture: Fixture) throws -> Exercise {
        try fixture.writeCompleteExercise()
        return try #require(ExerciseCatalog(root: fixture.root).exercises.first)
    }

    @Test func anEditReplacesTheLinesItNamesAndSaysWhetherItEndsTheProcess() throws {
        let fixture = try Fixture()
        let exercise = try exercise(in: fixture)
        try fixture.write(
            "Exercises/01-something/.meta/wrong/quits.edit",
            """
            # ends the process
            over: starter
            in Model.swift replace:
            <<<
            struct Model {}
            ===
            struct Model { init() { exit(0) } }
            >>>
            """)
        let wrong = try #require(try KnownWrongSolution.all(of: exercise).first)
        #expect(wrong.name == "quits" && wrong.base == .starter && wrong.endsTheProcess)
        try wrong.apply()
        #expect(
            fixture.read("Exercises/01-something/Model.swift")?.hasSuffix("struct Model { init() { exit(0) } }\n")
                == true)
        // Applied again, the lines are gone: said, not ignored.
        #expect(throws: KnownWrongSolutionError.self) { try wrong.apply() }
    }

    @Test func aMalformedEditIsNamedWithItsLine() throws {
        let fixture = try Fixture()
        let exercise = try exercise(in: fixture)
        try fixture.write("Exercises/01-something/.meta/wrong/broken.edit", "over: reference\n<<<\nx\n===\ny\n>>>\n")
        let error = #expect(throws: KnownWrongSolutionError.self) { _ = try KnownWrongSolution.all(of: exercise) }
        #expect(error.map { "\($0)" }?.hasSuffix("broken.edit: line 2: `<<<` before `in FILE replace:`") == true)
    }
}
