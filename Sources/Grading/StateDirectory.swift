import Foundation

/// Where the workbook keeps what it remembers between runs:
/// `$XDG_STATE_HOME/observation-workbook/`, or `~/.local/state/observation-workbook/`.
public enum StateDirectory {
    public static func url(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        let base: URL
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            base = URL(fileURLWithPath: state, isDirectory: true)
        } else {
            let home = environment["HOME"].map { URL(fileURLWithPath: $0, isDirectory: true) }
                ?? FileManager.default.homeDirectoryForCurrentUser
            base = home.appendingPathComponent(".local/state", isDirectory: true)
        }
        return base.appendingPathComponent("observation-workbook", isDirectory: true)
    }
}
