import Foundation

/// A solution that must fail: `Exercises/NN-slug/.meta/wrong/<what-is-wrong>/File.swift`,
/// laid over the reference solution (same file names). The folder name says what is wrong,
/// e.g. `email-stores-before-announcing`. `workbook dev check` proves every one rejected —
/// the near misses a grader must not let through — and, for every exercise, the starter with
/// ``overloadCheats`` beside it.
public struct KnownWrongSolution: Sendable {
    public static let folderName = "wrong"

    public let exercise: Exercise
    public let directory: URL

    public var name: String { directory.lastPathComponent }
    public var files: [URL] { ExerciseFiles.files(in: directory, skippingMeta: false) }

    /// True when it calls `exit(`: graded alone, since it ends every grader beside it.
    public var endsTheProcess: Bool {
        files.contains { ((try? String(contentsOf: $0, encoding: .utf8)) ?? "").contains("exit(") }
    }

    /// The exercise's known-wrong solutions, sorted by name.
    public static func all(of exercise: Exercise) -> [KnownWrongSolution] {
        let folder = exercise.metaDirectory.appendingPathComponent(folderName, isDirectory: true)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        // A folder left empty (its files deleted, as a package copy does) is no solution.
        return names.filter { !$0.hasPrefix(".") }.sorted().map {
            KnownWrongSolution(exercise: exercise, directory: folder.appendingPathComponent($0, isDirectory: true))
        }.filter { !$0.files.isEmpty }
    }

    /// Writes its files over the exercise's files of the same names.
    public func lay() throws {
        for file in files {
            let data = try Data(contentsOf: file)
            try data.write(to: exercise.directory.appendingPathComponent(file.lastPathComponent))
        }
    }

    public static let overloadCheatsName = "starter-with-operator-and-extension-overloads"

    /// Overloads that would turn a naive grader's comparisons into passes: graders compare
    /// through GraderSupport's `Compare`, which cannot see them, so a starter with these
    /// beside it must still fail.
    public static let overloadCheats = """
        // Known-wrong (workbook dev check): overloads a learner could add to fool a grader.
        func == (lhs: [Int], rhs: [Int]) -> Bool { true }
        func == (lhs: [Bool], rhs: [Bool]) -> Bool { true }
        func == (lhs: [String], rhs: [String]) -> Bool { true }
        func == (lhs: [String]?, rhs: [String]?) -> Bool { true }

        extension Array {
            func contains(_ element: Element) -> Bool { true }
            var isEmpty: Bool { true }
        }

        """

    /// Writes ``overloadCheats`` as a new file of the exercise (`dev check` removes it after).
    public static func writeOverloadCheats(into exercise: Exercise) throws {
        let file = exercise.directory.appendingPathComponent("KnownWrongOverloads.swift")
        try Data(overloadCheats.utf8).write(to: file)
    }
}
