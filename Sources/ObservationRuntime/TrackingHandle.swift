/// What a tool keeps of a tracking it installed, to cancel it when the tracking is
/// replaced (a view's body ran again and tracked its new reads) or its owner is gone.
/// Cancelling removes every registration at once, so the footprint lists only live
/// trackings. The toolchain's public `withObservationTracking` has no such handle (its
/// tracking stays until a change fires it); this one exists for the view host.
public struct TrackingHandle: Sendable {
    private let tracking: Tracking?

    init(_ tracking: Tracking?) {
        self.tracking = tracking
    }

    /// A handle to nothing: the closure read nothing, or nothing was tracked yet.
    public static let none = TrackingHandle(nil)

    /// False once the tracking fired or was cancelled (or when there is none).
    public var isInstalled: Bool { tracking.map { !$0.isFinished } ?? false }

    /// Removes the tracking's registrations; its `onChange` will not run. Does nothing if
    /// it already fired or was cancelled; if its `onChange` is running, the tracking ends
    /// when that returns, as it would have anyway.
    public func cancel() {
        tracking?.cancel()
    }
}
