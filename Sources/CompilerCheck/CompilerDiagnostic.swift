/// One diagnostic of the compiler, placed on the learner's text.
public struct CompilerDiagnostic: Sendable, Hashable {
    public enum Severity: String, Sendable { case error, warning, note, remark }
    public var severity: Severity
    public var message: String
    /// 1-based line and column within the entry; nil when it points outside it (a note on
    /// an earlier entry's declaration, or no place at all).
    public var line: Int?
    public var column: Int?
    /// The learner's line, then swiftc's own caret/range line and any fix-it line under it.
    public var sourceLine: String?
    public var markerLines: [String]

    public init(
        severity: Severity, message: String, line: Int?, column: Int?, sourceLine: String?, markerLines: [String]
    ) {
        self.severity = severity
        self.message = message
        self.line = line
        self.column = column
        self.sourceLine = sourceLine
        self.markerLines = markerLines
    }
}

/// swiftc's `-diagnostic-style llvm` text, cut into diagnostics: a `FILE:LINE:COL: severity:
/// message` header, then the quoted source line, the caret line and fix-it lines.
struct RawDiagnostic: Equatable {
    var file: String
    var line: Int
    var column: Int
    var severity: CompilerDiagnostic.Severity
    var message: String
    /// The lines printed under the header (source, caret, fix-its).
    var body: [String]

    static func parse(_ output: String) -> [RawDiagnostic] {
        var result: [RawDiagnostic] = []
        for line in output.split(separator: "\n", omittingEmptySubsequences: false) {
            if let header = header(String(line)) {
                result.append(header)
            } else if !result.isEmpty, !line.isEmpty {
                result[result.count - 1].body.append(String(line))
            }
        }
        return result
    }

    private static func header(_ line: String) -> RawDiagnostic? {
        for severity in [CompilerDiagnostic.Severity.error, .warning, .note, .remark] {
            guard let marker = line.range(of: ": \(severity.rawValue): ") else { continue }
            let place = line[..<marker.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
            let message = String(line[marker.upperBound...])
            if place.count >= 3, let lineNumber = Int(place[place.count - 2]), let column = Int(place[place.count - 1])
            {
                let file = place.dropLast(2).joined(separator: ":")
                return RawDiagnostic(
                    file: file, line: lineNumber, column: column, severity: severity, message: message, body: [])
            }
            if place.count >= 2, let lineNumber = Int(place[place.count - 1]) {
                return RawDiagnostic(
                    file: place.dropLast().joined(separator: ":"), line: lineNumber, column: 0,
                    severity: severity, message: message, body: [])
            }
        }
        return nil
    }
}
