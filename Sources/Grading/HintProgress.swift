import Foundation

/// How many hints the learner has revealed, per exercise, kept in
/// `<state directory>/hints.json` and written atomically (write a temporary file, rename).
public struct HintProgress: Sendable {
    public let file: URL
    private var revealed: [String: Int]

    /// Loads the saved progress; a missing file means nothing revealed yet. A file that is
    /// not valid JSON is reported, not silently replaced.
    public init(directory: URL = StateDirectory.url()) throws {
        file = directory.appendingPathComponent("hints.json")
        guard FileManager.default.fileExists(atPath: file.path) else {
            revealed = [:]
            return
        }
        let data = try Data(contentsOf: file)
        guard let decoded = try? JSONDecoder().decode([String: Int].self, from: data) else {
            throw HintProgressError.unreadable(file)
        }
        revealed = decoded
    }

    public func revealedCount(for exercise: Exercise) -> Int {
        revealed[exercise.folderName] ?? 0
    }

    /// Reveals one more hint (up to `available`) and saves; returns the 1-based hint number
    /// now shown.
    public mutating func revealNext(for exercise: Exercise, available: Int) throws -> Int {
        let next = min(revealedCount(for: exercise) + 1, available)
        revealed[exercise.folderName] = next
        try save()
        return next
    }

    public mutating func forget(_ exercise: Exercise) throws {
        guard revealed.removeValue(forKey: exercise.folderName) != nil else { return }
        try save()
    }

    private func save() throws {
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try encoder.encode(revealed).write(to: file, options: .atomic)
    }
}

public enum HintProgressError: Error, CustomStringConvertible {
    case unreadable(URL)

    public var description: String {
        switch self {
        case .unreadable(let file):
            "\(file.path):1:1: the hint progress file is not valid JSON; delete it to start the hints over"
        }
    }
}
