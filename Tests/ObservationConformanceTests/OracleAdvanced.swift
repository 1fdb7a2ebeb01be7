// The toolchain's SE-0506 API behind `AdvancedObservationSystem`, from Swift 6.4 on (the
// toolchain here, 6.3.1, has no `ObservationTracking.Options`). Written now so the same
// scenarios run on both runtimes the day the toolchain ships it.
#if compiler(>=6.4)
    import Observation

    extension TrackOptions {
        var oracle: ObservationTracking.Options {
            var options: ObservationTracking.Options = []
            if contains(.willSet) { options.insert(.willSet) }
            if contains(.didSet) { options.insert(.didSet) }
            if contains(.deinit) { options.insert(.deinit) }
            return options
        }
    }

    extension ObservationTracking.Event.Kind {
        var name: String {
            switch self {
            case .initial: "initial"
            case .willSet: "willSet"
            case .didSet: "didSet"
            case .deinit: "deinit"
            default: "unknown"
            }
        }
    }

    extension Oracle: AdvancedObservationSystem {
        static let keyPaths: [(String, PartialKeyPath<OracleProfile>)] = [
            ("firstName", \OracleProfile.firstName), ("lastName", \OracleProfile.lastName),
            ("email", \OracleProfile.email), ("score", \OracleProfile.score),
        ]

        static func seen(_ event: borrowing ObservationTracking.Event) -> SeenEvent {
            SeenEvent(kind: event.kind.name, matched: matchedNames(keyPaths) { event.matches($0) })
        }

        static func track<T>(
            options: TrackOptions, _ apply: () -> T, onChange: @escaping @Sendable (SeenEvent) -> Reply
        ) -> T {
            withObservationTracking(options: options.oracle, apply) { event in
                if onChange(seen(event)) == .cancel { event.cancel() }
            }
        }

        @MainActor
        static func observeContinuously(
            options: TrackOptions, _ apply: @escaping @MainActor @Sendable (SeenEvent) -> Reply
        ) -> ContinuousHandle {
            let box = OracleTokenBox(
                withContinuousObservation(options: options.oracle) { event in
                    if apply(seen(event)) == .cancel { event.cancel() }
                })
            return ContinuousHandle { box.token.take()?.cancel() }
        }

        @MainActor
        static func observeContinuouslyDroppingToken(
            options: TrackOptions, _ apply: @escaping @MainActor @Sendable (SeenEvent) -> Void
        ) {
            _ = withContinuousObservation(options: options.oracle) { event in apply(seen(event)) }
        }
    }

    @MainActor
    private final class OracleTokenBox {
        var token: ObservationTracking.Token?
        init(_ token: consuming ObservationTracking.Token) { self.token = .some(token) }
    }
#endif
