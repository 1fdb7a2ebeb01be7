// The built-in runtime's SE-0506 API behind `AdvancedObservationSystem`.
import ObservationRuntime

extension TrackOptions {
    var builtIn: ObservationRuntime.ObservationTracking.Options {
        var options: ObservationRuntime.ObservationTracking.Options = []
        if contains(.willSet) { options.insert(.willSet) }
        if contains(.didSet) { options.insert(.didSet) }
        if contains(.deinit) { options.insert(.deinit) }
        return options
    }
}

extension BuiltIn: AdvancedObservationSystem {
    static let keyPaths: [(String, PartialKeyPath<BuiltInProfile>)] = [
        ("firstName", \BuiltInProfile.firstName), ("lastName", \BuiltInProfile.lastName),
        ("email", \BuiltInProfile.email), ("score", \BuiltInProfile.score),
    ]

    static func seen(_ event: borrowing ObservationRuntime.ObservationTracking.Event) -> SeenEvent {
        SeenEvent(kind: event.kind.description, matched: matchedNames(keyPaths) { event.matches($0) })
    }

    static func track<T>(
        options: TrackOptions, _ apply: () -> T, onChange: @escaping @Sendable (SeenEvent) -> Reply
    ) -> T {
        ObservationRuntime.withObservationTracking(options: options.builtIn, apply) { event in
            if onChange(seen(event)) == .cancel { event.cancel() }
        }
    }

    @MainActor
    static func observeContinuously(
        options: TrackOptions, _ apply: @escaping @MainActor @Sendable (SeenEvent) -> Reply
    ) -> ContinuousHandle {
        let box = TokenBox(
            ObservationRuntime.withContinuousObservation(options: options.builtIn) { event in
                if apply(seen(event)) == .cancel { event.cancel() }
            })
        return ContinuousHandle { box.token.take()?.cancel() }
    }

    @MainActor
    static func observeContinuouslyDroppingToken(
        options: TrackOptions, _ apply: @escaping @MainActor @Sendable (SeenEvent) -> Void
    ) {
        _ = ObservationRuntime.withContinuousObservation(options: options.builtIn) { event in apply(seen(event)) }
    }
}

/// Holds a `~Copyable` token where a closure can reach it.
@MainActor
private final class TokenBox {
    var token: ObservationRuntime.ObservationTracking.Token?
    init(_ token: consuming ObservationRuntime.ObservationTracking.Token) { self.token = .some(token) }
}
