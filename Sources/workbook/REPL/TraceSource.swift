/// Where trace events come from: ObservationRuntime's trace hook. The runtime's trace API
/// is not on main yet, so for now tracing reports itself unavailable.
enum TraceSource {
    struct Subscription {}

    static let isAvailable = false
    static let unavailableReason = "tracing needs the ObservationRuntime trace hook, which is not in this build yet"

    static func subscribe(_ handler: @escaping @Sendable (TraceEvent) -> Void) -> Subscription {
        Subscription()
    }

    static func unsubscribe(_ subscription: Subscription) {}
}
