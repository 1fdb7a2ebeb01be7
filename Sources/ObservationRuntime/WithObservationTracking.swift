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
    let scope = TrackingScope(id: Tracking.nextID(), namesSubjects: ObservationFootprint.isRecording)
    let result = track(apply, in: scope)
    if !scope.isEmpty {
        let tracking = Tracking(id: scope.id, onChange: .plain(onChange()))
        install(tracking, from: scope, label: "withObservationTracking")
    }
    return result
}

/// `withObservationTracking` for tools: the tracking carries a label (where it was
/// installed, e.g. `body of Row`) that the footprint lists, the dependencies it recorded
/// come back with their objects named, and `onChange` is told which change fired it.
/// The returned `tracking` cancels it before it fires (a view tracking its body again).
public func withObservationTracking<T>(
    _ apply: () -> T,
    label: @autoclosure () -> String,
    onChange: @escaping @Sendable (ObservationChange) -> Void
) -> (value: T, dependencies: [ObservedDependency], tracking: TrackingHandle) {
    let scope = TrackingScope(id: Tracking.nextID(), namesSubjects: true)
    let result = track(apply, in: scope)
    if scope.isEmpty { return (result, [], .none) }
    let tracking = Tracking(id: scope.id, onChange: .detailed(onChange))
    install(tracking, from: scope, label: label())
    return (result, scope.dependencies, TrackingHandle(tracking))
}

func track<T: ~Copyable, Failure: Error>(_ apply: () throws(Failure) -> T, in scope: TrackingScope) throws(Failure) -> T
{
    ObservationTrace.emit(.trackingStarted(tracking: scope.id))
    let outer = TrackingScope.current
    defer {
        outer?.absorb(scope)
        ObservationTrace.emit(.trackingEnded(tracking: scope.id, dependencies: scope.dependencies))
    }
    return try scope.activate(apply)
}

func install(_ tracking: Tracking, from scope: TrackingScope, label: @autoclosure () -> String) {
    // Listed before it registers: a change racing the install may fire (and unlist) it.
    if ObservationFootprint.isRecording {
        ObservationFootprint.didInstall(tracking, label: label(), dependencies: scope.dependencies)
    }
    tracking.install(from: scope)
}
