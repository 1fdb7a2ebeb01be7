// SE-0506 (advanced observation tracking) as the scenarios see it, the same on both
// runtimes: options, the facts of an event, whether the handler cancels. The toolchain's
// side compiles from Swift 6.4 on (`OracleAdvanced.swift`); until then the scenarios run on
// the built-in runtime alone and are checked against what the proposal and swiftlang/swift
// main's implementation say.

/// `ObservationTracking.Options`, named neutrally.
struct TrackOptions: OptionSet, Sendable {
    let rawValue: Int
    static let willSet = TrackOptions(rawValue: 1)
    static let didSet = TrackOptions(rawValue: 2)
    static let `deinit` = TrackOptions(rawValue: 4)
}

/// What a handler learnt from an `ObservationTracking.Event` (which borrows and cannot be kept).
struct SeenEvent: Sendable, CustomStringConvertible {
    /// `initial`, `willSet`, `didSet` or `deinit`.
    let kind: String
    /// The profile properties whose key path `event.matches(_:)` accepts.
    let matched: [String]

    var description: String { matched.isEmpty ? kind : "\(kind) \(matched.joined(separator: ","))" }
}

/// What the handler asks for after an event.
enum Reply: Sendable {
    case keep
    case cancel
}

/// The continuous form's token, kept in a box the scenario can drop or cancel.
@MainActor
final class ContinuousHandle {
    private var stop: (() -> Void)?
    init(stop: @escaping () -> Void) { self.stop = stop }
    func cancel() {
        stop?()
        stop = nil
    }
}

protocol AdvancedObservationSystem: ObservationSystem {
    static func track<T>(
        options: TrackOptions, _ apply: () -> T, onChange: @escaping @Sendable (SeenEvent) -> Reply
    ) -> T
    @MainActor static func observeContinuously(
        options: TrackOptions, _ apply: @escaping @MainActor @Sendable (SeenEvent) -> Reply
    ) -> ContinuousHandle
    /// `_ = withContinuousObservation(…)`: the token is dropped at once.
    @MainActor static func observeContinuouslyDroppingToken(
        options: TrackOptions, _ apply: @escaping @MainActor @Sendable (SeenEvent) -> Void)
}

/// The profile properties an event is matched against, by name.
func matchedNames<P>(_ keyPaths: [(String, PartialKeyPath<P>)], _ matches: (PartialKeyPath<P>) -> Bool) -> [String] {
    keyPaths.filter { matches($0.1) }.map(\.0)
}

/// Lets the main actor run what is queued on it (a continuous observation's next call)
/// until `done()` holds. The call is woken on the mutating thread and reaches the main actor
/// through the global executor, so how many yields that takes depends on the machine's load:
/// wait for what the scenario expects, not a number of yields. The bound only keeps a
/// broken runtime from spinning forever (the scenario's log then shows what is missing).
@MainActor
func settle(until done: () -> Bool) async {
    var yields = 0
    while !done(), yields < 1_000_000 {
        await Task.yield()
        yields += 1
    }
}

/// Gives a call that must *not* come a chance to show up (after `cancel()`, a dropped
/// token): a late one makes the scenario pass wrongly, never fail wrongly.
@MainActor
func settle() async {
    for _ in 0..<50 { await Task.yield() }
}
