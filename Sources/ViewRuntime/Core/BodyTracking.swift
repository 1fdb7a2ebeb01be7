import Observation
import ObservationRuntime

/// Runs a body (or a binding read) so that a change to anything it read invalidates it.
/// Two observation systems can be read in one body: the toolchain's `Observation`
/// (compiled `@Observable` models) and the built-in ObservationRuntime (the interpreter's
/// objects and the host's own `@State` storage). The body runs inside both trackings,
/// nested, so a read of either kind registers with its own system; whichever fires first
/// invalidates the view (the generation check in `InvalidationQueue` drops the other).
///
/// The built-in tracking is labelled (the REPL's `:deps` lists it) and says which change
/// fired it; what it read comes back as the body's footprint. The toolchain's tracking
/// says neither: its reads stay invisible, and its firing is reported as `nil`.
enum BodyTracking {
    static func track<T>(
        _ apply: () -> T,
        label: @autoclosure () -> String,
        onChange: @escaping @Sendable (ObservationChange?) -> Void
    ) -> (value: T, dependencies: [ObservedDependency]) {
        var footprint: [ObservedDependency] = []
        let value = Observation.withObservationTracking {
            let tracked = ObservationRuntime.withObservationTracking({ apply() }, label: label()) { change in
                onChange(change)
            }
            footprint = tracked.dependencies
            return tracked.value
        } onChange: {
            onChange(nil)
        }
        return (value, footprint)
    }
}
