import Foundation
import LearnerState
import Localization

extension LessonProgress {
    public mutating func record(_ run: StepRun, of lesson: Lesson) {
        steps[lesson.name, default: [:]][String(run.step.number)] =
            StepRecord(checksPassed: run.checksPassed, checksRun: run.checks.count, succeeded: run.succeeded)
    }
}

/// `progress.json` (`LearnerState`'s rules: merged under a lock, written atomically, set
/// aside when invalid, read-only when it cannot be read or written, links followed only to
/// the workbook's own files), with what went wrong said in the learner's words.
public struct ProgressStore: Sendable {
    let file: StateFile<LessonProgress>
    public var url: URL { file.url }

    public init(url: URL) {
        file = StateFile(url: url)
    }

    public init(_ file: StateFile<LessonProgress>) {
        self.file = file
    }

    /// The saved progress; a missing file is a fresh start. `problem` is for the learner:
    /// what was wrong with the file and what happens now.
    public func load() -> (progress: LessonProgress, problem: String?) {
        let (progress, problem) = file.load()
        switch problem {
        case nil: return (progress, nil)
        case .readOnly(let reason): return (progress, Messages.text(.progressNotSavedBecause, reason))
        case .setAside(let kept): return (progress, Messages.text(.progressInvalidKept, url.path, kept))
        case .invalid: return (progress, Messages.text(.progressInvalid, url.path))
        }
    }

    /// Applies `change` to the progress on disk, as it is now, and saves the result,
    /// which it returns: what this session did, merged with what others saved meanwhile.
    @discardableResult
    public func update(_ change: (inout LessonProgress) -> Void) throws(StateError) -> LessonProgress {
        try file.update { change(&$0) }.document
    }
}
