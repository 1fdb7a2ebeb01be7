/// Why the host evaluated a body.
public enum EvaluationReason: Equatable, Sendable, CustomStringConvertible {
    /// A new identity: first evaluation.
    case mounted
    /// A property the previous evaluation read changed (Observation, either runtime, or
    /// the view's own `@State`).
    case trackedReadChanged
    /// A held `ObservableObject` announced a change — whichever property it was.
    case objectWillChange(typeName: String)
    /// The parent produced a view value with different inputs.
    case inputsChanged
    /// An environment object the view reads was replaced.
    case environmentChanged

    public var description: String {
        switch self {
        case .mounted: return "mounted"
        case .trackedReadChanged: return "a property it read changed"
        case .objectWillChange(let typeName): return "objectWillChange of \(typeName)"
        case .inputsChanged: return "its parent passed new inputs"
        case .environmentChanged: return "an environment object changed"
        }
    }
}

/// One body evaluation of an update.
public struct Evaluation: Equatable, Sendable, CustomStringConvertible {
    public var typeName: String
    public var identity: String
    public var reason: EvaluationReason
    public var description: String { "\(typeName): \(reason)" }
}
