import Foundation

/// Everything the workbook keeps for a learner, in one state directory: each file through
/// `StateFile`'s rules (lock, set-aside, atomic write, links).
public struct LearnerState: Sendable {
    public let directory: URL

    public init(directory: URL) {
        self.directory = directory
    }

    /// The learner's state directory (`StateDirectory`), or nil when neither
    /// XDG_STATE_HOME nor HOME names one.
    public static func standard(environment: [String: String] = ProcessInfo.processInfo.environment) -> LearnerState? {
        StateDirectory.url(environment: environment).map(LearnerState.init(directory:))
    }

    /// Where the learner is in the lessons, and how each step and challenge went.
    public var progress: StateFile<LessonProgress> { file("progress.json") }
    /// The REPL's entered lines.
    public var history: StateFile<History> { file("history") }
    /// The language chosen with `:lang`.
    public var language: StateFile<LanguageCode> { file("language") }
    /// Hints revealed per exercise.
    public var hints: StateFile<HintCounts> { file("hints.json") }
    /// The last verdict per exercise.
    public var grades: StateFile<GradeLabels> { file("grades.json") }
    /// Copies of exercise folders kept before `reset` replaced them (`backups/NN-slug/TIME/`).
    public var backups: URL { directory.appendingPathComponent("backups", isDirectory: true) }

    private func file<Document>(_ name: String) -> StateFile<Document> {
        StateFile(url: directory.appendingPathComponent(name))
    }
}
