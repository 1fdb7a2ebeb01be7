// Script views on the ViewRuntime simulator: a script `struct X: View` becomes a
// `CompositeView` whose body the interpreter evaluates (result-builder style); its property
// wrappers become the runtime's dynamic properties; `Text`, stacks, `Button`, `TextField`,
// `Toggle`, `ForEach` and the modifiers build `ViewContent`; `ViewHost` drives it all.

import LegacyObservation
import ObservationRuntime
import ViewRuntime

/// A built piece of view content (Text, a stack, a modified view) as a script value.
final class ViewContentBox {
    let content: ViewContent
    init(_ content: ViewContent) { self.content = content }
}

/// A property wrapper living in a view struct's field.
final class WrapperBox {
    enum Kind {
        case state(State<UncheckedSendable<Value>>)
        case stateObject(DynamicStateObject)
        case observedObject(DynamicObservedObject, Value)
        case bindable(Value)
        case binding(ScriptBinding)
        case environment(ViewRuntime.Environment<UncheckedSendable<Value>>)
        case environmentObject(DynamicEnvironmentObject)
    }
    let kind: Kind
    init(_ kind: Kind) { self.kind = kind }

    var property: (any ViewProperty)? {
        switch kind {
        case .state(let s): return s
        case .stateObject(let s): return s
        case .observedObject(let o, _): return o
        case .environment(let e): return e
        case .environmentObject(let e): return e
        case .bindable, .binding: return nil
        }
    }
}

/// A script-side `Binding`: reads and writes go through to where the value lives.
final class ScriptBinding {
    let get: () throws -> Value
    let set: (Value) throws -> Void
    /// Two bindings to the same place are the same view input.
    let location: AnyHashable?
    init(get: @escaping () throws -> Value, set: @escaping (Value) throws -> Void, location: AnyHashable?) {
        self.get = get; self.set = set; self.location = location
    }
}

extension Interpreter {
    static let viewWrapperNames: Set<String> = ["State", "StateObject", "ObservedObject", "Bindable", "Binding", "Environment", "EnvironmentObject"]

    func isViewType(_ t: TypeInfo) -> Bool { t.conforms(to: "View") }

    func wrapperAttribute(_ p: VarDecl) -> Attribute? {
        p.attributes.first { Interpreter.viewWrapperNames.contains($0.name) }
    }

    // MARK: Building view structs

    /// After a view struct's fields are set: wrap the wrapper-attributed ones.
    func installWrappers(_ s: inout StructValue, pos: SourcePos) throws {
        for p in s.type.storedProperties {
            guard let attribute = wrapperAttribute(p) else { continue }
            let current = s.fields[p.name]
            switch attribute.name {
            case "State":
                guard let v = current else { continue }
                s.fields[p.name] = .native(NativeBox(WrapperBox(.state(State(wrappedValue: UncheckedSendable(value: v)))), typeName: "State"))
            case "StateObject":
                guard let initializer = p.initializer else {
                    throw ScriptError.compile("@StateObject property '\(p.name)' needs an initial value", at: p.pos)
                }
                let info = s.type
                let make: () -> HeldObject = { [unowned self] in
                    let value = (try? self.evaluatePropertyInitializer(p, initializer, info)) ?? .void
                    return self.heldObject(value) ?? HeldObject(object: NativeBox(NativeBox.Marker(), typeName: "nil"), subscribe: { _ in AnyCancellable {} })
                }
                s.fields[p.name] = .native(NativeBox(WrapperBox(.stateObject(DynamicStateObject(make))), typeName: "StateObject"))
            case "ObservedObject":
                guard let v = current else { continue }
                guard let held = heldObject(v) else {
                    throw ScriptError.compile("generic struct 'ObservedObject' requires that '\(typeName(of: v))' conform to 'ObservableObject'", at: p.pos)
                }
                s.fields[p.name] = .native(NativeBox(WrapperBox(.observedObject(DynamicObservedObject(held), v)), typeName: "ObservedObject"))
            case "Bindable":
                guard let v = current else { continue }
                guard case .object(let inst) = v, isObservableType(inst.type) else {
                    throw ScriptError.compile("'init(wrappedValue:)' is unavailable: The wrapped value must be an object that conforms to Observable", at: p.pos)
                }
                s.fields[p.name] = .native(NativeBox(WrapperBox(.bindable(v)), typeName: "Bindable"))
            case "Binding":
                guard let v = current else { continue }
                guard case .native(let n) = v, let b = n.object as? ScriptBinding else {
                    throw ScriptError.compile("cannot convert value of type '\(typeName(of: v))' to expected argument type 'Binding<\(p.type?.description ?? "_")>'; pass a binding such as $value", at: pos)
                }
                s.fields[p.name] = .native(NativeBox(WrapperBox(.binding(b)), typeName: "Binding"))
            case "Environment":
                let typeName = (attribute.arguments ?? "").replacingOccurrences(of: ".self", with: "").trimmingCharacters(in: .whitespaces)
                let key = EnvironmentKey(namespace: .observable, id: typeName, typeName: typeName)
                let optional = p.type?.isOptional ?? false
                let env = ViewRuntime.Environment<UncheckedSendable<Value>>(key: key, isOptional: optional) { object in
                    guard let inst = object as? Instance else { return optional ? UncheckedSendable(value: .optional(nil)) : nil }
                    return UncheckedSendable(value: optional ? .optional(.object(inst)) : .object(inst))
                }
                s.fields[p.name] = .native(NativeBox(WrapperBox(.environment(env)), typeName: "Environment"))
            case "EnvironmentObject":
                let typeName = p.type?.name ?? "_"
                let key = EnvironmentKey(namespace: .observableObject, id: typeName, typeName: typeName)
                s.fields[p.name] = .native(NativeBox(WrapperBox(.environmentObject(DynamicEnvironmentObject(key: key))), typeName: "EnvironmentObject"))
            default: break
            }
        }
    }

