import Synchronization

/// The live dependency footprint and the causal log of changes, for tools that explain
/// observation (the REPL's `:deps` and `:why`). Off by default; while off, nothing here
/// runs: installs and firings test one atomic flag, and the untracked-read and
/// no-observer-write fast paths do not look at it at all.
///
/// While recording, every installed tracking is listed with a label (where it was
/// installed) and what it read, until it fires or everything it observed is gone; and
/// every change that hits a registration is logged with the trackings it fired.
public enum ObservationFootprint {
    /// One installed tracking: its id (as the trace numbers it), where it came from, what it read.
    public struct Installed: Sendable {
        public let tracking: Int
        public let label: String
        public let dependencies: [ObservedDependency]
    }

    /// One step of the causal log.
    public enum Step: Sendable, Hashable {
        /// A mutation of an observed property; `site` is where the assignment is, when known.
        /// The same mutation again with nothing in between (a loop) counts up `times`.
        case mutation(ObservedSubject, PropertyID, site: String?, times: Int)
        /// The mutation hit a registration: this tracking fires now (once).
        case fired(tracking: Int, label: String)
        /// A tool's own step (the view host: a body re-ran, or was skipped).
        case note(String)
    }

    private final class WeakTracking: @unchecked Sendable {
        weak var tracking: Tracking?
        init(_ tracking: Tracking) { self.tracking = tracking }
    }

    private struct Entry {
        let reference: WeakTracking
        let installed: Installed
    }

    private struct State {
        var live: [Int: Entry] = [:]
        var pruneAt = 1024
        var log: [Step] = []
    }

    /// A loop that mutates observed state keeps only its last steps: the log's length.
    static let logLimit = 200

    private static let recording = Atomic<Bool>(false)
    private static let state = Mutex(State())

    @inlinable
    public static var isRecording: Bool { _isRecording() }

    @usableFromInline
    static func _isRecording() -> Bool { recording.load(ordering: .relaxed) }

    /// Starts or stops recording; stopping forgets what was recorded.
    public static func setRecording(_ on: Bool) {
        recording.store(on, ordering: .relaxed)
        if !on { state.withLock { $0 = State() } }
    }

    /// The id of the last tracking created so far (ids count up from 1 per process): a
    /// tool numbering trackings per session subtracts it.
    public static var lastTrackingID: Int { Tracking.lastID }

    /// The trackings installed now, in install order (view bodies are trackings too).
    public static var installed: [Installed] {
        state.withLock { state in
            state.live = state.live.filter { $0.value.reference.tracking.map { !$0.isFinished } ?? false }
            return state.live.values.map(\.installed).sorted { $0.tracking < $1.tracking }
        }
    }

    /// The label of a tracking installed now (the trace names a continuous observation's
    /// trackings by it); nil when it is not listed or recording is off.
    public static func label(ofTracking id: Int) -> String? {
        state.withLock { $0.live[id]?.installed.label }
    }

    /// The steps logged since the last call, oldest first; the log starts empty again.
    public static func takeLog() -> [Step] {
        state.withLock { state in
            defer { state.log = [] }
            return state.log
        }
    }

    /// Where the mutation about to happen is written (`<repl>:3`); the interpreter calls
    /// this before each assignment to an observed property while recording.
    public static func noteMutation(of subject: AnyObject, _ property: PropertyID, site: String?) {
        guard isRecording else { return }
        let named = ObservedSubject(subject)
        state.withLock { state in
            if case .mutation(named, property, site, let times)? = state.log.last {
                state.log[state.log.count - 1] = .mutation(named, property, site: site, times: times + 1)
            } else {
                state.log.append(.mutation(named, property, site: site, times: 1))
                if state.log.count > logLimit { state.log.removeFirst(state.log.count - logLimit) }
            }
        }
    }

    /// A tool's own step of the causal log.
    public static func note(_ text: @autoclosure () -> String) {
        guard isRecording else { return }
        append(.note(text()))
    }

    // MARK: From the runtime

    static func didInstall(_ tracking: Tracking, label: String, dependencies: [ObservedDependency]) {
        let installed = Installed(tracking: tracking.id, label: label, dependencies: dependencies)
        state.withLock { state in
            state.live[tracking.id] = Entry(reference: WeakTracking(tracking), installed: installed)
            // Trackings whose objects died never fire: drop them now and then, not only when listed.
            if state.live.count > state.pruneAt {
                state.live = state.live.filter { $0.value.reference.tracking.map { !$0.isFinished } ?? false }
                state.pruneAt = max(1024, state.live.count * 2)
            }
        }
    }

    static func didFinish(_ tracking: Int) {
        state.withLock { _ = $0.live.removeValue(forKey: tracking) }
    }

    /// A change is hitting `trackings`: log the mutation (unless the interpreter already
    /// did, with its site) and each tracking it fires.
    static func didHit(_ subject: ObservedSubject, _ property: PropertyID, trackings: [Int]) {
        state.withLock { state in
            let alreadyLogged: Bool
            if case .mutation(let last, let lastProperty, _, _)? = state.log.last {
                alreadyLogged = last == subject && lastProperty == property
            } else {
                alreadyLogged = false
            }
            var steps: [Step] = alreadyLogged ? [] : [.mutation(subject, property, site: nil, times: 1)]
            for id in trackings {
                steps.append(.fired(tracking: id, label: state.live[id]?.installed.label ?? "withObservationTracking"))
            }
            state.log += steps
            if state.log.count > logLimit { state.log.removeFirst(state.log.count - logLimit) }
        }
    }

    private static func append(_ step: Step) {
        state.withLock { state in
            state.log.append(step)
            if state.log.count > logLimit { state.log.removeFirst(state.log.count - logLimit) }
        }
    }
}
