import ObservationRuntime

/// What `:deps` and `:why` draw, from ObservationRuntime's footprint (the REPL turns
/// recording on for its whole life): the live trackings with what each read, and the
/// causal log of the last input that changed something.
final class FootprintView: @unchecked Sendable {
    let names: ObjectNames
    /// The log of the last run that logged anything (a change, a body run or skipped).
    private(set) var lastUpdate: [ObservationFootprint.Step] = []

    init(names: ObjectNames) {
        self.names = names
        ObservationFootprint.setRecording(true)
    }

    /// After each run: a run that changed something starts a new story; one that only
    /// updated views (`try host.update()` after the change) continues the last one.
    func runEnded() {
        let steps = ObservationFootprint.takeLog()
        let changes = steps.contains { if case .mutation = $0 { true } else { false } }
        if changes || lastUpdate.isEmpty { lastUpdate = steps } else { lastUpdate += steps }
    }

    func forget() {
        _ = ObservationFootprint.takeLog()
        lastUpdate = []
    }

    func name(_ dependency: ObservedDependency) -> String {
        guard let subject = dependency.subject else { return "?.\(dependency.property)" }
        // A view's own `@State` is one slot: `Home.@State taps#1`, its one property left out.
        if subject.typeName.contains(".@State ") { return name(subject) }
        return name(subject) + ".\(dependency.property)"
    }

    func name(_ subject: ObservedSubject) -> String { names.name(subject.id, typeName: subject.typeName) }

    /// A tracking of SE-0506's continuous form (one run of its closure), by its label.
    static func isContinuous(_ label: String) -> Bool { label.hasPrefix("withContinuousObservation") }

    // MARK: :deps

    private var current: [ObservationFootprint.Installed] {
        ObservationFootprint.installed.filter { names.isCurrent(tracking: $0.tracking) }
    }

    /// Every installed tracking, each with its reads, as a tree.
    func tree() -> [String] {
        let installed = current
        guard !installed.isEmpty else {
            return ["no tracking is installed: no change would notify anyone"]
        }
        var lines = ["\(installed.count) tracking\(installed.count == 1 ? "" : "s") installed:"]
        for (index, tracking) in installed.enumerated() {
            let last = index == installed.count - 1
            lines.append((last ? "└─ " : "├─ ") + "#\(names.tracking(tracking.tracking)) \(tracking.label)")
            // Sorted by name: the runtime's read sets are ordered by interned property id,
            // which depends on what the process ran before, not on the program.
            let reads = tracking.dependencies.map(name).sorted()
            for (position, read) in reads.enumerated() {
                lines.append((last ? "   " : "│  ") + (position == reads.count - 1 ? "└─ " : "├─ ") + read)
            }
        }
        return lines
    }

    /// Who depends on one property of one object.
    func dependents(of object: ObjectIdentifier, typeName: String, property: String) -> [String] {
        let target = names.name(object, typeName: typeName) + ".\(property)"
        let readers = current.filter { tracking in
            tracking.dependencies.contains { $0.subject?.id == object && $0.property.name == property }
        }
        guard !readers.isEmpty else {
            return ["nothing depends on \(target): a change to it notifies no one"]
        }
        var lines = ["\(target) is read by \(readers.count) tracking\(readers.count == 1 ? "" : "s"):"]
        for (index, tracking) in readers.enumerated() {
            lines.append(
                (index == readers.count - 1 ? "└─ " : "├─ ") + "#\(names.tracking(tracking.tracking)) \(tracking.label)"
            )
        }
        return lines
    }

    // MARK: :why

    /// The causal chain of the last update, one change per paragraph-less group.
    func chain() -> [String] {
        guard !lastUpdate.isEmpty else {
            return ["nothing has changed an observed property yet"]
        }
        var lines: [String] = []
        for (index, step) in lastUpdate.enumerated() {
            let next = index + 1 < lastUpdate.count ? lastUpdate[index + 1] : nil
            switch step {
            case .mutation(let subject, let property, let site, let times):
                let count = times > 1 ? " (\(times) times)" : ""
                let place = site.map { " at \($0)" } ?? ""
                let hits: Bool
                if case .fired? = next { hits = true } else { hits = false }
                lines.append(
                    "\(name(ObservedDependency(subject: subject, property: property))) changed\(place)\(count)"
                        + (hits ? "" : ": nothing depended on it, no one was notified"))
            case .fired(let tracking, let label):
                let effect =
                    label.hasPrefix("body of ")
                    ? "view invalidated: its body runs at the next update"
                    : Self.isContinuous(label)
                        ? "its closure runs again, later, and tracks anew (continuous)"
                        : "onChange ran; the tracking is cancelled (one-shot)"
                lines.append("  hit registration of tracking #\(names.tracking(tracking)) (\(label)) → \(effect)")
            case .note(let text):
                lines.append(text)
            }
        }
        return lines
    }
}
