import LegacyObservation
import ObservationRuntime
import ScriptFrontEnd
import ViewRuntime

// The property wrappers of script views, as `ViewProperty` values the host installs —
// the same rules as ViewRuntime's compiled wrappers: `@State` keeps the first value per
// identity (its initial value is evaluated at every init of the view), `@StateObject`
// evaluates its autoclosure once per identity, `@ObservedObject`/`@StateObject`/
// `@EnvironmentObject` hold an `ObservableObject` (every `objectWillChange` re-evaluates),
// `@Environment` finds an `@Observable` object by type. Each script view instance keeps
// its wrappers in its fields under `_name`.
//
// Compiled unoptimized (`@_optimize(none)`; ARCHITECTURE.md, "Build cost"): this runs once per
// view per render, not once per step.

/// One wrapped stored property of one script view value.
class ScriptViewWrapper: ViewProperty {
    unowned let interpreter: Interpreter
    @_optimize(none) init(interpreter: Interpreter) { self.interpreter = interpreter }

    /// What reading the property gives.
    var wrappedValue: Value { .void }
    /// Writing the property (`@State`, `@Binding`; the object wrappers refuse).
    @_optimize(none) func assign(_ value: Value, pos: SourcePos) throws {
        throw ScriptError.cannotRun("an assignment to an object wrapper's property (it holds its object)", at: pos)
    }
    /// `$name`.
    @_optimize(none) func projectedValue(pos: SourcePos) throws -> Value {
        throw ScriptError.cannotRun("'$' on a wrapped property that has no projection", at: pos)
    }
    @_optimize(none) func install(in context: ViewPropertyContext) throws {}
    @_optimize(none) func hasSameInput(as previous: any ViewProperty) -> Bool { false }
}

// MARK: @State

/// The persistent storage of one `@State` within one identity: observable on the built-in
/// runtime (named like ViewRuntime's, `Counter.@State taps`), so a body reading it is
/// invalidated when it is written.
final class ScriptStateSlot: ObservationRuntime.Observable, ObservationTraceNaming {
    private let registrar = ObservationRuntime.ObservationRegistrar()
    private var stored: Value
    let observationTypeName: String
    private static let property = PropertyID(name: "value")

    @_optimize(none) init(_ value: Value, name: String) {
        stored = value
        observationTypeName = name
    }

    var untrackedValue: Value { stored }

    var value: Value {
        get {
            registrar.access(self, property: Self.property)
            return stored
        }
        set {
            registrar.withMutation(of: self, property: Self.property) { stored = newValue }
        }
    }
}

final class StateWrapper: ScriptViewWrapper {
    private var initial: Value
    private(set) var slot: ScriptStateSlot?

    @_optimize(none) init(interpreter: Interpreter, initial: Value) {
        self.initial = initial
        super.init(interpreter: interpreter)
    }

    override var wrappedValue: Value { slot?.value ?? initial }
    /// What projecting the state (`$value`) sees: no read is registered.
    var untrackedValue: Value { slot?.untrackedValue ?? initial }

    @_optimize(none) override func assign(_ value: Value, pos: SourcePos) throws {
        guard let slot else {
            initial = value
            return
        }
        // Writing what is already there (the same object, an equal value) changes nothing.
        guard !interpreter.views.isSameStateValue(slot.value, value) else { return }
        if ObservationFootprint.isRecording {
            ObservationFootprint.noteMutation(
                of: slot, PropertyID(name: "value"),
                site: interpreter.observation.site(
                    of: pos, mentioning: slot.observationTypeName.components(separatedBy: " ").last))
        }
        slot.value = value
    }

    @_optimize(none) override func projectedValue(pos: SourcePos) throws -> Value {
        let location: AnyHashable =
            slot.map { AnyHashable(ObjectIdentifier($0)) } ?? AnyHashable(ObjectIdentifier(self))
        let binding = ScriptBinding(
            get: { [weak self] in self?.wrappedValue ?? .void },
            set: { [weak self] in try self?.assign($0, pos: pos) },
            location: location,
            peek: { [weak self] in self?.untrackedValue ?? .void })
        return interpreter.views.bindingValue(binding)
    }

    @_optimize(none) override func install(in context: ViewPropertyContext) throws {
        guard slot == nil else { return }
        let name = "\(context.viewTypeName).@State \(context.propertyName)"
        let start = initial
        slot = context.storage { ScriptStateSlot(start, name: name) }
        // The discarded initial value is not kept alive by the view value.
        initial = .void
    }

    @_optimize(none) override func hasSameInput(as previous: any ViewProperty) -> Bool { previous is StateWrapper }
}

// MARK: Object holders

final class StateObjectWrapper: ScriptViewWrapper {
    private let inner: DynamicStateObject
    /// An error the script's initial-value expression threw, rethrown by `install`.
    private let failureBox: FailureBox

    @_optimize(none) init(interpreter: Interpreter, make: @escaping () throws -> Value, pos: SourcePos) {
        let box = FailureBox()
        inner = DynamicStateObject { [unowned interpreter] in
            do {
                let value = try make()
                if case .object(let inst) = value, interpreter.observation.isObservableObject(inst.type) {
                    return interpreter.views.heldObject(inst)
                }
                box.error = ScriptError.cannotRun(
                    "'@StateObject' over '\(interpreter.descriptions.typeName(of: value))', which is not an ObservableObject",
                    at: pos)
            } catch { box.error = error }
            return HeldObject(object: box) { _ in AnyCancellable {} }
        }
        failureBox = box
        super.init(interpreter: interpreter)
    }

