// WORKBOOK: NOT DONE — delete this line when you want this exercise graded
import ObservationRuntime

/// The curriculum's `UserProfile`, to be expanded by hand the way `@Observable` would
/// expand it — against the workbook's built-in runtime, so you can see every piece.
///
/// Keep the public shape: `init(id:name:email:)`, `id`, `name`, `email`, `tags`,
/// `displayName`. Change only how the properties are stored and accessed.
final class UserProfile: ObservationRuntime.Observable {
    /// The registrar that records reads and announces changes. (The macro marks it
    /// `@ObservationIgnored`; here it is just a `let` nobody observes.)
    private let _$observationRegistrar = ObservationRuntime.ObservationRegistrar()

    /// Never changes, so the macro leaves it alone.
    let id: Int

    var name: String
    var email: String
    var tags: [String] = []

    /// Computed properties are left alone too: they are tracked through what they read.
    var displayName: String { "\(name) <\(email)>" }

    init(id: Int = 1, name: String, email: String) {
        self.id = id
        self.name = name
        self.email = email
    }
}
