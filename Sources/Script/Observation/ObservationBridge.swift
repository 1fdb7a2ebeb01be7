// The script's @Observable classes run on the built-in runtime: each instance owns an
// `ObservationRegistrar`, tracked properties report `access` and mutate through
// `willSet`/`didSet` exactly where the macro's accessors would.

import ObservationRuntime
import ScriptFrontEnd

extension Instance: ObservationTraceNaming {
    var observationTypeName: String { type.name }
}

/// Lets host closures handed to the runtime (which wants `@Sendable`) carry interpreter values.
/// Safe because script code only ever runs on the thread holding the scheduler's baton.
struct UncheckedSendable<T>: @unchecked Sendable {
    let value: T
}

/// The interpreter's observation part (`interpreter.observation`): this file's registrar side, and in
/// the sibling files the expansion, tracking with options, continuous observation, the legacy
/// `ObservableObject` side and `:why` sites. A type of its own so `Interpreter` is not extended by them.
final class ObservationBridge {
    unowned let interpreter: Interpreter
    private var propertyIDs: [String: PropertyID] = [:]

    init(interpreter: Interpreter) { self.interpreter = interpreter }

    func property(_ name: String) -> PropertyID {
        if let id = propertyIDs[name] { return id }
        let id = PropertyID(name: name)
        propertyIDs[name] = id
        return id
    }

    func registrar(of inst: Instance) -> ObservationRegistrar {
        if let objectRegistrar = inst.observationRegistrar { return objectRegistrar }
        let objectRegistrar = ObservationRegistrar()
        inst.observationRegistrar = objectRegistrar
        return objectRegistrar
    }

    func access(_ inst: Instance, _ name: String) { access(inst, property(name)) }

    /// A tracked stored property's read (its id was interned with the type's layout).
    func access(_ inst: Instance, _ stored: StoredProperty) {
        guard let id = stored.observationID else { return }
        access(inst, id)
    }

    private func access(_ inst: Instance, _ id: PropertyID) {
        registrar(of: inst).access(inst, property: id)
    }

    /// While the REPL records the footprint, a mutation is logged with where it is written:
    /// the statement running now when the assignment is on its line, else the assignment's
    /// own place (`pos`) — a one-expression body such as `{ count += 1 }` runs no statement.
    private func noteMutation(_ inst: Instance, _ id: PropertyID, _ name: String, at pos: SourcePos?) {
        if ObservationFootprint.isRecording {
            let statement = interpreter.bounds.lastTick
            let place = pos.map { $0.entry == statement.entry && $0.line == statement.line ? statement : $0 }
            ObservationFootprint.noteMutation(
                of: inst, id, site: site(of: place ?? statement, mentioning: name))
        }
    }

    func willSet(_ inst: Instance, _ stored: StoredProperty, at pos: SourcePos? = nil) throws {
        let id = stored.observationID ?? property(stored.name)
        noteMutation(inst, id, stored.name, at: pos)
        registrar(of: inst).willSet(inst, property: id)
        try rethrowCallbackError()
    }

    func didSet(_ inst: Instance, _ stored: StoredProperty) throws {
        registrar(of: inst).didSet(inst, property: stored.observationID ?? property(stored.name))
        try rethrowCallbackError()
    }

    func withMutation(
        _ inst: Instance, _ name: String, at pos: SourcePos? = nil, _ body: () throws -> Void
    ) throws {
        try withMutation(inst, property(name), name, at: pos, body)
    }

    func withMutation(
        _ inst: Instance, _ stored: StoredProperty, at pos: SourcePos? = nil, _ body: () throws -> Void
    ) throws {
        try withMutation(inst, stored.observationID ?? property(stored.name), stored.name, at: pos, body)
    }

    private func withMutation(
        _ inst: Instance, _ id: PropertyID, _ name: String, at pos: SourcePos?, _ body: () throws -> Void
    ) throws {
        noteMutation(inst, id, name, at: pos)
        try registrar(of: inst).withMutation(of: inst, property: id, body)
        try rethrowCallbackError()
    }
}

/// An error thrown by script code that a tracking closure ran (the runtime's closures do
/// not throw): kept until the tracking is set up, then rethrown.
final class HeldError {
    var error: Error?

    func rethrow() throws {
        if let error { throw error }
    }
}