    override var wrappedValue: Value {
        if let inst = inner.object as? Instance { return .object(inst) }
        return .void
    }

    @_optimize(none) override func projectedValue(pos: SourcePos) throws -> Value {
        guard case .object(let inst) = wrappedValue else {
            throw ScriptError.runtime(
                "@StateObject was read before its view was mounted (in init?); read it in body", at: pos)
        }
        return interpreter.views.objectProjection(inst)
    }

    @_optimize(none) override func install(in context: ViewPropertyContext) throws {
        try inner.install(in: context)
        if let error = failureBox.error {
            failureBox.error = nil
            throw error
        }
    }

    @_optimize(none) override func hasSameInput(as previous: any ViewProperty) -> Bool {
        previous is StateObjectWrapper
    }
}

final class FailureBox { var error: Error? }

final class ObservedObjectWrapper: ScriptViewWrapper {
    let object: Instance
    @_optimize(none) init(interpreter: Interpreter, object: Instance) {
        self.object = object
        super.init(interpreter: interpreter)
    }
    override var wrappedValue: Value { .object(object) }
    @_optimize(none) override func projectedValue(pos: SourcePos) throws -> Value {
        interpreter.views.objectProjection(object)
    }
    @_optimize(none) override func install(in context: ViewPropertyContext) throws {
        try DynamicObservedObject(interpreter.views.heldObject(object)).install(in: context)
    }
    @_optimize(none) override func hasSameInput(as previous: any ViewProperty) -> Bool {
        (previous as? ObservedObjectWrapper)?.object === object
    }
}

final class BindableWrapper: ScriptViewWrapper {
    let object: Instance
    @_optimize(none) init(interpreter: Interpreter, object: Instance) {
        self.object = object
        super.init(interpreter: interpreter)
    }
    override var wrappedValue: Value { .object(object) }
    @_optimize(none) override func projectedValue(pos: SourcePos) throws -> Value {
        interpreter.views.objectProjection(object)
    }
    @_optimize(none) override func hasSameInput(as previous: any ViewProperty) -> Bool {
        (previous as? BindableWrapper)?.object === object
    }
}

// MARK: @Binding

final class BindingWrapper: ScriptViewWrapper {
    let binding: ScriptBinding
    @_optimize(none) init(interpreter: Interpreter, binding: ScriptBinding) {
        self.binding = binding
        super.init(interpreter: interpreter)
    }
    override var wrappedValue: Value {
        do { return try binding.get() } catch {
            interpreter.observation.runCallback { throw error }
            return .void
        }
    }
    @_optimize(none) override func assign(_ value: Value, pos: SourcePos) throws { try binding.set(value) }
    @_optimize(none) override func projectedValue(pos: SourcePos) throws -> Value {
        interpreter.views.bindingValue(binding)
    }
    /// Two bindings to the same place are the same input; `Binding(get:set:)` always differs.
    @_optimize(none) override func hasSameInput(as previous: any ViewProperty) -> Bool {
        guard let location = binding.location, let previous = previous as? BindingWrapper else { return false }
        return previous.binding.location == location
    }
}

// MARK: Environment

final class EnvironmentWrapper: ScriptViewWrapper {
    let typeName: String
    private let inner: ViewRuntime.Environment<Value>
    private var resolved: Value?

    @_optimize(none) init(interpreter: Interpreter, key: EnvironmentKey, isOptional: Bool) {
        typeName = key.typeName
        inner = ViewRuntime.Environment<Value>(key: key, isOptional: isOptional) { object in
            if let inst = object as? Instance { return isOptional ? .optional(.object(inst)) : .object(inst) }
            return isOptional ? .optional(nil) : nil
        }
        super.init(interpreter: interpreter)
    }

    override var wrappedValue: Value {
        if let resolved { return resolved }
        interpreter.observation.runCallback {
            throw ScriptError.runtime(
                "@Environment(\(typeName).self) was read before its view was mounted (in init?); read it in body",
                at: .unknown)
        }
        return .void
    }

    @_optimize(none) override func install(in context: ViewPropertyContext) throws {
        try inner.install(in: context)
        resolved = inner.wrappedValue
    }

    @_optimize(none) override func hasSameInput(as previous: any ViewProperty) -> Bool {
        previous is EnvironmentWrapper
    }
}

final class EnvironmentObjectWrapper: ScriptViewWrapper {
    private let inner: DynamicEnvironmentObject
    @_optimize(none) init(interpreter: Interpreter, key: EnvironmentKey) {
        inner = DynamicEnvironmentObject(key: key)
        super.init(interpreter: interpreter)
    }
    override var wrappedValue: Value {
        if let inst = inner.object as? Instance { return .object(inst) }
        return .void
    }
    @_optimize(none) override func projectedValue(pos: SourcePos) throws -> Value {
        guard let inst = inner.object as? Instance else {
            throw ScriptError.runtime(
                "@EnvironmentObject was read before its view was mounted; read it in body", at: pos)
        }
        return interpreter.views.objectProjection(inst)
    }
    @_optimize(none) override func install(in context: ViewPropertyContext) throws { try inner.install(in: context) }
    @_optimize(none) override func hasSameInput(as previous: any ViewProperty) -> Bool {
        previous is EnvironmentObjectWrapper
    }
}
