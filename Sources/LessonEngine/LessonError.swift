/// A lesson file that cannot be used, with the place to fix it.
public struct LessonError: Error, Sendable, Equatable, CustomStringConvertible {
    public var path: String
    /// 1-based; nil when the problem is the file as a whole (e.g. it cannot be read).
    public var line: Int?
    public var message: String

    public init(path: String, line: Int?, message: String) {
        self.path = path
        self.line = line
        self.message = message
    }

    public var description: String {
        if let line { return "\(path):\(line): error: \(message)" }
        return "\(path): error: \(message)"
    }
}
