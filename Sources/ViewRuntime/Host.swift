// ViewRuntime — a small SwiftUI-shaped view graph for Linux, with SwiftUI's update rules.
//
// Usage from compiled Swift (exercises read like app code):
//
//     import Observation
//     import ViewRuntime          // re-exports LegacyObservation (ObservableObject, @Published)
//
//     @Observable final class Profile { var name = "Ada"; var email = "a@x" }
//
//     struct NameView: View {
//         let profile: Profile
//         var body: some View { Text(profile.name) }
//     }
//     struct Root: View {
//         @State var profile = Profile()
//         var body: some View {
//             VStack {
//                 NameView(profile: profile)
//                 TextField("Email", text: $profile.email)
//                 Button("Rename") { profile.name = "Grace" }
//             }
//         }
//     }
//
//     let host = try ViewHost(Root())          // mounts; evaluates every body once
//     try host.tap("Rename")                   // runs the action, then host.update()
//     host.bodyEvaluations(of: "NameView")     // 2
//     someModel.email = "b@x"; try host.update()   // after direct mutations, update()
//     print(host.render())                     // the tree, ← marks what re-evaluated
//
// Semantics: bodies run under observation tracking (toolchain `Observation` and the
// built-in `ObservationRuntime`, nested); a change to anything read, or any
// `objectWillChange` of a held `ObservableObject`, marks the view dirty; `update()`
// re-evaluates dirty views parents-first, once each per update (a transaction). A parent's
// re-evaluation re-creates its children's view values (counted as init calls) and
// re-evaluates a child's body only if its inputs changed (see InputComparison) or it is dirty.
//
// The dynamic core (for the interpreter, which has no Swift types for script views):
// build `ViewContent` values directly — `.composite(CompositeView(typeName:value:
// properties:hasSameInputs:body:))` for a script view, with `ViewProperty` values for its
// wrappers (`State(wrappedValue:)`, `StateObject`, `ObservedObject`, `Environment`, … or
// your own conforming type using `ViewPropertyContext.storage/hold/environment`), then
// `ViewHost(content:)`. Identity is the position in the `ViewContent` structure; the host
// keys persistent storage by (node, property name). Untyped wrappers for script objects:
// `DynamicObservedObject`, `DynamicStateObject`, `DynamicEnvironmentObject`,
// `Environment(key:isOptional:resolve:)`; an `ObservableObject` script instance is a
// `HeldObject(object:subscribe:)` over its `ObservableObjectPublisher`.
//
// Differences from SwiftUI, on purpose: `View` is not `@MainActor` (bodies run on the
// thread calling the host; keep models nonisolated); `ForEach` builds its rows eagerly;
// a missing environment object is detected when the view is installed, before its body,
// and reported as a thrown `ViewRuntimeError` instead of a crash.

import Observation
import ObservationRuntime
@_exported import LegacyObservation

public final class ViewHost {
    /// One view's counters, by identity.
    public struct ViewRecord: Equatable, Sendable {
        public var typeName: String
        public var identity: String
        public var bodyEvaluations: Int
        public var initCalls: Int
    }

    private let queue = InvalidationQueue()
    private var root: ViewNode?
    private var nodesByID: [Int: ViewNode] = [:]
    private var nextNodeID = 0
    private var pass = 0
    private var totals: [String: (bodies: Int, inits: Int)] = [:]
    private var stoppedBy: ViewRuntimeError?
    /// Type names of the bodies evaluated by the last mount/update, in evaluation order.
    public private(set) var reevaluatedInLastUpdate: [String] = []

    /// Mounts `view` and evaluates every body once.
    public convenience init<V: View>(_ view: V) throws {
        try self.init(content: ViewContent(view))
    }

    /// Mounts dynamic content (the interpreter's entry point).
    public init(content: ViewContent) throws {
        try guarded {
            pass += 1
            reevaluatedInLastUpdate = []
            let node = makeNode(key: .root, parent: nil, content: content, environment: .empty)
            root = node
            try apply(content, to: node, environment: .empty, delivered: true, isNew: true)
        }
    }

    // MARK: Updating

    /// Whether some view is invalidated and waiting for `update()`.
    public var hasPendingUpdates: Bool { !queue.pending.isEmpty }

