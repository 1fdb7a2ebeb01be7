import Foundation
import ObservationRuntime

/// Turns the runtime's trace into compact lines while code runs, e.g.
///
///     access UserProfile#1.name → tracking #1
///     ┌ willSet UserProfile#1.name
///     │ tracking #1 fired (one-shot, cancelled)
///     └ didSet UserProfile#1.name
///
/// One mutation is one transaction: willSet, the trackings it fires, whatever their
/// `onChange` reads, writes (nested boxes) or prints, then didSet — drawn as a box. A
/// change inside which nothing happens stays one line (`willSet UserProfile#1.name`).
/// Objects are named by type and a number in order of first appearance (`ObjectNames`).
final class TraceRenderer: @unchecked Sendable {
    /// Shows finished lines (the REPL prints them dimmed under the program's output).
    private let show: @Sendable ([String]) -> Void
    /// True while earlier lesson steps replay quietly: nothing to show then.
    private let isQuiet: @Sendable () -> Bool
    private let lock = NSLock()
    let names: ObjectNames

    /// A change in progress: opened (drawn as a box) once something happens inside it.
    private struct Transaction {
        let subject: TraceEvent.Subject?
        let property: String
        let text: String
        var isOpen = false
    }

    private var transactions: [Transaction] = []
    /// Trackings that fired; their cancellation is already part of the fired line.
    private var expectedCancels: Set<Int> = []
    private var source: TraceSource.Subscription?
    private(set) var isOn = false
    /// What one input may print as trace, in bytes: the same cap as program output, so
    /// a loop of a million writes cannot flood the terminal through the trace instead.
    private let limit: Int
    private var shownBytes = 0

    init(
        names: ObjectNames = ObjectNames(), limit: Int = 1_000_000,
        isQuiet: @escaping @Sendable () -> Bool = { false },
        show: @escaping @Sendable ([String]) -> Void
    ) {
        self.names = names
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

    /// Called after code ran: closes what is still open, stops listening.
    func end() {
        if let source { TraceSource.unsubscribe(source) }
        source = nil
        let lines: [String] = lock.withLock {
            var out: [String] = []
            while let last = transactions.popLast() {
                out.append(margin + (last.isOpen ? "└ (no didSet: the change did not finish)" : last.text))
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

    /// Object numbering starts again (a fresh session).
    func forgetNames() {
        names.forget()
    }

    func receive(_ event: TraceEvent) {
        let lines: [String] = lock.withLock {
            var out: [String] = []
            switch event {
            case .willSet(let subject, let property):
                openInnermost(&out)
                let text = "willSet \(name(subject)).\(property)"
                transactions.append(Transaction(subject: subject, property: property, text: text))
            case .didSet(let subject, let property):
                guard let last = transactions.last, last.subject == subject, last.property == property else {
                    return out  // a didSet on its own says nothing a willSet did not
                }
                transactions.removeLast()
                out.append(margin + (last.isOpen ? "└ didSet \(name(subject)).\(property)" : last.text))
            case .fired(let tracking, let subject, let property):
                // Firing is one-shot: the runtime cancels the tracking next, said on the same line.
                expectedCancels.insert(tracking)
                let text =
                    "tracking #\(number(tracking)) fired " + ending(of: tracking, oneShot: "(one-shot, cancelled)")
                appendFiring(text, subject: subject, property: property, to: &out)
            case .firedDidSet(let tracking, let subject, let property):
                // SE-0506 `.didSet` ends the tracking too; it fires before the change's didSet line.
                expectedCancels.insert(tracking)
                let text =
                    "tracking #\(number(tracking)) fired in didSet " + ending(of: tracking, oneShot: "(cancelled)")
                appendFiring(text, subject: subject, property: property, to: &out)
            case .cancelled(let tracking) where expectedCancels.contains(tracking):
                expectedCancels.remove(tracking)
            default:
                openInnermost(&out)
                out.append(margin + text(for: event))
            }
            return out
        }
        emit(lines)
    }

    /// Called before program output: a change in progress opens, so the output sits inside it.
    func flush() {
        let lines: [String] = lock.withLock {
            var out: [String] = []
            openInnermost(&out)
            return out
        }
        emit(lines)
    }

    private func text(for event: TraceEvent) -> String {
        switch event {
        case .access(let subject, let property, let tracking):
            return "access \(name(subject)).\(property)" + (tracking.map { " → tracking #\(number($0))" } ?? "")
        case .trackingStarted(let tracking):
            return "tracking #\(number(tracking)) started"
        case .trackingEnded(let tracking, let dependencies):
            if dependencies.isEmpty { return "tracking #\(number(tracking)) read nothing: no onChange installed" }
            let list = dependencies.map { "\(name($0.0)).\($0.1)" }.joined(separator: ", ")
            return "tracking #\(number(tracking)) installed on \(list)"
        case .cancelled(let tracking):
            return "tracking #\(number(tracking)) cancelled"
        case .firedBeforeDidSet(let tracking, _, _):
            return "tracking #\(number(tracking)) fired in willSet (waits for didSet)"
        case .deinitFired(let tracking, let subject):
            return "\(subject.map { name($0) } ?? "an object") deinit → tracking #\(number(tracking)) fired (deinit)"
        case .willSet, .didSet, .fired, .firedDidSet:
            return ""
        }
    }

    /// How a fired tracking's line ends: a continuous observation's tracking is one run of
    /// its closure, which runs again later and tracks anew (SE-0506's continuous form).
    private func ending(of tracking: Int, oneShot: String) -> String {
        guard let label = ObservationFootprint.label(ofTracking: tracking), FootprintView.isContinuous(label) else {
            return oneShot
        }
        return "(continuous: its closure runs again and tracks anew)"
    }

    /// Something happens inside the innermost change: draw its top (once).
    /// A firing inside a change's box goes in the box; one with no box open names the change.
    private func appendFiring(_ text: String, subject: TraceEvent.Subject?, property: String, to out: inout [String]) {
        if transactions.isEmpty {
            out.append("change of \(name(subject)).\(property) → " + text)
        } else {
            openInnermost(&out)
            out.append(margin + text)
        }
    }

    private func openInnermost(_ out: inout [String]) {
        guard let last = transactions.indices.last, !transactions[last].isOpen else { return }
        transactions[last].isOpen = true
        out.append(String(repeating: "│ ", count: last) + "┌ " + transactions[last].text)
    }

    /// The left edge for a line inside the open changes.
    private var margin: String { String(repeating: "│ ", count: transactions.count) }

    private func number(_ tracking: Int) -> Int { names.tracking(tracking) }

    private func name(_ subject: TraceEvent.Subject?) -> String {
        guard let subject else { return "?" }
        return names.name(address: subject.id, typeName: subject.typeName)
    }
}
