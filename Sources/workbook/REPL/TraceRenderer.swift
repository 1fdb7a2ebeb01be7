import Foundation

/// Turns the runtime's trace into compact lines while code runs, e.g.
///
///     access UserProfile#1.name → tracking #1
///     willSet UserProfile#1.name → tracking #1 fired (one-shot, cancelled)
///
/// Objects are named by type and a number in order of first appearance. A willSet (or
/// didSet) is held back briefly so a firing it causes joins its line.
final class TraceRenderer: @unchecked Sendable {
    /// Shows finished lines (the REPL prints them dimmed under the program's output).
    private let show: @Sendable ([String]) -> Void
    /// True while earlier lesson steps replay quietly: nothing to show then.
    private let isQuiet: @Sendable () -> Bool
    private let lock = NSLock()
    private var names: [TraceEvent.Subject: String] = [:]
    private var counters: [String: Int] = [:]
    /// A willSet/didSet line held back until it is known whether a tracking fires from it.
    private var pending: (text: String, consumed: Bool)?
    /// Trackings that fired; their cancellation is already part of the fired line.
    private var expectedCancels: Set<Int> = []
    private var source: TraceSource.Subscription?
    private(set) var isOn = false
    /// What one input may print as trace, in bytes: the same cap as program output, so
    /// a loop of a million writes cannot flood the terminal through the trace instead.
    private let limit: Int
    private var shownBytes = 0

    init(limit: Int = 1_000_000, isQuiet: @escaping @Sendable () -> Bool = { false },
         show: @escaping @Sendable ([String]) -> Void) {
        self.limit = limit
        self.isQuiet = isQuiet
        self.show = show
    }

    /// Switches tracing; returns why it cannot, if it cannot.
    func set(on: Bool) -> String? {
        if on && !TraceSource.isAvailable { return TraceSource.unavailableReason }
        isOn = on
        return nil
    }

    /// Called before code runs: listens if tracing is on (and the run is not a quiet replay).
    func begin() {
        guard isOn, !isQuiet(), source == nil else { return }
        lock.withLock { shownBytes = 0 }
        source = TraceSource.subscribe { [weak self] event in self?.receive(event) }
    }

    /// Called after code ran: flushes the last line, stops listening.
    func end() {
        if let source { TraceSource.unsubscribe(source) }
        source = nil
        flush()
    }

    /// Object numbering starts again (a fresh session).
    func forgetNames() {
        lock.withLock {
            names = [:]
            counters = [:]
        }
    }

    func receive(_ event: TraceEvent) {
        let lines: [String] = lock.withLock {
            var out: [String] = []
            switch event {
            case .fired(let tracking, let subject, let property):
                // Shown at once, before whatever onChange prints. Firing is one-shot: the
                // runtime cancels the tracking next, so that is said on the same line.
                let cause = pending?.text ?? "change of \(name(subject)).\(property)"
                pending?.consumed = true
                expectedCancels.insert(tracking)
                out.append("\(cause) → tracking #\(tracking) fired (one-shot, cancelled)")
                return out
            case .cancelled(let tracking) where expectedCancels.contains(tracking):
                expectedCancels.remove(tracking)
                return out
            default:
                if let line = takePending() { out.append(line) }
            }
            switch event {
            case .access(let subject, let property, let tracking):
                out.append("access \(name(subject)).\(property)" + (tracking.map { " → tracking #\($0)" } ?? ""))
            case .willSet(let subject, let property):
                pending = ("willSet \(name(subject)).\(property)", false)
            case .didSet(let subject, let property):
                pending = ("didSet \(name(subject)).\(property)", false)
            case .trackingStarted(let tracking):
                out.append("tracking #\(tracking) started")
            case .trackingEnded(let tracking, let dependencies):
                if dependencies.isEmpty {
                    out.append("tracking #\(tracking) read nothing: no onChange installed")
                } else {
                    let list = dependencies.map { "\(name($0.0)).\($0.1)" }.joined(separator: ", ")
                    out.append("tracking #\(tracking) installed on \(list)")
                }
            case .cancelled(let tracking):
                out.append("tracking #\(tracking) cancelled")
            case .fired:
                break
            }
            return out
        }
        emit(lines)
    }

    /// Shows lines within the input's budget; the line that crosses it says so instead.
    private func emit(_ lines: [String]) {
        let allowed: [String] = lock.withLock {
            var out: [String] = []
            for line in lines where shownBytes <= limit {
                shownBytes += line.utf8.count + 1
                out.append(shownBytes <= limit ? line : "… trace cut: more than \(limit) bytes for this input")
            }
            return out
        }
        if !allowed.isEmpty { show(allowed) }
    }

    /// Prints a held-back change line; called before program output so lines keep their order.
    func flush() {
        let line = lock.withLock { takePending() }
        if let line { emit([line]) }
    }

    /// The held-back change line, unless a firing already showed it or it is a didSet
    /// nothing reacted to (didSet lines only matter when something fires from them).
    private func takePending() -> String? {
        guard let held = pending else { return nil }
        pending = nil
        if held.consumed || held.text.hasPrefix("didSet") { return nil }
        return held.text
    }

    private func name(_ subject: TraceEvent.Subject?) -> String {
        guard let subject else { return "?" }
        if let known = names[subject] { return known }
        let number = (counters[subject.typeName] ?? 0) + 1
        counters[subject.typeName] = number
        let name = "\(subject.typeName)#\(number)"
        names[subject] = name
        return name
    }
}