    /// An `ObservableObject` script instance as the host holds it.
    func heldObject(_ v: Value) -> HeldObject? {
        guard case .object(let inst) = unwrapOptional(v), isObservableObject(inst.type) else { return nil }
        return HeldObject(object: inst) { [unowned self] onWillChange in
            self.legacyState(inst).objectWillChange.sink { _ in onWillChange() }
        }
    }

    // MARK: Reading and writing wrapped properties

    func wrapper(_ v: Value?) -> WrapperBox? {
        if case .native(let n)? = v { return n.object as? WrapperBox }
        return nil
    }

    func wrappedGet(_ w: WrapperBox, pos: SourcePos) throws -> Value {
        switch w.kind {
        case .state(let s): return s.wrappedValue.value
        case .stateObject(let s):
            guard let inst = s.object as? Instance else {
                throw ScriptError.runtime("@StateObject was read before its view was mounted; read it in body", at: pos)
            }
            return .object(inst)
        case .observedObject(_, let v): return v
        case .bindable(let v): return v
        case .binding(let b): return try b.get()
        case .environment(let e): return e.wrappedValue.value
        case .environmentObject(let e):
            guard let inst = e.object as? Instance else {
                throw ScriptError.runtime("@EnvironmentObject was read before its view was mounted; read it in body", at: pos)
            }
            return .object(inst)
        }
    }

    func wrappedSet(_ w: WrapperBox, _ value: Value, name: String, pos: SourcePos) throws {
        switch w.kind {
        case .state(let s): s.wrappedValue = UncheckedSendable(value: value)
        case .binding(let b): try b.set(value)
        default: throw ScriptError.compile("cannot assign to property: '\(name)' is a get-only property", at: pos)
        }
    }

    /// `$name`: the binding a wrapper projects.
    func projection(_ w: WrapperBox, name: String, pos: SourcePos) throws -> Value {
        switch w.kind {
        case .state(let s):
            let b = ScriptBinding(get: { s.wrappedValue.value }, set: { s.wrappedValue = UncheckedSendable(value: $0) }, location: ObjectIdentifier(w))
            return .native(NativeBox(b, typeName: "Binding"))
        case .binding(let b): return .native(NativeBox(b, typeName: "Binding"))
        case .bindable(let v), .observedObject(_, let v):
            return .native(NativeBox(ObjectProjection(object: v), typeName: "Bindable"))
        case .stateObject:
            return .native(NativeBox(ObjectProjection(object: try wrappedGet(w, pos: pos)), typeName: "ObservedObject.Wrapper"))
        default:
            throw ScriptError.compile("value of type '\(w.property.map { "\(type(of: $0))" } ?? "wrapper")' has no projected value '$\(name)'", at: pos)
        }
    }

    /// `$model.field` on a `@Bindable`/`@ObservedObject` projection: a binding to the property.
    func objectProjectionMember(_ p: ObjectProjection, _ name: String, pos: SourcePos) -> Value {
        let object = p.object
        let b = ScriptBinding(get: { [unowned self] in try self.memberGet(object, name, pos: pos) },
                              set: { [unowned self] v in var o = object; try self.setProperty(&o, name, v, initializing: false, pos: pos) },
                              location: (object.isReference ? "\(ObjectIdentifier(instanceOf(object)!)).\(name)" : nil) as AnyHashable?)
        return .native(NativeBox(b, typeName: "Binding"))
    }

    /// `$draft.text`: a binding to a part of the bound value (through a reference it
    /// writes the object; for a value it writes the whole value back).
    func bindingMember(_ b: ScriptBinding, _ name: String, pos: SourcePos) -> Value {
        let sub = ScriptBinding(
            get: { [unowned self] in try self.memberGet(try b.get(), name, pos: pos) },
            set: { [unowned self] new in
                var whole = try b.get()
                try self.setProperty(&whole, name, new, initializing: false, pos: pos)
                if !whole.isReference { try b.set(whole) }
            },
            location: b.location.map { AnyHashable("\($0).\(name)") })
        return .native(NativeBox(sub, typeName: "Binding"))
    }

