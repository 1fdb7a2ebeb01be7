import Observation
import ObservationRuntime

/// Runs a body (or a binding read) so that a change to anything it read invalidates it.
/// Two observation systems can be read in one body: the toolchain's `Observation`
/// (compiled `@Observable` models) and the built-in ObservationRuntime (the interpreter's
/// objects and the host's own `@State` storage). The body runs inside both trackings,
/// nested, so a read of either kind registers with its own system; whichever fires first
/// invalidates the view (the generation check in `InvalidationQueue` drops the other).
///
/// Tracking again replaces the node's previous tracking, as SwiftUI replaces a body's
/// dependencies when it re-runs (RULES.md, rule 17): the built-in one is cancelled first,
/// so its registrations are gone and `:deps` lists only live trackings. The toolchain's
/// public `withObservationTracking` cannot be cancelled: its one-shot tracking stays until
/// a change fires it, and then the generation check ignores its `onChange`.
///
/// The built-in tracking is labelled (the REPL's `:deps` lists it) and says which change
/// fired it; what it read comes back as the body's footprint. The toolchain's tracking
/// says neither: its reads stay invisible, and its firing is reported as `nil`.
enum BodyTracking {
    static func track<T>(
        _ apply: () -> T,
        label: @autoclosure () -> String,
        replacing current: inout TrackingHandle,
        onChange: @escaping @Sendable (ObservationChange?) -> Void
    ) -> (value: T, dependencies: [ObservedDependency]) {
        current.cancel()
        var footprint: [ObservedDependency] = []
        var installed = TrackingHandle.none
        func trackBuiltIn() -> T {
            let tracked = ObservationRuntime.withObservationTracking({ apply() }, label: label()) { change in
                onChange(change)
            }
            footprint = tracked.dependencies
            installed = tracked.tracking
            return tracked.value
        }
        #if OBSERVATION_IS_BUILTIN
            // Built as the compiled runs' `SwiftUI`: `Observation` is the facade over the built-in
            // runtime, so there is one system to track, not two.
            let value = trackBuiltIn()
        #else
            let value = Observation.withObservationTracking {
                trackBuiltIn()
            } onChange: {
                onChange(nil)
            }
        #endif
        current = installed
        return (value, footprint)
    }
}
