import Foundation

/// A copy of the learner's package in which some exercises are their starters again, so the
/// other exercises can be graded while those do not compile. It lives in the package's own
/// `.build/grading/package` and keeps its build between runs (the first one is a full build).
struct IsolatedCopy {
    let source: URL
    let copy: PackageCopy

    init(source: URL) {
        self.source = source
        copy = PackageCopy(
            source: source, destination: source.appendingPathComponent(".build/grading/package", isDirectory: true))
    }

    var destination: URL { copy.destination }

    /// Brings the copy up to date with the learner's files, then makes the `broken` exercises
    /// (and their graders) compile again: as git's HEAD has them, or — outside a git
    /// checkout — with the reference solution laid over. Their graders are not run there, so
    /// what they contain only has to build.
    func prepare(restoringStarters broken: [Exercise]) throws -> IsolatedCopy {
        try copy.synchronize()
        for exercise in broken {
            for folder in ["Exercises/\(exercise.folderName)", exercise.graderPath] where try !restoreFromHead(folder) {
                guard let there = ExerciseCatalog(root: destination).exercise(named: exercise.folderName) else {
                    continue
                }
                try copy.layReferenceSolutions(of: ExerciseCatalog(root: destination), only: [there])
            }
        }
        return self
    }

    /// False when the source has no git history to restore from.
    private func restoreFromHead(_ folder: String) throws -> Bool {
        let listing = try ProcessRunner.run(
            ["git", "ls-tree", "-r", "-z", "--name-only", "HEAD", "--", folder], in: source)
        guard listing.exitCode == 0, !listing.output.isEmpty else { return false }
        let target = destination.appendingPathComponent(folder, isDirectory: true)
        for file in ExerciseFiles.swiftSources(in: target) { try FileManager.default.removeItem(at: file) }
        for path in listing.output.split(separator: "\0").map(String.init) where path.hasSuffix(".swift") {
            let shown = try ProcessRunner.run(["git", "show", "HEAD:\(path)"], in: source)
            guard shown.exitCode == 0 else { continue }
            let file = destination.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(shown.output.utf8).write(to: file)
        }
        return true
    }
}