    private func instanceOf(_ v: Value) -> Instance? {
        if case .object(let i) = unwrapOptional(v) { return i }
        return nil
    }

    // MARK: Content

    func content(_ v: Value, pos: SourcePos) throws -> ViewContent {
        switch v {
        case .native(let n):
            if let c = n.object as? ViewContentBox { return c.content }
        case .structValue(let s) where isViewType(s.type):
            return .composite(compositeView(s, pos: pos))
        case .array(let items):
            return .group(try items.map { try content($0, pos: pos) })
        case .void:
            return .empty
        case .optional(nil):
            return .empty
        case .optional(let inner?):
            return try content(inner, pos: pos)
        default: break
        }
        throw ScriptError.compile("type '\(typeName(of: v))' does not conform to protocol 'View'", at: pos)
    }

    func compositeView(_ s: StructValue, pos: SourcePos) -> CompositeView {
        let wrappers: [(String, any ViewProperty)] = s.type.storedProperties.compactMap { p in
            guard let w = wrapper(s.fields[p.name]), let property = w.property else { return nil }
            return (p.name, property)
        }
        return CompositeView(
            typeName: s.type.name,
            value: UncheckedSendable(value: s),
            properties: { wrappers },
            hasSameInputs: { [unowned self] previous in
                guard let prev = previous as? UncheckedSendable<StructValue> else { return false }
                return self.sameInputs(prev.value, s)
            },
            body: { [unowned self] in try self.viewBody(s, pos: pos) }
        )
    }

    private func sameInputs(_ a: StructValue, _ b: StructValue) -> Bool {
        for p in b.type.storedProperties {
            let x = a.fields[p.name], y = b.fields[p.name]
            if let wa = wrapper(x), let wb = wrapper(y) {
                switch (wa.kind, wb.kind) {
                case (.binding(let l), .binding(let r)): if l.location == nil || l.location != r.location { return false }
                case (.bindable(let l), .bindable(let r)), (.observedObject(_, let l), .observedObject(_, let r)):
                    if !valuesEqual(l, r) { return false }
                default:
                    if let pa = wa.property, let pb = wb.property, !pb.hasSameInput(as: pa) { return false }
                }
                continue
            }
            guard let x, let y else { if x != nil || y != nil { return false }; continue }
            if case .function = x { return false }
            if !valuesEqual(x, y) { return false }
        }
        return true
    }

    /// Runs `body` of a script view as a view builder.
    func viewBody(_ s: StructValue, pos: SourcePos) throws -> ViewContent {
        guard let body = s.type.findComputed("body"), case .computed(let get, _, _) = body.accessors else {
            throw ScriptError.compile("type '\(s.type.name)' does not conform to protocol 'View' (it has no 'body')", at: pos)
        }
        let scope = Environment(parent: s.type.environment)
        scope.selfBox = Box(.structValue(s), isLet: true)
        scope.selfType = s.type
        return try builderContent(get, in: scope, pos: pos)
    }

    /// A view-builder block: every expression statement contributes a view; `if`/`switch`
    /// arms are separate identities.
    func builderContent(_ statements: [Stmt], in env: Environment, pos: SourcePos) throws -> ViewContent {
        var children: [ViewContent] = []
        for s in statements {
            switch s.kind {
            case .expr(let e):
                let v = try evaluate(e, in: env)
                if case .void = v { continue }
                children.append(try content(v, pos: e.pos))
            case .returnStmt(let e?):
                children.append(try content(try evaluate(e, in: env), pos: e.pos))
                return children.count == 1 ? children[0] : .group(children)
            case .ifStmt(let conditions, let then, let otherwise):
                let scope = Environment(parent: env)
                if try evaluateConditions(conditions, in: scope) {
                    children.append(.branch(0, try builderContent(then, in: scope, pos: s.pos)))
                } else if let otherwise {
                    children.append(.branch(1, try builderContent(otherwise, in: Environment(parent: env), pos: s.pos)))
                } else {
                    children.append(.branch(1, .empty))
                }
            case .switchStmt(let subject, let cases):
                let v = try evaluate(subject, in: env)
                if let (index, scope) = try matchSwitch(v, cases, in: env) {
                    children.append(.branch(index, try builderContent(cases[index].body, in: scope, pos: s.pos)))
                }
            default:
                _ = try execute(s, in: env)
            }
        }
        return children.count == 1 ? children[0] : .group(children)
    }

    /// A trailing-closure builder argument (`VStack { … }`) as content.
    func builderArgument(_ v: Value, pos: SourcePos) throws -> ViewContent {
        guard case .function(let fn) = v, case .closure(let closure, let captured) = fn.kind else {
            return try content(v, pos: pos)
        }
        let scope = Environment(parent: captured)
        return try builderContent(closure.body, in: scope, pos: closure.pos)
    }
}

/// `$model` of a `@Bindable` / `@ObservedObject`: members are bindings to its properties.
final class ObjectProjection {
    let object: Value
    init(object: Value) { self.object = object }
}
