import Foundation

/// The REPL's history file: `history` in the state directory.
public struct HistoryFile: Sendable {
    public let url: URL

    public init(url: URL) {
        self.url = url
    }

    /// The standard location, or nil when no state directory can be determined.
    public static func standard(environment: [String: String] = ProcessInfo.processInfo.environment) -> HistoryFile? {
        StateDirectory.url(environment: environment).map { HistoryFile(url: $0.appendingPathComponent("history")) }
    }
}
