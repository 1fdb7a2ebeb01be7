import Foundation
import Localization

/// How many hints the learner has revealed, per exercise, as stored in `hints.json` in the
/// workbook's state directory. Saving is the caller's job (the CLI writes it atomically
/// with the same helper as the REPL history), so this type never touches the terminal.
public struct HintProgress: Sendable {
    public let file: URL
    private var revealed: [String: Int]

    /// Loads the saved progress from `directory/hints.json`; a missing file means nothing
    /// revealed yet. A file that is not valid JSON is reported, not silently replaced.
    public init(directory: URL) throws {
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
        max(0, revealed[exercise.folderName] ?? 0)
    }

    /// How many of the `available` hints were revealed. A hand-edited count out of range
    /// (negative, or past the last hint after a README lost some) is read as the nearest
    /// sensible value rather than trusted as an index.
    public func revealedCount(for exercise: Exercise, available: Int) -> Int {
        min(revealedCount(for: exercise), max(0, available))
    }

    /// Reveals one more hint (never beyond `available`); returns the 1-based number now shown.
    public mutating func revealNext(for exercise: Exercise, available: Int) -> Int {
        let next = min(revealedCount(for: exercise, available: available) + 1, available)
        revealed[exercise.folderName] = next
        return next
    }

    /// Starts the exercise's hints over; false if there was nothing to forget.
    public mutating func forget(_ exercise: Exercise) -> Bool {
        revealed.removeValue(forKey: exercise.folderName) != nil
    }

    /// The file's new contents.
    public func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return try encoder.encode(revealed)
    }
}

public enum HintProgressError: Error, CustomStringConvertible {
    case unreadable(URL)

    public var description: String {
        switch self {
        case .unreadable(let file):
            Messages.text(.hintProgressInvalid, file.path)
        }
    }
}
