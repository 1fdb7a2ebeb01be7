import Foundation
import ScriptFrontEnd
import ViewRuntime

// Script views: a `struct X: View` of the script becomes, for the host, a `CompositeView`
// (ViewRuntime's dynamic core). The interpreter keeps a view value as an `Instance` (so a
// `Button` action can write `taps += 1` through the nonmutating setter of a wrapper, as in
// Swift); its wrapped properties are `ScriptViewWrapper`s stored under `_name`.
//
// Compiled unoptimized (`@_optimize(none)`; ARCHITECTURE.md, "Build cost"): this runs once per
// view per render, not once per step.

/// Where a script view value keeps how deeply it is nested (no script name has a `$`).
let viewDepthField = "$viewDepth"

extension ViewBridge {
    @_optimize(none) func isViewType(_ type: TypeInfo) -> Bool { type.kind == .structType && type.conforms(to: "View") }

    /// A property-wrapped stored property of a script view (reads and writes go through
    /// `legacyGet`/`legacySet`, like `@Published` ones).
    @_optimize(none) func isViewWrapped(_ type: TypeInfo, _ name: String) -> Bool {
        guard isViewType(type), let stored = type.findStored(name) else { return false }
        return ViewWrapperKind(wrapping: stored) != nil
    }

    @_optimize(none) func assignViewWrapper(
        _ inst: Instance, _ name: String, _ value: Value, pos: SourcePos
    ) throws -> Bool {
        guard let wrapper = viewWrapper(of: inst, name) else { return false }
        try wrapper.assign(value, pos: pos)
        try interpreter.observation.rethrowCallbackError()
        return true
    }

    /// `$name` of a wrapped view property; nil when it has none (yet).
    @_optimize(none) func viewProjection(_ inst: Instance, _ name: String) -> Value? {
        guard let wrapper = viewWrapper(of: inst, name) else { return nil }
        return try? wrapper.projectedValue(pos: .unknown)
    }

    /// `$name` unqualified, inside a body or method of the view (or model) declaring it.
    @_optimize(none) func projectionInScope(_ name: String, in env: Environment, pos: SourcePos) throws -> Value? {
        guard name.hasPrefix("$") && name.count > 1 || name == "objectWillChange",
            let selfBox = interpreter.findSelf(env), case .object(let inst) = selfBox.value
        else { return nil }
        return interpreter.observation.legacyMember(inst, name)
    }

    @_optimize(none) func viewWrapper(of inst: Instance, _ name: String) -> ScriptViewWrapper? {
        guard case .native(let box)? = inst.fields["_" + name] else { return nil }
        return box.object as? ScriptViewWrapper
    }

    /// The wrappers of a view value in declaration order, keyed like compiled reflection (`_taps`).
    @_optimize(none) func viewWrappers(of inst: Instance) -> [(name: String, property: any ViewProperty)] {
        inst.type.storedProperties.compactMap { stored in
            viewWrapper(of: inst, stored.name).map { ("_" + stored.name, $0 as any ViewProperty) }
        }
    }

    // MARK: The host's view of a script view

    /// What a view holding this `ObservableObject` subscribes to: its `objectWillChange`.
    @_optimize(none) func heldObject(_ inst: Instance) -> HeldObject {
        HeldObject(object: inst) { [unowned self] onWillChange in
            self.objectWillChange(of: inst).sink { _ in onWillChange() }
        }
    }

    /// `objectWillChange` of a script instance: the one it declares, or the synthesised
    /// one — which, for a class without `@Published` properties, is a fresh and silent
    /// publisher on every read (as in Combine and LegacyObservation).
    @_optimize(none) func objectWillChange(of inst: Instance) -> ObservableObjectPublisher {
        if inst.type.findStored("objectWillChange") != nil {
            if case .native(let box)? = inst.fields["objectWillChange"],
                let declared = box.object as? ObservableObjectPublisher
            {
                return declared
            }
            return ObservableObjectPublisher()
        }
        var nextType: TypeInfo? = inst.type
        var hasPublished = false
        while let typeInfo = nextType, !hasPublished {
            hasPublished = !typeInfo.publishedProperties.isEmpty
            nextType = typeInfo.superclass
        }
        return hasPublished ? interpreter.observation.legacyState(inst).objectWillChange : ObservableObjectPublisher()
    }

    @_optimize(none) func compositeView(_ inst: Instance) -> CompositeView {
        CompositeView(
            typeName: inst.type.name,
            value: inst,
            properties: { [unowned self] in self.viewWrappers(of: inst) },
            hasSameInputs: { [unowned self] previous in
                guard let old = previous as? Instance else { return false }
                return self.sameViewInputs(old, inst)
            },
            body: { [unowned self] in try self.evaluateViewBody(inst) }
        )
    }

    @_optimize(none) func evaluateViewBody(_ inst: Instance) throws -> ViewContent {
        guard let property = inst.type.findComputed("body"), case .computed(let get, _, _) = property.accessors else {
            throw ScriptError.cannotRun(
                "the view '\(inst.type.name)', which has no computed 'body'", at: inst.type.decl?.pos ?? .unknown)
        }
        let scope = Environment(parent: inst.type.environment)
        scope.selfBox = Box(.object(inst), isLet: true)
        scope.selfType = inst.type
        interpreter.bounds.callDepth += 1
        defer { interpreter.bounds.callDepth -= 1 }
        if interpreter.bounds.callDepth > interpreter.options.recursionLimit {
            throw ScriptError.stopped(
                "execution stopped: more than \(interpreter.options.recursionLimit) nested calls (endless recursion?)",
                at: property.pos)
        }
        // A view containing itself would nest without end (SwiftUI overflows the stack).
        let depth: Int
        if case .int(let storedDepth)? = inst.fields[viewDepthField] { depth = storedDepth } else { depth = 0 }
        if depth > ViewBridge.viewNestingLimit {
            throw ScriptError.stopped(
                "execution stopped: views nested more than \(ViewBridge.viewNestingLimit) deep (does '\(inst.type.name)' contain itself?)",
                at: property.pos)
        }
        let content = try buildViewContent(get, in: scope, pos: property.pos)
        markNesting(content, depth: depth + 1)
        try interpreter.observation.rethrowCallbackError()
        return content
    }

    static let viewNestingLimit = 500

    /// Records on each script view a body produced how deeply it is nested.
    @_optimize(none) private func markNesting(_ content: ViewContent, depth: Int) {
        switch content {
        case .composite(let view):
            (view.value as? Instance)?.fields[viewDepthField] = .int(depth)
        case .group(let parts):
            for part in parts { markNesting(part, depth: depth) }
        case .forEach(let rows):
            for row in rows { markNesting(row.content, depth: depth) }
        case .container(_, let inner), .branch(_, let inner), .environment(_, let inner), .identified(_, let inner),
            .onAppear(_, let inner), .decorated(_, let inner):
            markNesting(inner, depth: depth)
        case .empty, .text, .button, .textField, .toggle:
            break
        }
    }
}