extension ObservationBridge {
    /// Calls a script closure inside a runtime closure that cannot throw; an error waits in `failure`.
    func callHoldingError(_ closure: Value, _ args: [Value], in failure: HeldError, pos: SourcePos) -> Value {
        do { return try interpreter.callValue(closure, args, labels: args.map { _ in nil }, pos: pos) } catch {
            failure.error = error
            return .void
        }
    }

    /// An error thrown by script code the runtime called back (an `onChange` closure) is
    /// held until control is back in the interpreter, then rethrown.
    func rethrowCallbackError() throws {
        if let error = interpreter.pending.callback {
            interpreter.pending.callback = nil
            throw error
        }
    }

    /// The macro's `shouldNotifyObservers`: Equatable values notify when `!=`, class
    /// references when `!==`, everything else always.
    func shouldNotifyObservers(_ old: Value, _ new: Value) -> Bool {
        guard isEquatableValue(old) && isEquatableValue(new) || old.isReference && new.isReference else { return true }
        if case .object(let oldObject) = old, case .object(let newObject) = new {
            if oldObject.type.conforms(to: "Equatable"), let equals = oldObject.type.findStaticMethod("==")?.first,
                case .bool(let isEqual)? = try? interpreter.callFunctionDecl(
                    equals, type: oldObject.type, self: .type(.user(oldObject.type)), args: [old, new],
                    labels: [nil, nil], pos: .unknown)
            {
                return !isEqual
            }
            return oldObject !== newObject
        }
        if let oldType = interpreter.typeInfo(of: old), let equals = oldType.findStaticMethod("==")?.first,
            case .bool(let isEqual)? = try? interpreter.callFunctionDecl(
                equals, type: oldType, self: .type(.user(oldType)), args: [old, new], labels: [nil, nil], pos: .unknown)
        {
            return !isEqual
        }
        return !valuesEqual(old, new)
    }

    func isEquatableValue(_ value: Value) -> Bool {
        switch value {
        case .int, .double, .bool, .string, .character, .range, .boundsRange: return true
        case .array(let items): return items.allSatisfy(isEquatableValue)
        case .set: return true
        case .dictionary(let dictionary): return dictionary.values.allSatisfy(isEquatableValue)
        case .optional(let wrapped): return wrapped.map(isEquatableValue) ?? true
        case .tuple: return false
        case .structValue(let structValue): return structValue.type.conforms(to: "Equatable")
        case .enumValue(let enumValue):
            return enumValue.type.conforms(to: "Equatable")
                || (enumValue.payload.isEmpty && enumValue.type.cases.values.allSatisfy { $0.params == nil })
        case .object(let object): return object.type.conforms(to: "Equatable")
        case .native(let box): return box.object is RegistrarBox
        default: return false
        }
    }

    // MARK: withObservationTracking

    func callWithObservationTracking(_ args: [Argument], in env: Environment, pos: SourcePos) throws -> Value {
        guard args.count == 2, args[1].label == "onChange" || args[1].label == nil else {
            throw ScriptError.cannotRun(
                "a call to 'withObservationTracking' other than with a closure and an 'onChange:' closure", at: pos)
        }
        let apply = try interpreter.evaluate(args[0].value, in: env)
        let onChange = try interpreter.evaluate(args[1].value, in: env)
        let failure = HeldError()
        // Weak: an installed tracking must not keep a finished session alive.
        let handler = UncheckedSendable(value: (WeakInterpreter(interpreter), onChange, pos))
        let run = { self.callHoldingError(apply, [], in: failure, pos: pos) }
        let changed: @Sendable () -> Void = {
            let (weak, closure, at) = handler.value
            guard let interpreter = weak.interpreter, !interpreter.isTearingDown else { return }
            interpreter.observation.runCallback { _ = try interpreter.callValue(closure, [], labels: [], pos: at) }
        }
        let result: Value
        if ObservationFootprint.isRecording {
            // Labelled with its place, so `:deps` can say where each tracking came from.
            result =
                ObservationRuntime.withObservationTracking(
                    run,
                    label: site(of: pos, mentioning: "withObservationTracking").map {
                        "withObservationTracking at \($0)"
                    } ?? "withObservationTracking", onChange: { _ in changed() }
                ).value
        } else {
            result = ObservationRuntime.withObservationTracking(run, onChange: changed)
        }
        try failure.rethrow()
        return result
    }

