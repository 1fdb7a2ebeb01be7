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

    /// `source` as a commit id. A value that looks like an option is refused before git
    /// sees it (`--from=--output=/tmp/x` must not become `git diff --output=/tmp/x`), and
    /// `--end-of-options` keeps git from reading it as one anyway.
    public func commit() throws -> String {
        guard !source.isEmpty, !source.hasPrefix("-") else { throw StarterRestoreError.notACommit(source) }
        let result = try ProcessRunner.run(
            ["git", "rev-parse", "--verify", "--quiet", "--end-of-options", source + "^{commit}"], in: catalog.root
        )
        let id = result.output.trimmingCharacters(in: .whitespacesAndNewlines)
        guard result.exitCode == 0, !id.isEmpty, id.allSatisfy(\.isHexDigit) else {
            throw StarterRestoreError.notACommit(source)
        }
        return id
    }

    /// Files that differ from the starter: changed or deleted ones, and new ones the learner
    /// added (those will be removed). Empty: nothing to restore.
    public func changes() throws -> [String] {
        let changed = try git(["diff", "--name-only", try commit(), "--", folder])
        let added = try git(["ls-files", "--others", "--exclude-standard", "--", folder])
        return (changed + added).sorted()
    }

    public func restore() throws {
        let commit = try commit()
        for file in try git(["ls-files", "--others", "--exclude-standard", "--", folder]) {
            try FileManager.default.removeItem(at: catalog.root.appendingPathComponent(file))
        }
        _ = try git(["checkout", commit, "--", folder])
    }

    private func git(_ arguments: [String]) throws -> [String] {
        let result = try ProcessRunner.run(["git"] + arguments, in: catalog.root)
        guard result.exitCode == 0 else {
            throw StarterRestoreError.git(
                arguments.joined(separator: " "), result.output.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        return result.output.split(separator: "\n").map(String.init).filter { !$0.isEmpty }
    }
}

public enum StarterRestoreError: Error, CustomStringConvertible {
    case git(String, String)
    case notACommit(String)

    public var description: String {
        switch self {
        case .git(let command, let output):
            "`git \(command)` failed: \(output)\nreset needs the workbook to be a git checkout; re-clone it, or copy the starter from the repository by hand"
        case .notACommit(let source):
            "--from: '\(source)' is not a commit of this checkout; name a branch, tag or commit, e.g. --from origin/main"
        }
    }
}
