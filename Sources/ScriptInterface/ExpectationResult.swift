/// The outcome of one `#expect(condition, "why")` evaluated by the script.
public struct ExpectationResult: Sendable, Hashable {
    public var passed: Bool
    /// The condition's source text, e.g. `renders == 1`.
    public var expression: String
    /// The message argument, if any.
    public var message: String?
    /// On failure, the operand values, e.g. `renders → 2, 1 → 1`.
    public var values: String?
    public var location: SourceLocation
    public init(passed: Bool, expression: String, message: String?, values: String?, location: SourceLocation) {
        self.passed = passed
        self.expression = expression
        self.message = message
        self.values = values
        self.location = location
    }
}
