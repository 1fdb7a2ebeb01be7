/// A bare expression's value as the REPL shows it (`$R0: Int = 3`): the static type comes
/// from the compiler when there is one, else from the value (`dynamicTypeName`).
public struct EchoedValue: Sendable, Hashable {
    public var name: String
    public var dynamicTypeName: String
    /// Strings quoted, optionals unwrapped (`5`, `nil`), as the Swift REPL shows them.
    public var description: String
    public init(name: String, dynamicTypeName: String, description: String) {
        self.name = name
        self.dynamicTypeName = dynamicTypeName
        self.description = description
    }
}
