extension ObservationTracking {
    /// What an SE-0506 handler is told: the kind of event, which property (`matches`), and
    /// a way to stop (`cancel`). Borrowed, never kept: it is `~Copyable`.
    public struct Event: ~Copyable {
        public struct Kind: Equatable, Sendable, CustomStringConvertible {
            enum Value: Sendable {
                case initial, willSet, didSet, `deinit`
            }
            let value: Value

            /// The continuous form's first call, before any change.
            public static var initial: Kind { Kind(value: .initial) }
            public static var willSet: Kind { Kind(value: .willSet) }
            public static var didSet: Kind { Kind(value: .didSet) }
            public static var `deinit`: Kind { Kind(value: .deinit) }

            public var description: String {
                switch value {
                case .initial: "initial"
                case .willSet: "willSet"
                case .didSet: "didSet"
                case .deinit: "deinit"
                }
            }
        }

        public let kind: Kind
        let property: PropertyID?
        let tracking: Tracking?
        let continuous: ContinuousObservation?

        init(_ event: TrackingEvent, continuous: ContinuousObservation? = nil) {
            kind = event.kind
            property = event.property
            tracking = event.tracking
            self.continuous = continuous
        }

        /// Whether the change was to the property at `keyPath`. Never for `.initial` or
        /// `.deinit`. As in swiftlang/swift's `Event.matches`, only the key path is compared:
        /// a change to the same property of another object of the same type matches too.
        public func matches(_ keyPath: PartialKeyPath<some Observable>) -> Bool {
            guard let property else { return false }
            return PropertyTable.shared.index(of: keyPath) == property.index
        }

        /// The same question for a property known by its `PropertyID` (the interpreter's
        /// objects, which have no Swift key paths). Not part of SE-0506.
        public func matches(property id: PropertyID) -> Bool { property == id }

        /// The property that changed, for tools (the trace, the interpreter's events).
        public var changedProperty: PropertyID? { property }

        /// Stops: a one-shot tracking hears nothing more (a willSet handler that cancels
        /// hears no didSet); a continuous observation calls its closure no more.
        public func cancel() {
            tracking?.cancelFromEvent()
            continuous?.cancel()
        }
    }

    /// An event's facts as a copyable value, for tools that cannot borrow (the interpreter
    /// hands script code an event value, the REPL traces it). Not part of SE-0506.
    public struct EventFacts: Sendable {
        public let kind: Event.Kind
        /// The property that changed; nil for `.initial` and `.deinit`.
        public let property: PropertyID?
        /// What `Event.cancel()` does.
        public let cancel: @Sendable () -> Void

        init(_ event: TrackingEvent, continuous: ContinuousObservation? = nil) {
            kind = event.kind
            property = event.property
            let tracking = event.tracking
            cancel = {
                tracking?.cancelFromEvent()
                continuous?.cancel()
            }
        }

        private init(kind: Event.Kind) {
            self.kind = kind
            property = nil
            cancel = {}
        }

        /// A continuous observation's first event, before any change (a tool that runs its
        /// own loop, as the interpreter does, starts from it).
        public static let initial = EventFacts(kind: .initial)
    }
}
