/// How a session runs scripts: where their output goes, and the bounds on runaway input.
public struct ScriptOptions: Sendable {
    /// Receives program output as it is produced (print writes here).
    public var output: @Sendable (String) -> Void
    /// Bounds on runaway input.
    public var stepBudget: Int
    public var recursionLimit: Int
    public var outputLimit: Int
    public init(
        output: @escaping @Sendable (String) -> Void = { Swift.print($0, terminator: "") },
        stepBudget: Int = 10_000_000,
        recursionLimit: Int = 500,
        outputLimit: Int = 1_000_000
    ) {
        self.output = output
        self.stepBudget = stepBudget
        self.recursionLimit = recursionLimit
        self.outputLimit = outputLimit
    }
}
