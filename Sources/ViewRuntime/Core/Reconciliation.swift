// How the host turns content into nodes and keeps them current: delivering content to a
// node (an init call), deciding whether a body must run (new identity, invalidated, new
// inputs, changed environment), evaluating it under tracking, matching children by key.

import Foundation
import ObservationRuntime

extension ViewHost {
    func makeNode(key: ChildKey, parent: ViewNode?, content: ViewContent, environment: EnvironmentValues) -> ViewNode {
        nextNodeID += 1
        let node = ViewNode(id: nextNodeID, key: key, parent: parent, content: content, environment: environment)
        switch key {
        case .row(let id), .explicit(let id): node.idText = describe(id)
        default: break
        }
        nodesByID[node.id] = node
        queue.register(node.id)
        return node
    }

    func discard(_ node: ViewNode) {
        for child in node.children { discard(child) }
        for cancellable in node.held.values { cancellable.cancel() }
        node.held = [:]
        node.tracking.cancel()
        node.tracking = .none
        node.storage = [:]
        nodesByID[node.id] = nil
        queue.forget(node.id)
    }

    /// Delivers `content` to `node`. `delivered` is true when a parent just produced it
    /// (an init call), false when only the environment is being pushed down.
    func apply(
        _ content: ViewContent, to node: ViewNode, environment: EnvironmentValues, delivered: Bool, isNew: Bool
    ) throws {
        let environmentChanged = !isNew && !node.environment.isEquivalent(to: environment)
        node.environment = environment
        if case .composite(let view) = content {
            if delivered {
                node.initCalls += 1
                totals[view.typeName, default: (0, 0)].inits += 1
            }
            let previous = isNew ? nil : node.composite
            node.content = content
            let dirtyReason = isNew ? nil : queue.clear(node.id)
            let newInputs = !isNew && delivered && !(previous.map { view.hasSameInputs($0.value) } ?? false)
            let reason: EvaluationReason? =
                if isNew { .mounted } else if let dirtyReason { dirtyReason } else if newInputs {
                    .inputsChanged
                } else if environmentChanged && dependenciesChanged(node) { .environmentChanged } else { nil }
            if let reason {
                var changes = queue.takeChanges(node.id)
                if newInputs || isNew { changes.append("@self") }
                if isNew { changes.append("@identity") }
                if reason == .environmentChanged { changes.append("@dependencies") }
                try evaluate(node, because: reason, changes: BodyChanges.ordered(changes))
            } else {
                // Keep the previous value: its properties are the installed ones.
                if let previous { node.content = .composite(previous) }
                if delivered { noteSkipped(node) }
                if environmentChanged { try pushEnvironment(into: node) }
            }
            return
        }
        node.content = content
        switch content {
        case .textField, .toggle: refreshDisplay(node)
        case .onAppear(let action, _) where isNew: appearActions.append(action)
        default: break
        }
        try reconcileChildren(of: node, with: content.childContents, delivered: delivered)
    }

    func dependenciesChanged(_ node: ViewNode) -> Bool {
        node.environmentDependencies.contains { key, objectID in
            node.environment.lookup(key).map { ObjectIdentifier($0.object) } != objectID
        }
    }

    func pushEnvironment(into node: ViewNode) throws {
        let environment = childEnvironment(of: node)
        for child in node.children {
            try apply(child.content, to: child, environment: environment, delivered: false, isNew: false)
        }
    }

    func childEnvironment(of node: ViewNode) -> EnvironmentValues {
        if case .environment(let entry, _) = node.content { return node.environment.adding(entry) }
        return node.environment
    }

    func reconcileChildren(of node: ViewNode, with contents: [(ChildKey, ViewContent)], delivered: Bool) throws {
        let environment = childEnvironment(of: node)
        var previous: [ChildKey: ViewNode] = [:]
        previous.reserveCapacity(node.children.count)
        for child in node.children { previous[child.key] = child }
        var children: [ViewNode] = []
        children.reserveCapacity(contents.count)
        for (key, content) in contents {
            if let existing = previous[key], existing.signature == content.signature {
                previous[key] = nil
                children.append(existing)
                try apply(content, to: existing, environment: environment, delivered: delivered, isNew: false)
            } else {
                let child = makeNode(key: key, parent: node, content: content, environment: environment)
                children.append(child)
                try apply(content, to: child, environment: environment, delivered: true, isNew: true)
            }
        }
        for leftover in previous.values { discard(leftover) }
        node.children = children
    }