    /// Re-evaluates every invalidated view (parents first), each once. Call after mutating
    /// models directly; actions (`tap`, `type`, `toggle`) call it for you.
    public func update() throws {
        try guarded {
            pass += 1
            reevaluatedInLastUpdate = []
            let passLimit = 100
            for _ in 0..<passLimit {
                let pending = queue.pending
                if pending.isEmpty { return }
                var dirtyNodes: [ViewNode] = []
                for id in pending {
                    if let node = nodesByID[id] { dirtyNodes.append(node) } else { queue.forget(id) }
                }
                dirtyNodes.sort { $0.depth < $1.depth }
                for node in dirtyNodes where queue.isDirty(node.id) && nodesByID[node.id] === node {
                    try refresh(node)
                }
            }
            throw ViewRuntimeError.updateDidNotSettle(passes: passLimit)
        }
    }

    /// Runs `changes`, then one update: all of it is one transaction.
    public func transaction(_ changes: () throws -> Void) throws {
        try changes()
        try update()
    }

    // MARK: Actions

    /// Runs the action of the `occurrence`-th button titled `title`, then updates.
    public func tap(_ title: String, occurrence: Int = 0) throws {
        let node = try control("Button", title, occurrence)
        if case .button(_, let action) = node.content { action() }
        try update()
    }

    /// Replaces the text of a text field (as if typed), then updates.
    public func type(_ text: String, into title: String, occurrence: Int = 0) throws {
        let node = try control("TextField", title, occurrence)
        if case .textField(_, let binding) = node.content { binding.wrappedValue = text }
        try update()
    }

    /// Flips a toggle, then updates.
    public func toggle(_ title: String, occurrence: Int = 0) throws {
        let node = try control("Toggle", title, occurrence)
        if case .toggle(_, let binding) = node.content { binding.wrappedValue.toggle() }
        try update()
    }

    // MARK: Inspection

    /// Body evaluations of all views of this type, over the host's lifetime (identities
    /// that were discarded included).
    public func bodyEvaluations(of typeName: String) -> Int { totals[typeName]?.bodies ?? 0 }

    /// Times a parent produced a view value of this type (its initialiser ran), all identities.
    public func initCalls(of typeName: String) -> Int { totals[typeName]?.inits ?? 0 }

    /// The live views of this type, in tree order, with their own counters.
    public func views(of typeName: String) -> [ViewRecord] {
        allNodes().filter { $0.composite?.typeName == typeName }.map(record)
    }

    /// Every live user view, in tree order.
    public var views: [ViewRecord] { allNodes().filter { $0.composite != nil }.map(record) }

    /// The strings of every `Text` on screen, in tree order.
    public var texts: [String] {
        allNodes().compactMap { node in
            if case .text(let string) = node.content { return string }
            return nil
        }
    }

    /// What a text field or toggle titled `title` currently shows.
    public func value(of title: String, occurrence: Int = 0) -> String? {
        let matches = allNodes().filter { node in
            switch node.content {
            case .textField(let t, _), .toggle(let t, _): return t == title
            default: return false
            }
        }
        return occurrence < matches.count ? matches[occurrence].displayedValue : nil
    }

    /// The tree as indented text; `←` marks bodies evaluated by the last mount/update.
    public func render() -> String {
        if let error = stoppedBy { return "error: \(error)\n" }
        guard let root else { return "" }
        return TreeRenderer(currentPass: pass).render(root)
    }

    // MARK: Evaluation (private)

    private func guarded(_ work: () throws -> Void) throws {
        if let stoppedBy { throw stoppedBy }
        do {
            try work()
        } catch let error as ViewRuntimeError {
            stoppedBy = error
            throw error
        }
    }

    private func makeNode(key: ChildKey, parent: ViewNode?, content: ViewContent, environment: EnvironmentValues) -> ViewNode {
        nextNodeID += 1
        let node = ViewNode(id: nextNodeID, key: key, parent: parent, content: content, environment: environment)
        nodesByID[node.id] = node
        queue.register(node.id)
        return node
    }

    private func discard(_ node: ViewNode) {
        for child in node.children { discard(child) }
        for cancellable in node.held.values { cancellable.cancel() }
        node.held = [:]
        node.storage = [:]
        nodesByID[node.id] = nil
        queue.forget(node.id)
    }

