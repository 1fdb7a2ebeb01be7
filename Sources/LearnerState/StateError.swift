import Localization

/// Why a state file could not be written or changed, in the learner's words.
public struct StateError: Error, CustomStringConvertible, Sendable {
    public let description: String

    public init(_ description: String) {
        self.description = description
    }

    /// `cannot write PATH: REASON`
    static func cannotWrite(_ path: String, _ reason: String) -> StateError {
        StateError(Messages.text(.stateCannotWrite, path, reason))
    }
}
