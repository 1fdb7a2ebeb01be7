import LegacyObservation

// Script `ObservableObject` classes run on LegacyObservation: each instance owns one
// `ObservableObjectPublisher` (its `objectWillChange`), and each `@Published` property a
// `PublishedCell` connected to it. An assignment sends `objectWillChange`, then the
// `$property` subscribers, and only then stores — so a subscriber reading the property
// back sees the old value, as with Combine. No equality check: every assignment notifies.

/// The legacy side of one script instance, kept in its fields under `legacyStateField`.
final class LegacyObjectState {
    let publisher = ObservableObjectPublisher()
    var cells: [String: PublishedCell<Value>] = [:]
}

/// A field name no script property can have (`$` cannot start a declared name).
let legacyStateField = "$legacyObservation"

extension Interpreter {
    func isObservableObjectType(_ t: TypeInfo) -> Bool { t.conforms(to: "ObservableObject") }

    /// A stored property whose reads and writes go through `legacyGet`/`legacySet`:
    /// `@Published` in a class, or a property-wrapped property of a script view.
    func isPublished(_ t: TypeInfo, _ name: String) -> Bool {
        guard let stored = t.findStored(name) else { return false }
        if stored.hasAttribute("Published") { return true }
        return viewWrapperKind(of: stored) != nil && isViewType(t)
    }

    /// The current value of a wrapped view property (a `@Published` one lives in the fields).
    func legacyGet(_ inst: Instance, _ name: String) -> Value? {
        guard let wrapper = viewWrapper(of: inst, name) else { return nil }
        return wrapper.wrappedValue
    }

    /// Assigns a `@Published` or view-wrapped property; false when `name` is neither.
    func legacySet(_ inst: Instance, _ name: String, _ value: Value, pos: SourcePos) throws -> Bool {
        if let wrapper = viewWrapper(of: inst, name) {
            try wrapper.assign(value, pos: pos)
            try rethrowCallbackError()
            return true
        }
        guard let stored = inst.type.findStored(name), stored.hasAttribute("Published") else { return false }
        publishedCell(inst, name).assign(value)
        inst.fields[name] = value
        try rethrowCallbackError()
        return true
    }

    func legacyState(of inst: Instance) -> LegacyObjectState {
        if case .native(let box)? = inst.fields[legacyStateField], let state = box.object as? LegacyObjectState { return state }
        let state = LegacyObjectState()
        inst.fields[legacyStateField] = .native(NativeBox(state, typeName: "LegacyObjectState"))
        return state
    }

    /// The cell of a `@Published` property, created on first need with the current value.
    func publishedCell(_ inst: Instance, _ name: String) -> PublishedCell<Value> {
        let state = legacyState(of: inst)
        if let cell = state.cells[name] { return cell }
        let cell = PublishedCell<Value>(inst.fields[name] ?? .void)
        if !declaresOwnObjectWillChange(inst.type) { cell.objectWillChange = state.publisher }
        state.cells[name] = cell
        return cell
    }

    func declaresOwnObjectWillChange(_ t: TypeInfo) -> Bool { t.findStored("objectWillChange") != nil }

    /// `objectWillChange` of a script instance: its declared one, or the shared publisher.
    func objectWillChange(of inst: Instance) -> ObservableObjectPublisher {
        if declaresOwnObjectWillChange(inst.type), case .native(let box)? = inst.fields["objectWillChange"],
           let declared = box.object as? PublisherBox {
            return declared.publisher
        }
        return legacyState(of: inst).publisher
    }

    /// Members an `ObservableObject` gets: `objectWillChange`, `$property` publishers;
    /// and `$property` projections of a script view's wrapped properties.
    func legacyMember(_ inst: Instance, _ name: String, pos: SourcePos) throws -> Value? {
        if name == "objectWillChange", isObservableObjectType(inst.type), !declaresOwnObjectWillChange(inst.type) {
            return .native(NativeBox(PublisherBox(objectWillChange(of: inst)), typeName: "ObservableObjectPublisher"))
        }
        guard name.hasPrefix("$") else { return nil }
        let base = String(name.dropFirst())
        if let stored = inst.type.findStored(base), stored.hasAttribute("Published") {
            return .native(NativeBox(PublishedPublisherBox(publishedCell(inst, base).publisher), typeName: "Published<\(stored.type?.description ?? "Value")>.Publisher"))
        }
        if let wrapper = viewWrapper(of: inst, base) { return try wrapper.projectedValue(pos: pos) }
        return nil
    }

    /// `$name` unqualified, inside a method or body of the type declaring it.
    func projectionInScope(_ name: String, in env: Environment, pos: SourcePos) throws -> Value? {
        guard name.hasPrefix("$"), name.count > 1, let selfBox = findSelf(env), case .object(let inst) = selfBox.value else { return nil }
        return try legacyMember(inst, name, pos: pos)
    }

    // MARK: Publishers as script values

    func legacyNativeMethod(_ n: NativeBox, _ name: String, _ args: [Value], labels: [String?], pos: SourcePos) throws -> Value? {
        if let p = n.object as? PublisherBox {
            switch name {
            case "send": p.publisher.send(); try rethrowCallbackError(); return .void
            case "sink": return try sink(args, pos: pos) { receive in p.publisher.sink { receive(.void) } }
            default: return nil
            }
        }
        if let p = n.object as? PublishedPublisherBox, name == "sink" {
            return try sink(args, pos: pos) { receive in p.publisher.sink { receive($0) } }
        }
        if let c = n.object as? CancellableBox {
            switch name {
            case "cancel": c.cancellable.cancel(); return .void
            default: return nil
            }
        }
        return nil
    }

    private func sink(_ args: [Value], pos: SourcePos, _ subscribe: (@escaping (Value) -> Void) -> AnyCancellable) throws -> Value {
        guard let closure = args.last else { throw ScriptError.compile("missing argument for parameter 'receiveValue' in call", at: pos) }
        let cancellable = subscribe { [unowned self] value in
            self.runCallback { _ = try self.callValue(closure, [value], labels: [nil], pos: pos) }
        }
        try rethrowCallbackError()
        return .native(NativeBox(CancellableBox(cancellable), typeName: "AnyCancellable"))
    }

    /// `ObservableObjectPublisher()` (a hand-declared `objectWillChange`).
    func legacyGlobal(_ name: String, _ args: [Argument], in env: Environment, pos: SourcePos) throws -> Value? {
        switch name {
        case "ObservableObjectPublisher":
            return .native(NativeBox(PublisherBox(ObservableObjectPublisher()), typeName: "ObservableObjectPublisher"))
        default: return nil
        }
    }

    /// `@Published` only in classes: swiftc's wording, before anything runs.
    func checkPublishedAttributes(_ decl: TypeDecl) throws {
        guard decl.kind != .classType else { return }
        for m in decl.members {
            if case .variable(let v) = m.kind, let a = v.attributes.first(where: { $0.name == "Published" }) {
                throw ScriptError.compile("'wrappedValue' is unavailable: @Published is only available on properties of classes", at: a.pos)
            }
        }
    }
}

final class PublisherBox {
    let publisher: ObservableObjectPublisher
    init(_ publisher: ObservableObjectPublisher) { self.publisher = publisher }
}

final class PublishedPublisherBox {
    let publisher: Published<Value>.Publisher
    init(_ publisher: Published<Value>.Publisher) { self.publisher = publisher }
}

final class CancellableBox {
    let cancellable: AnyCancellable
    init(_ cancellable: AnyCancellable) { self.cancellable = cancellable }
}