    /// Runs script code the runtime calls back into; errors wait for `rethrowCallbackError`.
    func runCallback(_ body: () throws -> Void) {
        do { try body() } catch {
            if interpreter.pending.callback == nil { interpreter.pending.callback = error }
        }
    }

    // MARK: Instance members the expansion adds

    func observationMember(_ inst: Instance, _ name: String, pos: SourcePos) throws -> Value? {
        guard isObservableType(inst.type) else { return nil }
        switch name {
        case "_$observationRegistrar":
            return .native(NativeBox(RegistrarBox(registrar(of: inst)), typeName: "ObservationRegistrar"))
        case "access":
            return .function(
                Function(
                    .builtin { [unowned self] args, _ in
                        guard case .keyPath(let keyPath)? = args.first, let last = keyPath.components.last else {
                            return .void
                        }
                        self.access(inst, last)
                        return .void
                    }, name: "access"))
        case "withMutation":
            return .function(
                Function(
                    .builtin { [unowned self] args, _ in
                        guard args.count == 2, case .keyPath(let keyPath) = args[0], let last = keyPath.components.last
                        else {
                            return .void
                        }
                        var result = Value.void
                        try self.withMutation(inst, last) {
                            result = try self.interpreter.callValue(args[1], [], labels: [], pos: pos)
                        }
                        return result
                    }, name: "withMutation"))
        default:
            if name.hasPrefix("_"), interpreter.isTracked(inst.type, String(name.dropFirst())) {
                return inst.fields[String(name.dropFirst())]
            }
            return nil
        }
    }

    func isObservableType(_ type: TypeInfo) -> Bool {
        var nextType: TypeInfo? = type
        while let typeInfo = nextType {
            if typeInfo.isObservable { return true }
            nextType = typeInfo.superclass
        }
        return false
    }

    // MARK: A script-level ObservationRegistrar (models expanded by hand)

    func makeRegistrar(pos: SourcePos) throws -> Value {
        .native(NativeBox(RegistrarBox(ObservationRegistrar()), typeName: "ObservationRegistrar"))
    }

    func registrarMethod(
        _ box: RegistrarBox, _ name: String, _ args: [Value], labels: [String?], pos: SourcePos
    ) throws -> Value {
        func subjectAndProperty() throws -> (Instance, PropertyID) {
            guard args.count >= 2, case .object(let inst) = interpreter.unwrapOptional(args[0]),
                case .keyPath(let keyPath) = args[1],
                let last = keyPath.components.last
            else {
                throw ScriptError.cannotRun(
                    "'ObservationRegistrar.\(name)' given anything but an object and a key path to its property",
                    at: pos)
            }
            return (inst, property(last))
        }
        switch name {
        case "access":
            let (subject, propertyID) = try subjectAndProperty()
            box.registrar.access(subject, property: propertyID)
            return .void
        case "willSet":
            let (subject, propertyID) = try subjectAndProperty()
            box.registrar.willSet(subject, property: propertyID)
            try rethrowCallbackError()
            return .void
        case "didSet":
            let (subject, propertyID) = try subjectAndProperty()
            box.registrar.didSet(subject, property: propertyID)
            try rethrowCallbackError()
            return .void
        case "withMutation":
            let (subject, propertyID) = try subjectAndProperty()
            guard args.count == 3 else {
                throw ScriptError.cannotRun("'ObservationRegistrar.withMutation' without its closure", at: pos)
            }
            var result = Value.void
            try box.registrar.withMutation(of: subject, property: propertyID) {
                result = try interpreter.callValue(args[2], [], labels: [], pos: pos)
            }
            try rethrowCallbackError()
            return result
        default:
            throw ScriptError.cannotRun(member: name, of: "ObservationRegistrar", at: pos)
        }
    }

    // `observationGlobal` (the view simulator's globals) lives in Views/ViewHostBridge.swift.
}

/// An onChange handler's way back (not `weak`: see InterpreterLink).
final class WeakInterpreter {
    private let link: InterpreterLink
    var interpreter: Interpreter? { link.interpreter }
    init(_ interpreter: Interpreter) { link = interpreter.link }
}

final class RegistrarBox {
    let registrar: ObservationRegistrar
    init(_ registrar: ObservationRegistrar) { self.registrar = registrar }
}
