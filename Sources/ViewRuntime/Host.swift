// ViewRuntime — a small SwiftUI-shaped view graph for Linux, with SwiftUI's update rules.
// RULES.md beside this file lists each rule it implements and the source it follows.
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
//         @Bindable var profile: Profile
//         @State var taps = 0
//         var body: some View {
//             VStack {
//                 NameView(profile: profile)
//                 TextField("Email", text: $profile.email)
//                 Button("Tap \(taps)") { taps += 1 }
//             }
//         }
//     }
//
//     let profile = Profile()
//     let host = try ViewHost(Root(profile: profile))   // mounts: every body runs once
//     profile.name = "Grace"                   // invalidates NameView only…
//     try host.update()                        // …re-evaluated here (call after mutations)
//     try host.type("b@x", into: "Email")      // re-evaluates Root: `$profile.email` read email;
//                                              // actions: tap / type(_:into:) / toggle,
//     try host.tap("Tap 0")                    //   each followed by update()
//     host.bodyEvaluations(of: "NameView")     // 2 (all identities); initCalls(of:) too
//     host.views(of: "NameView")               // per identity: path, body and init counts
//     host.lastUpdate                          // [Root: a property it read changed]
//     host.texts; host.value(of: "Email")      // what is on screen
//     print(host.render())                     // the tree; ← marks what re-evaluated
//
// Errors (`ViewRuntimeError`): a missing environment object, an unknown control title,
// views that never settle; an error a body throws (interpreter bodies can) is rethrown
// as is. Rendering stops at the first such error; later calls rethrow it. (An unknown
// control title only fails that action.)
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
// `HeldObject(object:subscribe:)` over its `ObservableObjectPublisher`, and each of its
// `@Published` properties a LegacyObservation `PublishedCell` connected to that publisher.
//
// Differences from SwiftUI, on purpose: `View` is not `@MainActor` (bodies run on the
// thread calling the host; keep models nonisolated); `ForEach` builds its rows eagerly;
// a missing environment object is detected when the view is installed, before its body,
// and reported as a thrown `ViewRuntimeError` instead of a crash.

@_exported import LegacyObservation

/// Mounts a view tree and keeps it up to date. Use it from one thread at a time; models
/// may be mutated from any thread (invalidations are queued until `update()`).
public final class ViewHost {
    /// One view's counters, by identity.
    public struct ViewRecord: Equatable, Sendable {
        public var typeName: String
        public var identity: String
        public var bodyEvaluations: Int
        public var initCalls: Int
    }

    let queue = InvalidationQueue()
    var root: ViewNode?
    var nodesByID: [Int: ViewNode] = [:]
    var nextNodeID = 0
    var pass = 0
    var totals: [String: (bodies: Int, inits: Int)] = [:]
    /// The error that stopped rendering: a `ViewRuntimeError`, or whatever a body threw
    /// (the interpreter's own diagnostics pass through unchanged).
    var stoppedBy: (any Error)?
    var appearActions: [() -> Void] = []
    var uuidNumbers: [AnyHashable: Int] = [:]
    /// The bodies evaluated by the last mount/update, in evaluation order, and why.
    public internal(set) var lastUpdate: [Evaluation] = []

    /// Called after every body evaluation, as it happens (the REPL can show them live).
    public var onEvaluation: ((Evaluation) -> Void)?

    /// Where `Self._printChanges()` / `_logChanges()` lines go; standard output by default.
    public var changeLog: (String) -> Void = { print($0) }

    /// Type names of views whose parent re-ran but whose inputs were equal, so their body
    /// was skipped, in the last mount/update.
    public internal(set) var skippedInLastUpdate: [String] = []

    /// Type names of the bodies evaluated by the last mount/update, in evaluation order.
    public var reevaluatedInLastUpdate: [String] { lastUpdate.map(\.typeName) }

    /// Mounts `view` and evaluates every body once. `changeLog` receives the lines of
    /// `Self._printChanges()` (standard output by default).
    public convenience init<V: View>(
        _ view: V, onEvaluation: ((Evaluation) -> Void)? = nil, changeLog: @escaping (String) -> Void = { print($0) }
    ) throws {
        try self.init(content: ViewContent(view), onEvaluation: onEvaluation, changeLog: changeLog)
    }

    /// Mounts dynamic content (the interpreter's entry point).
    public init(
        content: ViewContent, onEvaluation: ((Evaluation) -> Void)? = nil,
        changeLog: @escaping (String) -> Void = { print($0) }
    ) throws {
        self.onEvaluation = onEvaluation
        self.changeLog = changeLog
        try guarded {
            pass += 1
            lastUpdate = []
            skippedInLastUpdate = []
            let node = makeNode(key: .root, parent: nil, content: content, environment: .empty)
            root = node
            try apply(content, to: node, environment: .empty, delivered: true, isNew: true)
            try settle()
        }
    }

    /// A host that is gone observes nothing: each view's built-in tracking goes with it.
    deinit {
        for node in allNodes() { node.tracking.cancel() }
    }

    // MARK: Updating

    /// Whether some view is invalidated and waiting for `update()`.
    public var hasPendingUpdates: Bool { !queue.pending.isEmpty }

    /// Re-evaluates every invalidated view (parents first), each once. Call after mutating
    /// models directly; actions (`tap`, `type`, `toggle`) call it for you.
    public func update() throws {
        try guarded {
            pass += 1
            lastUpdate = []
            skippedInLastUpdate = []
            try settle()
        }
    }

    /// Re-evaluates invalidated views parents-first, runs `.onAppear` actions of newly
    /// mounted views, and repeats until nothing is left (bounded).
    private func settle() throws {
        let passLimit = 100
        for _ in 0..<passLimit {
            let pending = queue.pending
            if pending.isEmpty && appearActions.isEmpty { return }
            var dirtyNodes: [ViewNode] = []
            for id in pending {
                if let node = nodesByID[id] { dirtyNodes.append(node) } else { queue.forget(id) }
            }
            // Parents first; among equals, creation order, so runs are deterministic.
            dirtyNodes.sort { ($0.depth, $0.id) < ($1.depth, $1.id) }
            for node in dirtyNodes where queue.isDirty(node.id) && nodesByID[node.id] === node {
                try refresh(node)
            }
            let actions = appearActions
            appearActions = []
            for action in actions { action() }
        }
        throw ViewRuntimeError.updateDidNotSettle(passes: passLimit)
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

    // MARK: Helpers

    private func guarded(_ work: () throws -> Void) throws {
        if let stoppedBy { throw stoppedBy }
        do {
            try work()
        } catch {
            stoppedBy = error
            throw error
        }
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

    func allNodes() -> [ViewNode] {
        var result: [ViewNode] = []
        var stack: [ViewNode] = root.map { [$0] } ?? []
        while let node = stack.popLast() {
            result.append(node)
            stack.append(contentsOf: node.children.reversed())
        }
        return result
    }

    private func record(_ node: ViewNode) -> ViewRecord {
        ViewRecord(
            typeName: node.typeName, identity: node.identityPath,
            bodyEvaluations: node.bodyEvaluations, initCalls: node.initCalls)
    }
}
