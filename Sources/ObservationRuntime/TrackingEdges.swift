/// The edges of a change a registration hears. A plain `withObservationTracking` hears
/// willSet only; SE-0506's options add didSet and the observed object's deinit.
struct TrackingEdges: OptionSet, Sendable, Hashable {
    let rawValue: UInt8

    static let willSet = TrackingEdges(rawValue: 1 << 0)
    static let didSet = TrackingEdges(rawValue: 1 << 1)
    static let `deinit` = TrackingEdges(rawValue: 1 << 2)
}