    /// Re-evaluates an invalidated node in place (same value, same environment).
    func refresh(_ node: ViewNode) throws {
        switch node.content {
        case .composite:
            let reason = queue.clear(node.id) ?? .trackedReadChanged
            try evaluate(node, because: reason, changes: BodyChanges.ordered(queue.takeChanges(node.id)))
        case .textField, .toggle: refreshDisplay(node)
        default: queue.clear(node.id)
        }
    }

    func evaluate(_ node: ViewNode, because reason: EvaluationReason, changes: [String]) throws {
        guard let view = node.composite else { return }
        queue.clear(node.id)
        node.environmentDependencies = [:]
        node.heldThisEvaluation = []
        for (name, property) in view.properties() {
            try property.install(in: ViewPropertyContext(node: node, host: self, name: name))
        }
        for (id, cancellable) in node.held where !node.heldThisEvaluation.contains(id) {
            cancellable.cancel()
            node.held[id] = nil
        }
        let queue = self.queue
        let id = node.id
        let generation = queue.beginTracking(id)
        let current = BodyChanges.Current(log: changeLog) {
            // A new identity: every dynamic property is new too (computed only if asked for).
            let properties =
                changes.contains("@identity") ? view.properties().map { BodyChanges.storageName($0.name) } : []
            return BodyChanges.line(typeName: view.typeName, changes: changes + properties)
        }
        let (result, dependencies) = BodyTracking.track(
            { BodyChanges.during(current) { Result { try view.body() } } },
            label: "body of \(node.identityPath)",
            replacing: &node.tracking,
            onChange: { change in queue.invalidate(id, generation: generation, change: BodyChanges.name(of: change)) })
        node.dependencies = dependencies
        node.bodyEvaluations += 1
        node.lastEvaluatedPass = pass
        totals[view.typeName, default: (0, 0)].bodies += 1
        let evaluation = Evaluation(typeName: view.typeName, identity: node.identityPath, reason: reason)
        lastUpdate.append(evaluation)
        ObservationFootprint.note("\(node.identityPath) body ran: \(reason)")
        onEvaluation?(evaluation)
        try reconcileChildren(of: node, with: [(.only, try result.get())], delivered: true)
    }

    /// Reads what a text field or toggle shows, tracked so that a change re-reads it.
    func refreshDisplay(_ node: ViewNode) {
        queue.clear(node.id)
        let queue = self.queue
        let id = node.id
        _ = queue.takeChanges(id)
        let generation = queue.beginTracking(id)
        let content = node.content
        let displayed = BodyTracking.track(
            { () -> String? in
                switch content {
                case .textField(_, let text): return "\"\(text.wrappedValue)\""
                case .toggle(_, let isOn): return isOn.wrappedValue ? "on" : "off"
                default: return nil
                }
            },
            label: "\(node.identityPath) display",
            replacing: &node.tracking,
            onChange: { _ in queue.invalidate(id, generation: generation) }
        )
        node.displayedValue = displayed.value
    }

    /// A parent re-ran and produced this view with the same inputs: its body is skipped.
    func noteSkipped(_ node: ViewNode) {
        skippedInLastUpdate.append(node.typeName)
        ObservationFootprint.note("\(node.identityPath) body skipped: same inputs")
    }

    func hold(_ object: HeldObject, in node: ViewNode, by property: String) {
        let objectID = ObjectIdentifier(object.object)
        node.heldThisEvaluation.insert(objectID)
        if node.held[objectID] != nil { return }
        let queue = self.queue
        let id = node.id
        let reason = EvaluationReason.objectWillChange(typeName: object.typeName)
        let change = BodyChanges.storageName(property)
        node.held[objectID] = object.subscribe { queue.invalidate(id, because: reason, change: change) }
    }

    /// A UUID is shown as `UUID 1`, `UUID 2`, … by first appearance in this host: the
    /// rendered tree shows that the identity changed without printing random text.
    func describe(_ id: AnyHashable) -> String {
        guard id.base is UUID else { return "\(id.base)" }
        if let number = uuidNumbers[id] { return "UUID \(number)" }
        let number = uuidNumbers.count + 1
        uuidNumbers[id] = number
        return "UUID \(number)"
    }
}
