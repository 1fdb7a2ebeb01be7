import Foundation

/// What the learner has done: where they are, per lesson which steps ran cleanly and how
/// many checks passed, and, apart from steps read, how each challenge went.
public struct LessonProgress: Codable, Equatable, Sendable {
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

        public init(checksPassed: Int, checksRun: Int, succeeded: Bool) {
            self.checksPassed = checksPassed
            self.checksRun = checksRun
            self.succeeded = succeeded
        }
    }

    public var version = 1
    /// Where to resume.
    public var current: Position?
    /// Lesson name → step number (as text, for JSON) → the last run of that step.
    public var steps: [String: [String: StepRecord]] = [:]
    /// Lesson name → step number → that challenge's record.
    public var challenges: [String: [String: ChallengeRecord]] = [:]

    public init() {}

    /// Lenient: a file written by another version, or edited by hand, keeps whatever it
    /// has; a missing key (`challenges`, before they existed) is its empty value, not a
    /// reason to call the file unreadable.
    public init(from decoder: Decoder) throws {
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

/// `progress.json`: a JSON object of these keys, nothing else.
extension LessonProgress: StateDocument {
    public static func decode(_ data: Data) -> LessonProgress? {
        guard jsonObjectKeys(data) != nil else { return nil }
        return try? JSONDecoder().decode(LessonProgress.self, from: data)
    }

    /// Only the keys the workbook writes: a link to some other JSON object (a package.json)
    /// is never taken for progress and overwritten.
    public static func isRecognised(_ data: Data) -> Bool {
        guard let keys = jsonObjectKeys(data) else { return false }
        return keys.isSubset(of: ["version", "current", "steps", "challenges"]) && decode(data) != nil
    }

    public func encoded() -> Data {
        (try? prettyJSON.encode(self)) ?? Data("{}".utf8)
    }
}
