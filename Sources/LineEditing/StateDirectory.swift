import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Where the workbook keeps what it remembers between runs (history, progress):
/// `$XDG_STATE_HOME/observation-workbook/`, or `~/.local/state/observation-workbook/`.
public enum StateDirectory {
    public static let folderName = "observation-workbook"

    /// The directory for `environment`, or nil when neither XDG_STATE_HOME nor HOME is usable.
    public static func url(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL? {
        // The XDG spec says relative paths are invalid and must be ignored.
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            return URL(fileURLWithPath: state, isDirectory: true).appendingPathComponent(folderName, isDirectory: true)
        }
        guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
        return URL(fileURLWithPath: home, isDirectory: true)
            .appendingPathComponent(".local/state", isDirectory: true)
            .appendingPathComponent(folderName, isDirectory: true)
    }

    /// Runs `body` holding an exclusive lock on `file`'s sibling `.lock` file: two
    /// workbooks sharing the state directory take turns to read, merge and replace it.
    public static func withLock<T>(on file: URL, _ body: () throws -> T) throws -> T {
        try ensureExists(file.deletingLastPathComponent())
        let lock = open(file.path + ".lock", O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        if lock >= 0 { flock(lock, LOCK_EX) }
        defer { if lock >= 0 { close(lock) } }
        return try body()
    }

    /// Renames a state file the workbook cannot read to a free `NAME.unreadable[-N]`, so
    /// that a fresh one can be written without losing it; nil when that fails.
    public static func setAside(_ path: String) -> String? {
        for attempt in 0..<100 {
            let kept = path + ".unreadable" + (attempt == 0 ? "" : "-\(attempt)")
            if FileManager.default.fileExists(atPath: kept) { continue }
            return rename(path, kept) == 0 ? kept : nil
        }
        return nil
    }

    /// Creates the directory (and its parents) if needed.
    public static func ensureExists(_ url: URL) throws {
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }
}
