// The one error type the scanner, parser, checker and interpreter throw. It carries a
// position; the session turns it into a `Diagnostic` with the source line attached.

package struct ScriptError: Error {
    package enum Kind { case compile, runtime, stopped }
    package var kind: Kind
    package var message: String
    package var pos: SourcePos
    package var notes: [String] = []
    /// "cannot find 'X' in scope" raised before running: the name the checks do not know.
    package var unknownName: String?

    package static func compile(_ message: String, at pos: SourcePos) -> ScriptError {
        ScriptError(kind: .compile, message: message, pos: pos)
    }
    /// A name that is declared nowhere the checks look. When the compiler accepted the source,
    /// it names something of Swift's that the workbook does not implement (`ScriptSession.run`).
    package static func cannotFind(_ name: String, at pos: SourcePos) -> ScriptError {
        var error = ScriptError(kind: .compile, message: "cannot find '\(name)' in scope", pos: pos)
        error.unknownName = name
        return error
    }
    package static func runtime(_ message: String, at pos: SourcePos) -> ScriptError {
        ScriptError(kind: .runtime, message: message, pos: pos)
    }
    /// A bound was hit or the evaluation was interrupted: the run stops, the session survives.
    package static func stopped(_ message: String, at pos: SourcePos) -> ScriptError {
        ScriptError(kind: .stopped, message: message, pos: pos)
    }
}