    /// Delivers `content` to `node`. `delivered` is true when a parent just produced it
    /// (an init call), false when only the environment is being pushed down.
    private func apply(_ content: ViewContent, to node: ViewNode, environment: EnvironmentValues, delivered: Bool, isNew: Bool) throws {
        let environmentChanged = !isNew && !node.environment.isEquivalent(to: environment)
        node.environment = environment
        if case .composite(let view) = content {
            if delivered {
                node.initCalls += 1
                totals[view.typeName, default: (0, 0)].inits += 1
            }
            let previous = isNew ? nil : node.composite
            node.content = content
            let mustEvaluate = isNew || queue.isDirty(node.id)
                || (delivered && !(previous.map { view.hasSameInputs($0.value) } ?? false))
                || (environmentChanged && dependenciesChanged(node))
            if mustEvaluate {
                try evaluate(node)
            } else {
                // Keep the previous value: its properties are the installed ones.
                if let previous { node.content = .composite(previous) }
                if environmentChanged { try pushEnvironment(into: node) }
            }
            return
        }
        node.content = content
        switch content {
        case .textField, .toggle: refreshDisplay(node)
        default: break
        }
        try reconcileChildren(of: node, with: content.childContents, delivered: delivered)
    }

    private func dependenciesChanged(_ node: ViewNode) -> Bool {
        node.environmentDependencies.contains { key, objectID in
            node.environment.lookup(key).map { ObjectIdentifier($0.object) } != objectID
        }
    }

    private func pushEnvironment(into node: ViewNode) throws {
        let environment = childEnvironment(of: node)
        for child in node.children {
            try apply(child.content, to: child, environment: environment, delivered: false, isNew: false)
        }
    }

    private func childEnvironment(of node: ViewNode) -> EnvironmentValues {
        if case .environment(let entry, _) = node.content { return node.environment.adding(entry) }
        return node.environment
    }

    private func reconcileChildren(of node: ViewNode, with contents: [(ChildKey, ViewContent)], delivered: Bool) throws {
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
    private func refresh(_ node: ViewNode) throws {
        switch node.content {
        case .composite: try evaluate(node)
        case .textField, .toggle: refreshDisplay(node)
        default: queue.clear(node.id)
        }
    }

    private func evaluate(_ node: ViewNode) throws {
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
        let result = BodyTracking.track({ Result { try view.body() } }, onChange: {
            queue.invalidate(id, generation: generation)
        })
        node.bodyEvaluations += 1
        node.lastEvaluatedPass = pass
        totals[view.typeName, default: (0, 0)].bodies += 1
        reevaluatedInLastUpdate.append(view.typeName)
        let body: ViewContent
        switch result {
        case .success(let content): body = content
        case .failure(let error as ViewRuntimeError): throw error
        case .failure(let error): throw ViewRuntimeError.bodyFailed(view: view.typeName, message: "\(error)")
        }
        try reconcileChildren(of: node, with: [(.only, body)], delivered: true)
    }

    /// Reads what a text field or toggle shows, tracked so that a change re-reads it.
    private func refreshDisplay(_ node: ViewNode) {
        queue.clear(node.id)
        let queue = self.queue
        let id = node.id
        let generation = queue.beginTracking(id)
        let content = node.content
        node.displayedValue = BodyTracking.track({
            switch content {
            case .textField(_, let text): return "\"\(text.wrappedValue)\""
            case .toggle(_, let isOn): return isOn.wrappedValue ? "on" : "off"
            default: return nil
            }
        }, onChange: { queue.invalidate(id, generation: generation) })
    }

    func hold(_ object: HeldObject, in node: ViewNode) {
        let objectID = ObjectIdentifier(object.object)
        node.heldThisEvaluation.insert(objectID)
        if node.held[objectID] != nil { return }
        let queue = self.queue
        let id = node.id
        node.held[objectID] = object.subscribe { queue.invalidate(id) }
    }

    private func control(_ kind: String, _ title: String, _ occurrence: Int) throws -> ViewNode {
        if let stoppedBy { throw stoppedBy }
        let matches = allNodes().filter { node in
            switch node.content {
            case .button(let t, _): return kind == "Button" && t == title
            case .textField(let t, _): return kind == "TextField" && t == title
            case .toggle(let t, _): return kind == "Toggle" && t == title
            default: return false
            }
        }
        guard occurrence >= 0, occurrence < matches.count else {
            throw ViewRuntimeError.controlNotFound(kind: kind, title: title, occurrence: occurrence)
        }
        return matches[occurrence]
    }

    private func allNodes() -> [ViewNode] {
        var result: [ViewNode] = []
        var stack: [ViewNode] = root.map { [$0] } ?? []
        while let node = stack.popLast() {
            result.append(node)
            stack.append(contentsOf: node.children.reversed())
        }
        return result
    }

    private func record(_ node: ViewNode) -> ViewRecord {
        ViewRecord(typeName: node.typeName, identity: node.identityPath,
                   bodyEvaluations: node.bodyEvaluations, initCalls: node.initCalls)
    }
}
