import Foundation

/// A bare program name found on `PATH` as `execvp` would, done before the fork (the child
/// may search nothing); a name with a slash is used as it is.
enum ExecutableLookup {
    static func path(of name: String, environment: [String: String]?) -> String? {
        if name.contains("/") { return name }
        let searchPath = (environment ?? ProcessInfo.processInfo.environment)["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for directory in searchPath.split(separator: ":", omittingEmptySubsequences: false) {
            let candidate = (directory.isEmpty ? "." : String(directory)) + "/" + name
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }
}
