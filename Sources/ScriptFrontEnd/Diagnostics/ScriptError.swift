// The one error type the scanner, parser, checker and interpreter throw. It carries a
// position; the session turns it into a `Diagnostic` with the source line attached.

package struct ScriptError: Error {
    /// `compile`: the checks' words, swiftc's, raised before anything runs (only here, in
    /// ScriptFrontEnd). `unsupported`: the interpreter's own refusal, met while it runs.
    package enum Kind { case compile, runtime, stopped, unsupported }
    package var kind: Kind
    package var message: String
    package var pos: SourcePos
    package var notes: [String] = []
    /// "cannot find 'X' in scope" raised before running: the name the checks do not know.
    package var unknownName: String?
    /// An `unsupported` error: what the interpreter cannot run, in the workbook's words.
    package var refusedConstruct: String?
    /// An `unsupported` error about a member the interpreter's library lacks: its name, so a
    /// caller can point at it or try another reading without matching the message's words.
    package var unknownMember: String?

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
    /// Swift the interpreter meets while running and does not implement (swiftc's checks, if
    /// any, ran before): `what` names the construct as the workbook sees it, never in swiftc's
    /// words ("a call to 'withObservationTracking' without an 'onChange:' closure").
    package static func cannotRun(_ what: String, at pos: SourcePos) -> ScriptError {
        var error = ScriptError(
            kind: .unsupported, message: "the workbook's interpreter cannot run \(what)", pos: pos)
        error.refusedConstruct = what
        return error
    }
    /// A global function the interpreter's library does not have: typed, so that inside a
    /// method the caller can read the name as a member of `self` instead.
    package static func cannotRun(function name: String, at pos: SourcePos) -> ScriptError {
        var error = cannotRun("a call to '\(name)', a function the workbook does not implement", at: pos)
        error.unknownName = name
        return error
    }
    /// A name no scope declares where the interpreter looks it up while running.
    package static func cannotRun(name: String, at pos: SourcePos) -> ScriptError {
        var error = cannotRun("'\(name)', a name the workbook finds in no scope here", at: pos)
        error.unknownName = name
        return error
    }
    /// A member the interpreter's library does not have on a value of `typeName`.
    package static func cannotRun(member name: String, of typeName: String, at pos: SourcePos) -> ScriptError {
        var error = cannotRun("'\(name)' on a value of type '\(typeName)'", at: pos)
        error.unknownMember = name
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
