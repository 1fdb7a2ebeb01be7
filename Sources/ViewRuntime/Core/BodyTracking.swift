import Observation
import ObservationRuntime

/// Runs a body (or a binding read) so that a change to anything it read invalidates it.
/// Two observation systems can be read in one body: the toolchain's `Observation`
/// (compiled `@Observable` models, and the host's own `@State` storage) and the built-in
/// ObservationRuntime (the interpreter's objects). The body runs inside both trackings,
/// nested, so a read of either kind registers with its own system; whichever fires first
/// invalidates the view (the generation check in `InvalidationQueue` drops the other).
enum BodyTracking {
    static func track<T>(_ apply: () -> T, onChange: @escaping @Sendable () -> Void) -> T {
        Observation.withObservationTracking {
            ObservationRuntime.withObservationTracking {
                apply()
            } onChange: {
                onChange()
            }
        } onChange: {
            onChange()
        }
    }
}
