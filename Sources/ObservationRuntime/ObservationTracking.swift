// SE-0506, "Advanced Observation Tracking" (swiftlang/swift-evolution
// proposals/0506-advanced-observation-tracking.md, implemented in Swift 6.4), on the
// built-in runtime. The shapes follow swiftlang/swift main,
// stdlib/public/Observation/Sources/Observation/ObservationTracking.swift and
// ContinuousObservation.swift; where the two differ this runtime follows the
// implementation, and each file says where:
// - the continuous form is `withContinuousObservation(options:apply:)`, not the
//   proposal's `withContinuousObservationTracking` (Apple's documentation agrees);
// - a one-shot tracking with `.didSet` ends after the didSet event, not the willSet one;
// - `.deinit` fires once per observed object that dies and does not end the tracking;
// - `Event.matches` compares key paths only (two objects of one type look the same).

/// The namespace of SE-0506's types: `Options`, `Event`, `Token`. (The toolchain's type
/// also carries its internal tracking machinery; here that lives in `Tracking`.)
public struct ObservationTracking: Sendable {
    private init() {}
}
