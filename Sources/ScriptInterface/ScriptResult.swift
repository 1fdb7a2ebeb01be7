/// What one `run` of a session produced.
public struct ScriptResult: Sendable {
    /// Everything the program printed during this run (also streamed to `ScriptOptions.output`).
    public var output: String
    public var diagnostics: [Diagnostic]
    public var expectations: [ExpectationResult]
    /// True when the run was stopped by `interrupt()` or a bound.
    public var wasStopped: Bool
    /// When `run(_:echoAs:)` named a result and the entry ended with a bare expression:
    /// that expression's value, now bound to the name (`$R0`) for later entries.
    public var echo: EchoedValue?
    public var succeeded: Bool { diagnostics.allSatisfy { $0.severity != .error } && !wasStopped }
    public init(
        output: String = "", diagnostics: [Diagnostic] = [], expectations: [ExpectationResult] = [],
        wasStopped: Bool = false
    ) {
        self.output = output
        self.diagnostics = diagnostics
        self.expectations = expectations
        self.wasStopped = wasStopped
    }
}
