/// A compile-time or run-time problem, worded like the Swift compiler where it has words.
public struct Diagnostic: Sendable, Hashable, Error {
    public enum Severity: String, Sendable { case error, warning, note }
    public var severity: Severity
    public var message: String
    public var location: SourceLocation
    /// The source line the location points into, for printing with a caret.
    public var sourceLine: String
    public init(severity: Severity, message: String, location: SourceLocation, sourceLine: String) {
        self.severity = severity
        self.message = message
        self.location = location
        self.sourceLine = sourceLine
    }
}

extension Diagnostic {
    /// swiftc's classic layout: location, severity, message, the source line and a caret.
    public var rendered: String {
        var text = "\(location): \(severity.rawValue): \(message)\n"
        if !sourceLine.isEmpty {
            text += sourceLine + "\n"
            let pad = sourceLine.prefix(max(location.column - 1, 0)).map { $0 == "\t" ? "\t" : " " }.joined()
            text += pad + "^\n"
        }
        return text
    }
}
