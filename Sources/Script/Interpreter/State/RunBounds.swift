// Owns the counters every step and call checks against the session's bounds: steps taken
// (the step budget), the depth of script calls (the recursion limit), and the statement
// running now (`:why` names where a mutation was written). A struct stored in the
// interpreter: `tick` reaches these fields with no indirection.

import ScriptFrontEnd

struct RunBounds {
    var steps = 0
    var callDepth = 0
    /// The statement running now.
    var lastTick = SourcePos.unknown

    /// A new run starts with no steps taken, at depth 0.
    mutating func beginRun() {
        steps = 0
        callDepth = 0
    }
}
