import LessonEngine
import LineEditing

/// `progress.json` in the state directory, next to the history.
enum ProgressFile {
    static func store() -> ProgressStore? {
        StateDirectory.url().map { ProgressStore(url: $0.appendingPathComponent("progress.json")) }
    }

    /// Said at start and at :quit when there is nowhere to save (no store).
    static let notSaved =
        "neither HOME nor XDG_STATE_HOME is set (as an absolute path): progress and history "
        + "are not saved this session"

}
