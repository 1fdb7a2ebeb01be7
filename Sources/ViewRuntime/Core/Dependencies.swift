import ObservationRuntime

extension ViewHost {
    /// The dependency footprint of the live views of this type: every `Object#n.property`
    /// their last body evaluation read on the built-in runtime (the interpreter's objects,
    /// hand-written built-in models, a view's `@State` as `Counter.@State taps`), in order.
    /// Objects are numbered per type in the order this host first meets them (tree order).
    /// Reads of toolchain `@Observable` models are not listed: the toolchain's
    /// `Observation` does not tell which properties a tracking read.
    public func dependencies(of typeName: String) -> [String] {
        var names = DependencyNames()
        var result: [String] = []
        for node in allNodes() where node.composite != nil {
            // Sorted by name: read sets are ordered by interned property id, which depends on
            // what the process ran before, not on the body.
            let listed = node.dependencies.map { names.name(of: $0) }.sorted()
            if node.typeName == typeName {
                for dependency in listed where !result.contains(dependency) { result.append(dependency) }
            }
        }
        return result
    }
}

/// `Board#1.home`: an object named by type and order of first appearance.
struct DependencyNames {
    private var numbers: [ObjectIdentifier: Int] = [:]
    private var counts: [String: Int] = [:]

    mutating func name(of dependency: ObservedDependency) -> String {
        guard let subject = dependency.subject else { return "?.\(dependency.property)" }
        let number: Int
        if let known = numbers[subject.id] {
            number = known
        } else {
            number = (counts[subject.typeName] ?? 0) + 1
            counts[subject.typeName] = number
            numbers[subject.id] = number
        }
        // A view's own `@State` is one slot per identity: `Home.@State taps`, not `….value`.
        if subject.typeName.contains(".@State ") {
            return number == 1 ? subject.typeName : "\(subject.typeName)#\(number)"
        }
        return "\(subject.typeName)#\(number).\(dependency.property)"
    }
}
