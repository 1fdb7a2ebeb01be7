import Foundation
import LearnerState
import LessonEngine
import Testing

@testable import workbook

/// Issue 35: the lesson table on a terminal — the exercise column when there is room for it,
/// and a title cut to the width never ends inside a code span (a stray opening backtick).
@Suite("The lesson table at a terminal's width")
struct LessonListingTests {
    static let title = "Owning a model: `@State` vs `@StateObject` (eager vs lazy)"

    func table(width: Int?) throws -> [String] {
        let folder = try TemporaryDirectory()
        let lesson = LessonFixtures.first.replacingOccurrences(of: "# Counting with a class", with: "# \(Self.title)")
        try folder.write("Lessons/02-state.md", lesson)
        let library = try LessonLibrary(directory: folder.url.appendingPathComponent("Lessons"))
        return LessonListing.lines(
            library: library, progress: LessonProgress(), style: Style(enabled: false), width: width,
            exercises: ["02-state": "exercise 04: not attempted"], onError: { _ in })
    }

    @Test func aCutTitleDropsTheCodeSpanItWouldLeaveOpen() throws {
        let row = try #require(try table(width: 80).first)
        #expect(row.hasSuffix("exercise 04: not attempted  Owning a model: `@State` vs…"), "\(row)")
    }

    @Test func theExerciseColumnGivesWayToTitlesOnANarrowTerminal() throws {
        let narrow = try #require(try table(width: 60).first)
        #expect(!narrow.contains("exercise 04"), "\(narrow)")
        let piped = try #require(try table(width: nil).first)
        #expect(piped.hasSuffix("exercise 04: not attempted  \(Self.title)"), "\(piped)")
    }
}
