import Foundation

/// Puts an exercise's starter files back, from git: the learner's checkout is a clone, and
/// the starter is what the upstream commit holds. Only the exercise's own folder is touched.
public struct StarterRestore: Sendable {
    public let catalog: ExerciseCatalog
    public let exercise: Exercise
    /// The commit holding the starter (`HEAD` unless the learner committed their own work).
    public let source: String

    public init(catalog: ExerciseCatalog, exercise: Exercise, source: String = "HEAD") {
        self.catalog = catalog
        self.exercise = exercise
        self.source = source
    }

    private var folder: String { "Exercises/\(exercise.folderName)" }

    /// Files that differ from the starter: changed or deleted ones, and new ones the learner
    /// added (those will be removed). Empty: nothing to restore.
    public func changes() throws -> [String] {
        let changed = try git(["diff", "--name-only", source, "--", folder])
        let added = try git(["ls-files", "--others", "--exclude-standard", "--", folder])
        return (changed + added).sorted()
    }

    public func restore() throws {
        for file in try git(["ls-files", "--others", "--exclude-standard", "--", folder]) {
            try FileManager.default.removeItem(at: catalog.root.appendingPathComponent(file))
        }
        _ = try git(["checkout", source, "--", folder])
    }

    private func git(_ arguments: [String]) throws -> [String] {
        let result = try ProcessRunner.run(["git"] + arguments, in: catalog.root)
        guard result.exitCode == 0 else {
            throw StarterRestoreError.git(arguments.joined(separator: " "), result.output.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        return result.output.split(separator: "\n").map(String.init).filter { !$0.isEmpty }
    }
}

public enum StarterRestoreError: Error, CustomStringConvertible {
    case git(String, String)

    public var description: String {
        switch self {
        case .git(let command, let output):
            "`git \(command)` failed: \(output)\nreset needs the workbook to be a git checkout; re-clone it, or copy the starter from the repository by hand"
        }
    }
}
