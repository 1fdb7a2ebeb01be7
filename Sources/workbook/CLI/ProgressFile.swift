import LessonEngine
import LineEditing

/// `progress.json` in the state directory, next to the history.
enum ProgressFile {
    static func store() -> ProgressStore? {
        StateDirectory.url().map { ProgressStore(url: $0.appendingPathComponent("progress.json")) }
    }
}
