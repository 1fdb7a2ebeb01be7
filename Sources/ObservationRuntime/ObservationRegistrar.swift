/// Records reads of an object's properties into the active tracking scope and tells the
/// trackings of a property when it is about to change. An `@Observable` class stores one.
///
/// Its public face mirrors the toolchain's `Observation.ObservationRegistrar` (key paths),
/// plus a dynamic face (`PropertyID`) for objects that have no Swift key paths.
public struct ObservationRegistrar: Sendable {
    /// Owned by the object's stored registrar alone: when the object dies, this dies,
    /// and the core drops its registrations. Trackings hold the core, not this.
    @usableFromInline
    final class Lifetime: Sendable {
        @usableFromInline
        let core = RegistrarCore()
        deinit { core.release() }
    }

    @usableFromInline
    let lifetime = Lifetime()

    @usableFromInline
    var core: RegistrarCore { lifetime.core }

    public init() {}

    // MARK: Key-path face (compiled models)

    @inlinable
    public func access<Subject: Observable, Member>(_ subject: Subject, keyPath: KeyPath<Subject, Member>) {
        if _observationReadNeedsWork {
            _access(subject as AnyObject, PropertyID(keyPath))
        }
    }

    @inlinable
    public func willSet<Subject: Observable, Member>(_ subject: Subject, keyPath: KeyPath<Subject, Member>) {
        if core.hasRegistrations || ObservationTrace.isEnabled {
            _willSet(subject as AnyObject, PropertyID(keyPath))
        }
    }

    @inlinable
    public func didSet<Subject: Observable, Member>(_ subject: Subject, keyPath: KeyPath<Subject, Member>) {
        if core.hasDidSetRegistrations || ObservationTrace.isEnabled {
            _didSet(subject as AnyObject, PropertyID(keyPath))
        }
    }

    @inlinable
    public func withMutation<Subject: Observable, Member, T>(
        of subject: Subject, keyPath: KeyPath<Subject, Member>, _ mutation: () throws -> T
    ) rethrows -> T {
        if core.hasRegistrations || ObservationTrace.isEnabled {
            let property = PropertyID(keyPath)
            _willSet(subject as AnyObject, property)
            defer { _didSet(subject as AnyObject, property) }
            return try mutation()
        }
        return try mutation()
    }

    // MARK: Dynamic face (the interpreter's objects, precomputed ids)

    @inlinable
    public func access(_ subject: AnyObject, property: PropertyID) {
        if _observationReadNeedsWork {
            _access(subject, property)
        }
    }

    @inlinable
    public func willSet(_ subject: AnyObject, property: PropertyID) {
        if core.hasRegistrations || ObservationTrace.isEnabled {
            _willSet(subject, property)
        }
    }

    @inlinable
    public func didSet(_ subject: AnyObject, property: PropertyID) {
        if core.hasDidSetRegistrations || ObservationTrace.isEnabled {
            _didSet(subject, property)
        }
    }

    @inlinable
    public func withMutation<T>(of subject: AnyObject, property: PropertyID, _ mutation: () throws -> T) rethrows -> T {
        if core.hasRegistrations || ObservationTrace.isEnabled {
            _willSet(subject, property)
            defer { _didSet(subject, property) }
            return try mutation()
        }
        return try mutation()
    }

    // MARK: Slow paths, out of line

    // The subject is passed lazily: it is only needed to name it in the trace, and
    // `subject as AnyObject` on a generic subject is a full dynamic cast.

    @usableFromInline
    func _access(_ subject: @autoclosure () -> AnyObject, _ property: PropertyID) {
        let scope = TrackingScope.current
        scope?.record(core, property, subject: ObservedSubject(subject()))
        ObservationTrace.emit(.access(ObservedSubject(subject()), property, tracking: scope?.id))
    }

    @usableFromInline
    func _willSet(_ subject: @autoclosure () -> AnyObject, _ property: PropertyID) {
        ObservationTrace.emit(.willSet(ObservedSubject(subject()), property))
        let trackings = core.trackings(observing: property)
        guard !trackings.isEmpty else { return }
        if ObservationFootprint.isRecording {
            ObservationFootprint.didHit(ObservedSubject(subject()), property, trackings: trackings.map(\.id))
        }
        for tracking in trackings {
            tracking.fire(subject: subject, property: property)
        }
    }

    /// Trackings that asked for `.didSet` (SE-0506) fire here, after the value is stored
    /// and before the trace's didSet, which closes the change.
    @usableFromInline
    func _didSet(_ subject: @autoclosure () -> AnyObject, _ property: PropertyID) {
        if core.hasDidSetRegistrations {
            let trackings = core.trackings(observing: property, on: .didSet)
            // Those that asked for willSet too were logged when the change began.
            let heardFirstNow = trackings.filter { !$0.edges.contains(.willSet) }
            if ObservationFootprint.isRecording, !heardFirstNow.isEmpty {
                ObservationFootprint.didHit(ObservedSubject(subject()), property, trackings: heardFirstNow.map(\.id))
            }
            for tracking in trackings {
                tracking.fire(subject: subject, property: property, edge: .didSet)
            }
        }
        ObservationTrace.emit(.didSet(ObservedSubject(subject()), property))
    }
}

// Like the toolchain's registrar: every registrar is equal to every other, so a model's
// synthesised `==`/`hash` is unaffected by the registrar it stores.
extension ObservationRegistrar: Hashable {
    public static func == (lhs: ObservationRegistrar, rhs: ObservationRegistrar) -> Bool { true }
    public func hash(into hasher: inout Hasher) {}
}
