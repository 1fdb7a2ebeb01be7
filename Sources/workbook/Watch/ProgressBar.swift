import Localization

/// `[██████░░░░░░░░░░] 4/11 exercises passed`, drawn in plain block characters.
enum ProgressBar {
    static func render(done: Int, total: Int, width: Int = 30) -> String {
        guard total > 0 else { return "" }
        let filled = min(width, done * width / total)
        return "[" + String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
            + "] " + Messages.text(.exercisesPassed, "\(done)", "\(total)")
    }
}
