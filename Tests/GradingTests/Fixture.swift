import Foundation

@testable import Grading

/// A throwaway package folder for one test, removed when the test ends.
final class Fixture {
    let root: URL

    init() throws {
        root = FileManager.default.temporaryDirectory
            .appendingPathComponent("grading-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: root) }

    func write(_ path: String, _ text: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func remove(_ path: String) throws {
        try FileManager.default.removeItem(at: root.appendingPathComponent(path))
    }

    func read(_ path: String) -> String? {
        try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    static let readme = """
        # Exercise 01 — Something

        Follows lesson: [`Lessons/02-macro-expansion.md`](../../Lessons/02-macro-expansion.md)

        ## Task

        Do it.

        ## Hints

        ### Hint 1

        First hint,
        two lines.

        ### Hint 2

        Second hint.

        ## Afterwards

        Not a hint.
        """

    /// A complete exercise 01 with its grader and manifest entry.
    func writeCompleteExercise() throws {
        try write("Package.swift", "let exercises = [(\"01-something\", [])]\n")
        try write("Exercises/README.md", "# Exercises\n")
        try write("Exercises/01-something/README.md", Self.readme)
        try write(
            "Exercises/01-something/Model.swift",
            "// WORKBOOK: NOT DONE — delete this line when you want this exercise graded\nstruct Model {}\n")
        try write("Exercises/01-something/.meta/Model.swift", "struct Model {}\n")
        try write("Tests/Graders/01-something/SomethingGrader.swift", "@Suite(.graded(exercise: \"01\")) struct G {}\n")
        try write(GraderFingerprints.file, GraderFingerprints(root: root).render(for: ExerciseCatalog(root: root)))
    }
}
