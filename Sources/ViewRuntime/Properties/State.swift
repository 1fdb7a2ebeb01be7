import ObservationRuntime

/// View-owned state. Its initial value is evaluated EAGERLY, every time the view's
/// initialiser runs (every re-evaluation of the parent); the host keeps the first value
/// per view identity and discards the rest. `$value` is a `Binding`; for an `@Observable`
/// model held in `@State`, `$model.field` binds to a property of it.
@propertyWrapper
public struct State<Value>: ViewProperty {
    let cell: StateCell<Value>

    public init(wrappedValue: Value) { cell = StateCell(wrappedValue) }
    public init(initialValue: Value) { self.init(wrappedValue: initialValue) }

    public var wrappedValue: Value {
        get { cell.value }
        nonmutating set { cell.value = newValue }
    }

    public var projectedValue: Binding<Value> { cell.binding }

    public func install(in context: ViewPropertyContext) throws {
        let name = "\(context.viewTypeName).@State \(context.propertyName)"
        cell.install(name: name) { context.storage(create: $0) }
    }

    /// The stored value lives in the host, not in the view value.
    public func hasSameInput(as previous: any ViewProperty) -> Bool { previous is State<Value> }
}

/// The persistent storage of one `@State` within one identity. Observable on the built-in
/// runtime, so a body that reads it is invalidated when it is written — and so views of
/// the interpreter, whose models are on the built-in runtime too, are tracked by one
/// system only (their trace shows the state reads as `Counter.@State taps`).
final class StateSlot<Value>: ObservationRuntime.Observable, ObservationTraceNaming {
    private let registrar = ObservationRuntime.ObservationRegistrar()
    private var stored: Value
    let observationTypeName: String

    init(_ value: Value, name: String) {
        stored = value
        observationTypeName = name
    }

    var value: Value {
        get {
            registrar.access(self, property: stateValueProperty)
            return stored
        }
        set {
            registrar.withMutation(of: self, property: stateValueProperty) { stored = newValue }
        }
    }
}

private let stateValueProperty = PropertyID(name: "value")

extension StateSlot {
    /// The value without registering a read: what projecting the state (`$value`) sees.
    var untrackedValue: Value { stored }

    /// A write from the view or through `$value`: as in SwiftUI, writing what is already
    /// there (the same object, an equal value) changes nothing and invalidates no one
    /// (RULES.md, rule 9); telling reads the value, as the interpreter's state does.
    func write(_ newValue: Value) {
        if !InputComparison.isSameValue(value, newValue) { value = newValue }
    }
}

/// Connects a `State` value (re-created with every view value) to its slot. Until it is
/// installed it holds the initial value; installing drops it, so a discarded initial
/// value is not kept alive by the view value.
final class StateCell<Value> {
    private enum Storage {
        case local(Value)
        case installed(StateSlot<Value>)
    }
    private var storage: Storage

    init(_ value: Value) { storage = .local(value) }

    func install(name: String, storage make: (() -> StateSlot<Value>) -> StateSlot<Value>) {
        guard case .local(let initial) = storage else { return }
        storage = .installed(make { StateSlot(initial, name: name) })
    }

    var value: Value {
        get {
            switch storage {
            case .local(let value): return value
            case .installed(let slot): return slot.value
            }
        }
        set {
            switch storage {
            case .local: storage = .local(newValue)
            case .installed(let slot): slot.write(newValue)
            }
        }
    }

    var binding: Binding<Value> {
        if case .installed(let slot) = storage {
            return Binding(
                get: { slot.value }, set: { slot.write($0) }, location: AnyHashable(ObjectIdentifier(slot)),
                peek: { slot.untrackedValue })
        }
        return Binding(get: { self.value }, set: { self.value = $0 }, location: AnyHashable(ObjectIdentifier(self)))
    }
}
