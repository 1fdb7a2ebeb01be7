import Foundation

/// Copies of a learner's exercise folder, kept before `reset` replaces it, so that a reset
/// never loses work: `<backups>/<NN-slug>/<timestamp>/…`, newest last.
public struct ExerciseBackup: Sendable {
    /// The folder holding every exercise's backups (in the workbook's state directory).
    public let directory: URL
    public let exercise: Exercise

    public init(directory: URL, exercise: Exercise) {
        self.directory = directory
        self.exercise = exercise
    }

    private var exerciseBackups: URL { directory.appendingPathComponent(exercise.folderName, isDirectory: true) }

    /// Saved copies, oldest first.
    public var saved: [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: exerciseBackups.path)) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted().map {
            exerciseBackups.appendingPathComponent($0, isDirectory: true)
        }
    }

    /// Copies the learner's files (everything but `.meta`) into a new timestamped folder.
    @discardableResult
    public func save(now: Date = Date()) throws -> URL {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyyMMdd-HHmmss"
        var target = exerciseBackups.appendingPathComponent(formatter.string(from: now), isDirectory: true)
        var suffix = 2
        while FileManager.default.fileExists(atPath: target.path) {
            target = exerciseBackups.appendingPathComponent(
                "\(formatter.string(from: now))-\(suffix)", isDirectory: true)
            suffix += 1
        }
        for file in ExerciseFiles.files(in: exercise.directory) {
            let relative = ExerciseFiles.relativePath(of: file, to: exercise.directory)
            let copy = target.appendingPathComponent(relative)
            try FileManager.default.createDirectory(
                at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: file, to: copy)
        }
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
        return target
    }

    /// Writes the files of `backup` back into the exercise folder and removes the backup.
    public func restore(_ backup: URL) throws {
        for file in ExerciseFiles.files(in: backup) {
            let relative = ExerciseFiles.relativePath(of: file, to: backup)
            let destination = exercise.directory.appendingPathComponent(relative)
            try FileManager.default.createDirectory(
                at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
            let data = try Data(contentsOf: file)
            try data.write(to: destination, options: .atomic)
        }
        try FileManager.default.removeItem(at: backup)
    }
}
