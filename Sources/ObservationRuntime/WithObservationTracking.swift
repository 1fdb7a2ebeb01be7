/// Runs `apply`, recording every observable property it reads; the first later change to
/// any of them calls `onChange` — once, in willSet, on the mutating thread — and then
/// every registration of this tracking is cancelled. To keep observing, track again.
///
/// Reads inside a nested tracking also count for this one. A closure that reads nothing
/// installs nothing. Writes inside `apply` create no dependency.
public func withObservationTracking<T>(
    _ apply: () -> T,
    onChange: @autoclosure () -> @Sendable () -> Void
) -> T {
    let scope = TrackingScope(id: Tracking.nextID())
    ObservationTrace.emit(.trackingStarted(tracking: scope.id))
    let outer = TrackingScope.current
    let result = scope.activate(apply)
    outer?.absorb(scope)
    ObservationTrace.emit(.trackingEnded(tracking: scope.id, dependencies: scope.dependencies))
    if !scope.isEmpty {
        Tracking(id: scope.id, onChange: onChange()).install(from: scope)
    }
    return result
}
