import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Where the workbook keeps what it remembers for a learner between runs:
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

    /// Creates the directory (and its parents) if needed; what the learner typed is theirs
    /// alone, so a directory created here is private (0700).
    public static func ensureExists(_ url: URL) throws {
        try FileManager.default.createDirectory(
            at: url, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    }
}
