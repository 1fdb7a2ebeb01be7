import Foundation

/// The exercises of one checkout, found by walking `Exercises/`.
public struct ExerciseCatalog: Sendable {
    public let root: URL
    public let exercises: [Exercise]

    /// Folders named `NN-slug` (two digits, a dash, lower-case words) are exercises;
    /// anything else in `Exercises/` is left for `workbook dev check` to complain about.
    public init(root: URL) {
        self.root = root
        let folder = root.appendingPathComponent("Exercises")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        exercises = names.filter(Self.isExerciseFolderName).sorted().map { name in
            Exercise(
                number: String(name.prefix(2)),
                folderName: name,
                directory: folder.appendingPathComponent(name, isDirectory: true)
            )
        }
    }

    static func isExerciseFolderName(_ name: String) -> Bool {
        let chars = Array(name)
        guard chars.count > 3, chars[0].isASCII, chars[0].isNumber, chars[1].isASCII, chars[1].isNumber,
            chars[2] == "-"
        else { return false }
        return chars[3...].allSatisfy { ($0.isASCII && ($0.isLowercase || $0.isNumber)) || $0 == "-" }
    }

    /// The exercise a learner named: "3", "03", or the folder name.
    public func exercise(named name: String) -> Exercise? {
        let trimmed = name.trimmingCharacters(in: .whitespaces)
        if let exact = exercises.first(where: { $0.folderName == trimmed }) { return exact }
        guard let value = Int(trimmed) else { return nil }
        return exercises.first { Int($0.number) == value }
    }

    /// The package root enclosing `path` (the nearest folder with Package.swift and Exercises/).
    public static func findRoot(from start: URL) -> URL? {
        var directory = start.standardizedFileURL
        while true {
            let manifest = directory.appendingPathComponent("Package.swift").path
            let exercises = directory.appendingPathComponent("Exercises").path
            if FileManager.default.fileExists(atPath: manifest), FileManager.default.fileExists(atPath: exercises) {
                return directory
            }
            let parent = directory.deletingLastPathComponent()
            if parent.path == directory.path { return nil }
            directory = parent
        }
    }
}
