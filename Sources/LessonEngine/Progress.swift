import Foundation

/// What the learner has done: where they are, per lesson which steps ran cleanly and how
/// many checks passed, and, apart from steps read, how each challenge went.
public struct Progress: Codable, Equatable, Sendable {
    public struct Position: Codable, Equatable, Sendable {
        public var lesson: String
        public var step: Int
        public init(lesson: String, step: Int) {
            self.lesson = lesson
            self.step = step
        }
    }

    public struct StepRecord: Codable, Equatable, Sendable {
        public var checksPassed: Int
        public var checksRun: Int
        public var succeeded: Bool
    }

    public var version = 1
    /// Where to resume.
    public var current: Position?
    /// Lesson name → step number (as text, for JSON) → the last run of that step.
    public var steps: [String: [String: StepRecord]] = [:]
    /// Lesson name → step number → that challenge's record.
    public var challenges: [String: [String: ChallengeRecord]] = [:]

    public init() {}

    private enum CodingKeys: String, CodingKey { case version, current, steps, challenges }

    /// Files written before challenges existed have no `challenges` key; they still load.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        version = try container.decodeIfPresent(Int.self, forKey: .version) ?? 1
        current = try container.decodeIfPresent(Position.self, forKey: .current)
        steps = try container.decodeIfPresent([String: [String: StepRecord]].self, forKey: .steps) ?? [:]
        challenges = try container.decodeIfPresent([String: [String: ChallengeRecord]].self, forKey: .challenges) ?? [:]
    }

    public func challenge(_ lesson: String, step: Int) -> ChallengeRecord {
        challenges[lesson]?[String(step)] ?? ChallengeRecord()
    }

    /// Changes one challenge's record.
    public mutating func updateChallenge(_ lesson: String, step: Int, _ change: (inout ChallengeRecord) -> Void) {
        var record = challenge(lesson, step: step)
        change(&record)
        challenges[lesson, default: [:]][String(step)] = record
    }

    /// Challenges of `lesson` the learner's own code has passed.
    public func passedChallenges(of lesson: String) -> Int {
        challenges[lesson]?.values.filter(\.passed).count ?? 0
    }

    public mutating func record(_ run: StepRun, of lesson: Lesson) {
        steps[lesson.name, default: [:]][String(run.step.number)] =
            StepRecord(checksPassed: run.checksPassed, checksRun: run.checks.count, succeeded: run.succeeded)
    }

    /// Steps of `lesson` whose last run succeeded.
    public func completedSteps(of lesson: String) -> Int {
        steps[lesson]?.values.filter(\.succeeded).count ?? 0
    }
}

/// How one challenge went: kept apart from the step record, which only says the step was read.
public struct ChallengeRecord: Codable, Equatable, Sendable {
    /// `:check` runs.
    public var attempts = 0
    /// The learner's code passed every check (once is enough; it stays passed).
    public var passed = false
    public var hintsShown = 0
    /// `:solution` was shown (only after an attempt).
    public var solutionShown = false
    /// `:skip` moved on without passing.
    public var skipped = false

    public init() {}
}

/// Loads and saves `progress.json` in the state directory; saving is atomic (a temporary
/// file renamed over the old one), so a crash never leaves a half-written file.
public struct ProgressStore: Sendable {
    public let url: URL

    public init(url: URL) {
        self.url = url
    }

    /// The saved progress; a missing file is a fresh start, an unreadable one is a fresh
    /// start plus a problem to tell the learner.
    public func load() -> (progress: Progress, problem: String?) {
        guard let data = FileManager.default.contents(atPath: url.path) else { return (Progress(), nil) }
        do {
            return (try JSONDecoder().decode(Progress.self, from: data), nil)
        } catch {
            return (Progress(), "\(url.path): the saved progress is unreadable, starting afresh (it will be overwritten)")
        }
    }

    public struct SaveError: Error, CustomStringConvertible {
        public let description: String
    }

    public func save(_ progress: Progress) throws(SaveError) {
        let folder = url.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw SaveError(description: "cannot write \(url.path): its folder \(folder.path) cannot be created")
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        do {
            try encoder.encode(progress).write(to: url, options: .atomic)
        } catch {
            throw SaveError(description: "cannot write \(url.path) (is the folder writable?)")
        }
    }
}
