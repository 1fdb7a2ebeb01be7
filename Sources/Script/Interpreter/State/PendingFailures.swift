// Owns errors raised where they cannot be thrown at once (a task's thread, a `deinit`
// run by a release, an observation callback), held until the main program can raise them.

import ScriptFrontEnd

struct PendingFailures {
    /// A task failed with a trap or hit a bound: the main program stops at its next step.
    var task: ScriptError?
    /// A `deinit` failed while a value was released: raised when the run ends.
    var deinitializer: Error?
    /// An `onChange` or publisher callback failed inside the runtime.
    var callback: Error?
}
