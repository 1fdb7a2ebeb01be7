import Foundation

/// Turns the runtime's trace into compact lines while code runs, e.g.
///
///     access UserProfile#1.name → tracking #1
///     willSet UserProfile#1.name → tracking #1 fired (one-shot, cancelled)
///
/// Objects are named by type and a number in order of first appearance. A willSet (or
/// didSet) is held back briefly so the firings and cancellations it causes join its line.
final class TraceRenderer: @unchecked Sendable {
    private let console: Console
    private let sink: ScriptOutputSink
    private let lock = NSLock()
    private var names: [TraceEvent.Subject: String] = [:]
    private var counters: [String: Int] = [:]
    /// A change line waiting for the fire/cancel events that follow it.
    private var pending: (text: String, fired: [Int], cancelled: Set<Int>)?
    private var source: TraceSource.Subscription?
    private(set) var isOn = false

    init(console: Console, sink: ScriptOutputSink) {
        self.console = console
        self.sink = sink
    }

    /// Switches tracing; returns why it cannot, if it cannot.
    func set(on: Bool) -> String? {
        if on && !TraceSource.isAvailable { return TraceSource.unavailableReason }
        isOn = on
        return nil
    }

    /// Called before code runs: listens if tracing is on.
    func begin() {
        guard isOn, source == nil else { return }
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
            case .fired(let tracking, _, _) where pending != nil:
                pending?.fired.append(tracking)
                return []
            case .cancelled(let tracking) where pending?.fired.contains(tracking) == true:
                pending?.cancelled.insert(tracking)
                return []
            default:
                if let line = takePending() { out.append(line) }
            }
            switch event {
            case .access(let subject, let property, let tracking):
                out.append("access \(name(subject)).\(property)" + (tracking.map { " → tracking #\($0)" } ?? ""))
            case .willSet(let subject, let property):
                pending = ("willSet \(name(subject)).\(property)", [], [])
            case .didSet(let subject, let property):
                pending = ("didSet \(name(subject)).\(property)", [], [])
            case .trackingStarted(let tracking):
                out.append("tracking #\(tracking) started")
            case .trackingEnded(let tracking, let dependencies):
                if dependencies.isEmpty {
                    out.append("tracking #\(tracking) read nothing: no onChange installed")
                } else {
                    let list = dependencies.map { "\(name($0.0)).\($0.1)" }.joined(separator: ", ")
                    out.append("tracking #\(tracking) installed on \(list)")
                }
            case .fired(let tracking, let subject, let property):
                out.append("tracking #\(tracking) fired by \(name(subject)).\(property)")
            case .cancelled(let tracking):
                out.append("tracking #\(tracking) cancelled")
            }
            return out
        }
        show(lines)
    }

    private func flush() {
        let line = lock.withLock { takePending() }
        show(line.map { [$0] } ?? [])
    }

    /// The held-back change line, unless it was a didSet nothing reacted to.
    private func takePending() -> String? {
        guard let held = pending else { return nil }
        pending = nil
        if held.fired.isEmpty { return held.text.hasPrefix("didSet") ? nil : held.text }
        let reactions = held.fired.map { tracking in
            "tracking #\(tracking) fired" + (held.cancelled.contains(tracking) ? " (one-shot, cancelled)" : "")
        }
        return held.text + " → " + reactions.joined(separator: ", ")
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

    private func show(_ lines: [String]) {
        guard !lines.isEmpty else { return }
        sink.endLine()
        let style = console.style
        for line in lines { console.line(style.dim("  ⋯ " + line)) }
    }
}
