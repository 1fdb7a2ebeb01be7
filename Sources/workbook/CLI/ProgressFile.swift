import LearnerState
import LessonEngine

/// `progress.json` in the state directory, next to the history.
enum ProgressFile {
    static func store() -> ProgressStore? {
        LearnerState.standard().map { ProgressStore($0.progress) }
    }
}
