/// SE-0506's one-shot form: tracks what `apply` reads, then calls `onChange` with an event
/// for the edges `options` names. With `.willSet` alone it is the plain form with an event:
/// one call, before the value is stored. With `.didSet` the same change calls it again
/// after the value is stored (or only then, without `.willSet`), and the tracking ends
/// after that didSet event — swiftlang/swift main cancels it there, where the proposal only
/// says "per setting of the property". `.deinit` calls it once for each observed object
/// that dies while the tracking lasts.
///
/// swiftlang/swift main also fires at once when `apply` itself changes a property it read
/// ("dirty" access lists); this runtime does not (writes inside `apply` create no
/// dependency, as with the plain form) — a difference no lesson relies on.
public func withObservationTracking<Result: ~Copyable, Failure: Error>(
    options: ObservationTracking.Options,
    _ apply: () throws(Failure) -> Result,
    onChange: @escaping @Sendable (borrowing ObservationTracking.Event) -> Void
) throws(Failure) -> Result {
    try trackEvents(options: options, apply, label: "withObservationTracking(options: \(options))") { event in
        onChange(ObservationTracking.Event(event))
    }
}

/// The one-shot form with a label for the footprint (`Observations` keeps the plain form's).
func trackEvents<Result: ~Copyable, Failure: Error>(
    options: ObservationTracking.Options,
    _ apply: () throws(Failure) -> Result,
    label: @autoclosure () -> String,
    onEvent: @escaping @Sendable (TrackingEvent) -> Void
) throws(Failure) -> Result {
    let scope = TrackingScope(id: Tracking.nextID(), namesSubjects: ObservationFootprint.isRecording)
    let result = try track(apply, in: scope)
    if !scope.isEmpty, !options.edges.isEmpty {
        install(Tracking(id: scope.id, onChange: .event(onEvent), edges: options.edges), from: scope, label: label())
    }
    return result
}

/// The same for tools: labelled for the footprint (`:deps`), the dependencies come back
/// named, and the handler gets the event's facts as a copyable value.
public func withObservationTracking<T>(
    options: ObservationTracking.Options,
    _ apply: () -> T,
    label: @autoclosure () -> String,
    onChange: @escaping @Sendable (ObservationTracking.EventFacts) -> Void
) -> (value: T, dependencies: [ObservedDependency], tracking: TrackingHandle) {
    let scope = TrackingScope(id: Tracking.nextID(), namesSubjects: true)
    let result = track(apply, in: scope)
    if scope.isEmpty || options.edges.isEmpty { return (result, [], .none) }
    let tracking = Tracking(
        id: scope.id, onChange: .event { onChange(ObservationTracking.EventFacts($0)) }, edges: options.edges)
    install(tracking, from: scope, label: label())
    return (result, scope.dependencies, TrackingHandle(tracking))
}

extension ObservationTracking.Options: CustomStringConvertible {
    /// As a learner writes it: `[.willSet, .didSet]`.
    public var description: String {
        var names: [String] = []
        if edges.contains(.willSet) { names.append(".willSet") }
        if edges.contains(.didSet) { names.append(".didSet") }
        if edges.contains(.deinit) { names.append(".deinit") }
        return "[" + names.joined(separator: ", ") + "]"
    }
}
