// The one error type the scanner, parser, checker and interpreter throw. It carries a
// position; the session turns it into a `Diagnostic` with the source line attached.

struct ScriptError: Error {
    enum Kind { case compile, runtime, stopped }
    var kind: Kind
    var message: String
    var pos: SourcePos
    var notes: [String] = []

    static func compile(_ message: String, at pos: SourcePos) -> ScriptError {
        ScriptError(kind: .compile, message: message, pos: pos)
    }
    static func runtime(_ message: String, at pos: SourcePos) -> ScriptError {
        ScriptError(kind: .runtime, message: message, pos: pos)
    }
    /// A bound was hit or the evaluation was interrupted: the run stops, the session survives.
    static func stopped(_ message: String, at pos: SourcePos) -> ScriptError {
        ScriptError(kind: .stopped, message: message, pos: pos)
    }
}
