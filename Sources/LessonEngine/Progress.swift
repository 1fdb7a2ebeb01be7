import Foundation
import Localization

#if canImport(Glibc)
    import Glibc
#endif

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

/// Loads and saves `progress.json` in the state directory. Saving merges: under a lock,
/// the file is read again and this session's change applied to it, so two workbooks on
/// one state directory both keep their progress. Writing is atomic (a temporary file
/// renamed over the old one) and goes through a symbolic link to its target. A file that
/// cannot be read is never overwritten: one that is not valid JSON is set aside under a
/// new name first; one that is not a readable, writable regular file makes the session
/// read-only.
public struct ProgressStore: Sendable {
    public let url: URL

    public init(url: URL) {
        self.url = url
    }

    /// The saved progress; a missing file is a fresh start. `problem` is for the learner:
    /// what was wrong with the file and what happens now.
    public func load() -> (progress: Progress, problem: String?) {
        switch read() {
        case .missing: return (Progress(), nil)
        case .loaded(let progress): return (progress, nil)
        case .readOnly(let reason): return (Progress(), Messages.text(.progressNotSavedBecause, reason))
        case .invalid:
            let kept = setAside()
            return (
                Progress(),
                kept.map { Messages.text(.progressInvalidKept, url.path, $0) }
                    ?? Messages.text(.progressInvalid, url.path)
            )
        }
    }

    public struct SaveError: Error, CustomStringConvertible {
        public let description: String
    }

    /// Applies `change` to the progress on disk, as it is now, and saves the result,
    /// which it returns: what this session did, merged with what others saved meanwhile.
    @discardableResult
    public func update(_ change: (inout Progress) -> Void) throws(SaveError) -> Progress {
        let folder = url.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw SaveError(
                description: Messages.text(
                    .stateCannotWrite, url.path, Messages.text(.stateFolderNotCreated, folder.path)))
        }
        let lock = open(url.path + ".lock", O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        if lock >= 0 { flock(lock, LOCK_EX) }
        defer { if lock >= 0 { close(lock) } }
        var progress: Progress
        switch read() {
        case .missing: progress = Progress()
        case .loaded(let saved): progress = saved
        case .readOnly(let reason): throw SaveError(description: reason)
        case .invalid: throw SaveError(description: Messages.text(.progressBecameUnreadable, url.path))
        }
        change(&progress)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        do {
            // Through a symbolic link to the file it names: the link stays a link.
            try encoder.encode(progress).write(to: url.resolvingSymlinksInPath(), options: .atomic)
        } catch {
            throw SaveError(description: Messages.text(.progressFolderNotWritable, url.path))
        }
        return progress
    }

    private enum Reading {
        case missing
        case loaded(Progress)
        case readOnly(String)
        case invalid
    }

    private func read() -> Reading {
        let target = url.resolvingSymlinksInPath().path
        var info = stat()
        if stat(target, &info) != 0 {
            guard errno != ENOENT else { return .missing }
            return .readOnly(Messages.text(.stateCannotExamine, url.path, String(cString: strerror(errno))))
        }
        guard info.st_mode & S_IFMT == S_IFREG else { return .readOnly(Messages.text(.stateNotRegularFile, url.path)) }
        guard access(target, R_OK) == 0 else { return .readOnly(Messages.text(.statePermissionDenied, url.path)) }
        guard access(target, W_OK) == 0 else { return .readOnly(Messages.text(.stateReadOnly, url.path)) }
        guard let data = FileManager.default.contents(atPath: target) else {
            return .readOnly(Messages.text(.stateCannotRead, url.path))
        }
        guard let progress = try? JSONDecoder().decode(Progress.self, from: data) else { return .invalid }
        return .loaded(progress)
    }

    /// Renames an invalid file to a free `progress.json.unreadable[-N]`; nil if it cannot.
    private func setAside() -> String? {
        let target = url.resolvingSymlinksInPath()
        for attempt in 0..<100 {
            let kept = target.path + ".unreadable" + (attempt == 0 ? "" : "-\(attempt)")
            if FileManager.default.fileExists(atPath: kept) { continue }
            return rename(target.path, kept) == 0 ? kept : nil
        }
        return nil
    }
}
