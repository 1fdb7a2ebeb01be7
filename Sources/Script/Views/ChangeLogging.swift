import ScriptFrontEnd
import ViewRuntime

// `Self._printChanges()` and `Self._logChanges()` in a script view's body print SwiftUI's
// line for why the body runs (`Row: @self, @identity, _count changed.`); see ViewRuntime's
// BodyChanges for the format and its sources. Outside a body they print nothing.
//
// Compiled unoptimized (`@_optimize(none)`; ARCHITECTURE.md, "Build cost"): this runs once per
// view per render, not once per step.

extension ViewBridge {
    @_optimize(none) func viewStaticCall(
        _ info: TypeInfo, _ name: String, _ args: [Argument], pos: SourcePos
    ) throws -> Value? {
        guard name == "_printChanges" || name == "_logChanges", isViewType(info) else { return nil }
        guard args.isEmpty else {
            throw ScriptError.cannotRun("'\(name)' given arguments", at: pos)
        }
        if let line = ViewHost.changesOfCurrentBody { try interpreter.write(line + "\n", at: pos) }
        return .void
    }
}
