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

    /// Issue 35: `dev check` holds each known-wrong solution's first failure to the lines it changed.
    @Test func theFirstFailureMustPointAtTheLinesTheWrongSolutionChanged() throws {
        let fixture = try Fixture()
        let exercise = try exercise(in: fixture)
        try fixture.write(
            "Exercises/01-something/.meta/wrong/two-lines.edit",
            """
            over: starter
            in Model.swift replace:
            <<<
            struct Model {}
            ===
            struct Model {
                var wrong = 1
            }
            >>>
            """)
        let wrong = try #require(try KnownWrongSolution.all(of: exercise).first)
        try wrong.apply()
        let text = try #require(fixture.read("Exercises/01-something/Model.swift"))
        let first = text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0 == "struct Model {" }
        let line = try #require(first) + 1
        let lines = wrong.wrongLines()
        #expect(lines == ["Model.swift": [line...(line + 2)]])
        let at = { (place: String?) in FailedCheck(test: "t", message: "m", location: place) }
        #expect(HonestyCheck.misplaced(at("Exercises/01-something/Model.swift:\(line + 1)"), wrongLines: lines) == nil)
        let elsewhere = HonestyCheck.misplaced(at("Exercises/01-something/Model.swift:\(line + 3)"), wrongLines: lines)
        #expect(
            elsewhere?.hasPrefix("its first failure points at Exercises/01-something/Model.swift:\(line + 3)") == true)
        #expect(HonestyCheck.misplaced(at(nil), wrongLines: lines) != nil)
        #expect(HonestyCheck.misplaced(at("Exercises/01-something/Other.swift:\(line)"), wrongLines: lines) != nil)
    }

    @Test func aWrongLineTheEditsLeftAloneCanBeNamed() throws {
        let fixture = try Fixture()
        let exercise = try exercise(in: fixture)
        try fixture.write(
            "Exercises/01-something/.meta/wrong/left-alone.edit",
            """
            over: starter
            wrong line in Model.swift: struct Model {}
            in Model.swift replace:
            <<<
            struct Model {}
            ===
            struct Model {}
            let unrelated = 1
            >>>
            """)
        let wrong = try #require(try KnownWrongSolution.all(of: exercise).first)
        try wrong.apply()
        let text = try #require(fixture.read("Exercises/01-something/Model.swift"))
        let line =
            try #require(
                text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0 == "struct Model {}" })
            + 1
        #expect(wrong.wrongLines() == ["Model.swift": [line...line]])
    }
}
