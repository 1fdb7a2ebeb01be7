import ObservationRuntime

/// Where trace events come from: ObservationRuntime's trace hook, translated into the
/// renderer's vocabulary. Listening only while code runs keeps the runtime's fast path
/// (no listener) for everything else.
enum TraceSource {
    typealias Subscription = ObservationTrace.Listener

    static let isAvailable = true
    static let unavailableReason = ""

    static func subscribe(_ handler: @escaping @Sendable (TraceEvent) -> Void) -> Subscription {
        ObservationTrace.addListener { handler(translate($0)) }
    }

    static func unsubscribe(_ subscription: Subscription) {
        ObservationTrace.removeListener(subscription)
    }

    static func translate(_ event: ObservationEvent) -> TraceEvent {
        switch event {
        case .access(let subject, let property, let tracking):
            return .access(subject.traced, property: property.name, tracking: tracking)
        case .willSet(let subject, let property):
            return .willSet(subject.traced, property: property.name)
        case .didSet(let subject, let property):
            return .didSet(subject.traced, property: property.name)
        case .trackingStarted(let tracking):
            return .trackingStarted(tracking)
        case .trackingEnded(let tracking, let dependencies):
            return .trackingEnded(tracking, dependencies: dependencies.map { ($0.subject?.traced, $0.property.name) })
        case .fired(let tracking, let subject, let property):
            return .fired(tracking, subject.traced, property: property.name)
        case .firedBeforeDidSet(let tracking, let subject, let property):
            return .firedBeforeDidSet(tracking, subject.traced, property: property.name)
        case .firedDidSet(let tracking, let subject, let property):
            return .firedDidSet(tracking, subject.traced, property: property.name)
        case .deinitFired(let tracking, let subject):
            return .deinitFired(tracking, subject?.traced)
        case .cancelled(let tracking):
            return .cancelled(tracking)
        }
    }
}

extension ObservedSubject {
    var traced: TraceEvent.Subject { TraceEvent.Subject(id: UInt(bitPattern: id), typeName: typeName) }
}
