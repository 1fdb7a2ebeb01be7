import Foundation
import ViewRuntime

// Script views: a `struct X: View` of the script becomes, for the host, a `CompositeView`
// (ViewRuntime's dynamic core). The interpreter keeps a view value as an `Instance` (so a
// `Button` action can write `taps += 1` through the nonmutating setter of a wrapper, as in
// Swift); its wrapped properties are `ScriptViewWrapper`s stored under `_name`.

/// Where a script view value keeps how deeply it is nested (no script name has a `$`).
let viewDepthField = "$viewDepth"

extension Interpreter {
    func isViewType(_ t: TypeInfo) -> Bool { t.kind == .structType && t.conforms(to: "View") }

    func viewWrapperKind(of property: VarDecl) -> ViewWrapperKind? {
        for a in property.attributes { if let kind = ViewWrapperKind(rawValue: a.name) { return kind } }
        return nil
    }

    /// A property-wrapped stored property of a script view (reads and writes go through
    /// `legacyGet`/`legacySet`, like `@Published` ones).
    func isViewWrapped(_ t: TypeInfo, _ name: String) -> Bool {
        guard isViewType(t), let stored = t.findStored(name) else { return false }
        return viewWrapperKind(of: stored) != nil
    }

    func assignViewWrapper(_ inst: Instance, _ name: String, _ value: Value, pos: SourcePos) throws -> Bool {
        guard let wrapper = viewWrapper(of: inst, name) else { return false }
        try wrapper.assign(value, pos: pos)
        try rethrowCallbackError()
        return true
    }

    /// `$name` of a wrapped view property; nil when it has none (yet).
    func viewProjection(_ inst: Instance, _ name: String) -> Value? {
        guard let wrapper = viewWrapper(of: inst, name) else { return nil }
        return try? wrapper.projectedValue(pos: .unknown)
    }

    /// `$name` unqualified, inside a body or method of the view (or model) declaring it.
    func projectionInScope(_ name: String, in env: Environment, pos: SourcePos) throws -> Value? {
        guard name.hasPrefix("$") && name.count > 1 || name == "objectWillChange",
              let selfBox = findSelf(env), case .object(let inst) = selfBox.value else { return nil }
        return legacyMember(inst, name)
    }

    func viewWrapper(of inst: Instance, _ name: String) -> ScriptViewWrapper? {
        guard case .native(let box)? = inst.fields["_" + name] else { return nil }
        return box.object as? ScriptViewWrapper
    }

    /// The wrappers of a view value in declaration order, keyed like compiled reflection (`_taps`).
    func viewWrappers(of inst: Instance) -> [(name: String, property: any ViewProperty)] {
        inst.type.storedProperties.compactMap { p in
            viewWrapper(of: inst, p.name).map { ("_" + p.name, $0 as any ViewProperty) }
        }
    }

    // MARK: Construction

    /// `Root(…)` for a script view: the memberwise initializer with property-wrapper rules
    /// (`@State var x = 0` takes `x: Int = 0`, evaluated now; `@StateObject var m = M()`
    /// takes an autoclosure; `@Binding var t` takes a binding; `@Environment` and
    /// `@EnvironmentObject` take nothing), or the view's own `init`.
    func constructView(_ info: TypeInfo, _ args: [Argument], in env: Environment, pos: SourcePos) throws -> Value {
        let inst = Instance(type: info, interpreter: self)
        var thunks: [String: () throws -> Value] = [:]
        if info.initializers.isEmpty {
            // `let x = value`: initialised, not a parameter.
            for property in info.storedProperties where property.isLet {
                if let initializer = property.initializer {
                    inst.fields[property.name] = try evaluatePropertyInitializer(property, initializer, info)
                }
            }
            let params = memberwiseViewParams(info)
            let slots = try bindArguments(params.map(\.param), labels: args.map(\.label),
                                          isClosure: args.map { if case .closure = $0.value.kind { return true }; return false },
                                          name: "init", pos: pos)
            for ((param, property), slot) in zip(params, slots) {
                let kind = viewWrapperKind(of: property)
                switch slot {
                case .argument(let i):
                    let expr = args[i].value
                    if kind == .stateObject {
                        thunks[property.name] = { [unowned self] in try self.evaluate(expr, in: env, expected: param.type) }
                    } else {
                        inst.fields[property.name] = try coerceViewArgument(try evaluate(expr, in: env, expected: param.type), param.type)
                    }
                default:
                    if kind == .stateObject, let initializer = property.initializer {
                        thunks[property.name] = { [unowned self] in try self.evaluatePropertyInitializer(property, initializer, info) }
                    } else if let initializer = property.initializer {
                        inst.fields[property.name] = try evaluatePropertyInitializer(property, initializer, info)
                    } else if property.type?.isOptional == true {
                        inst.fields[property.name] = .optional(nil)
                    }
                }
            }
        } else {
            for property in info.storedProperties {
                guard let initializer = property.initializer else {
                    if property.type?.isOptional == true, !property.isLet { inst.fields[property.name] = .optional(nil) }
                    continue
                }
                if viewWrapperKind(of: property) == .stateObject {
                    thunks[property.name] = { [unowned self] in try self.evaluatePropertyInitializer(property, initializer, info) }
                } else {
                    inst.fields[property.name] = try evaluatePropertyInitializer(property, initializer, info)
                }
            }
            try runInitializer(info, selfBox: Box(.object(inst), isLet: true), args, in: env, pos: pos)
        }
        try installWrappers(inst, thunks: thunks, pos: pos)
        return .object(inst)
    }

    private func memberwiseViewParams(_ info: TypeInfo) -> [(param: Param, property: VarDecl)] {
        info.storedProperties.compactMap { p in
            let kind = viewWrapperKind(of: p)
            if kind == .environment || kind == .environmentObject { return nil }
            if p.isLet && p.initializer != nil { return nil }
            var type = p.type ?? .named("Any", [])
            if kind == .binding { type = .named("Binding", [type]) }
            let defaultValue = p.initializer ?? ((p.type?.isOptional ?? false) && !p.isLet ? Expr(.nilLiteral, p.pos) : nil)
            return (Param(label: p.name, name: p.name, type: type, defaultValue: defaultValue,
                          isInout: false, isVariadic: false, isAutoclosure: kind == .stateObject), p)
        }
    }

    private func coerceViewArgument(_ v: Value, _ type: TypeRef) -> Value {
        if case .named("Binding", _) = type { return v }
        return coerce(v, to: type)
    }

    /// Turns the values the initializer left in the wrapped properties into wrappers.
    private func installWrappers(_ inst: Instance, thunks: [String: () throws -> Value], pos: SourcePos) throws {
        for p in inst.type.storedProperties {
            guard let kind = viewWrapperKind(of: p) else {
                if inst.fields[p.name] == nil {
                    throw ScriptError.compile("return from initializer without initializing all stored properties ('\(p.name)')", at: pos)
                }
                continue
            }
            let value = inst.fields[p.name]
            func required() throws -> Value {
                guard let value else {
                    throw ScriptError.compile("return from initializer without initializing all stored properties ('\(p.name)')", at: pos)
                }
                return value
            }
            let wrapper: ScriptViewWrapper
            switch kind {
            case .state:
                let initial = try required()
                wrapper = StateWrapper(interpreter: self, initial: p.type.map { coerce(initial, to: $0) } ?? initial)
            case .stateObject:
                let make = thunks[p.name] ?? { try required() }
                wrapper = StateObjectWrapper(interpreter: self, make: make, pos: p.pos)
            case .observedObject, .bindable:
                guard case .object(let object) = unwrapOptional(try required()) else {
                    throw ScriptError.compile("@\(kind.rawValue) needs a class instance ('\(p.name)')", at: pos)
                }
                if kind == .observedObject {
                    guard isObservableObject(object.type) else {
                        throw ScriptError.compile("generic struct 'ObservedObject' requires that '\(object.type.name)' conform to 'ObservableObject'", at: pos)
                    }
                    wrapper = ObservedObjectWrapper(interpreter: self, object: object)
                } else {
                    guard isObservableType(object.type) else {
                        throw ScriptError.compile("generic struct 'Bindable' requires that '\(object.type.name)' conform to 'Observable'", at: pos)
                    }
                    wrapper = BindableWrapper(interpreter: self, object: object)
                }
            case .binding:
                let v = try required()
                guard case .native(let box) = v, let binding = box.object as? ScriptBinding else {
                    throw ScriptError.compile("cannot convert value of type '\(typeName(of: v))' to expected argument type 'Binding<\(p.type?.description ?? typeName(of: v))>'", at: pos)
                }
                wrapper = BindingWrapper(interpreter: self, binding: binding)
            case .environment:
                let (key, isOptional) = try environmentKey(of: p)
                wrapper = EnvironmentWrapper(interpreter: self, key: key, isOptional: isOptional)
            case .environmentObject:
                let name = p.type.map { unwrapType($0).description } ?? "Any"
                wrapper = EnvironmentObjectWrapper(interpreter: self, key: scriptEnvironmentKey(.observableObject, name))
            }
            // The plain field only tells the kind of value (mutation paths peek at it); a
            // reference is never kept there: `@State var m = M()` holds another instance.
            if let value, !value.isReference { inst.fields[p.name] = value } else { inst.fields[p.name] = .void }
            inst.fields["_" + p.name] = .native(NativeBox(wrapper, typeName: kind.rawValue))
        }
    }

    func scriptEnvironmentKey(_ namespace: EnvironmentKey.Namespace, _ typeName: String) -> EnvironmentKey {
        EnvironmentKey(namespace: namespace, id: "script.\(typeName)", typeName: typeName)
    }

    /// `@Environment(Model.self) var model` / `var model: Model?`.
    func environmentKey(of p: VarDecl) throws -> (EnvironmentKey, isOptional: Bool) {
        let argument = p.attributes.first { $0.name == "Environment" }?.arguments ?? ""
        var typeName = argument.trimmingCharacters(in: .whitespaces)
        if typeName.hasSuffix(".self") { typeName.removeLast(5) }
        return (scriptEnvironmentKey(.observable, typeName), p.type?.isOptional ?? false)
    }

    // MARK: The host's view of a script view

    /// What a view holding this `ObservableObject` subscribes to: its `objectWillChange`.
    func heldObject(_ inst: Instance) -> HeldObject {
        HeldObject(object: inst) { [unowned self] onWillChange in
            self.objectWillChange(of: inst).sink { _ in onWillChange() }
        }
    }

    /// `objectWillChange` of a script instance: the one it declares, or the synthesised
    /// one — which, for a class without `@Published` properties, is a fresh and silent
    /// publisher on every read (as in Combine and LegacyObservation).
    func objectWillChange(of inst: Instance) -> ObservableObjectPublisher {
        if inst.type.findStored("objectWillChange") != nil {
            if case .native(let box)? = inst.fields["objectWillChange"], let declared = box.object as? ObservableObjectPublisher {
                return declared
            }
            return ObservableObjectPublisher()
        }
        var t: TypeInfo? = inst.type
        var hasPublished = false
        while let c = t, !hasPublished { hasPublished = !c.publishedProperties.isEmpty; t = c.superclass }
        return hasPublished ? legacyState(inst).objectWillChange : ObservableObjectPublisher()
    }

    func compositeView(_ inst: Instance) -> CompositeView {
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

    func evaluateViewBody(_ inst: Instance) throws -> ViewContent {
        guard let property = inst.type.findComputed("body"), case .computed(let get, _, _) = property.accessors else {
            throw ScriptError.compile("type '\(inst.type.name)' does not conform to protocol 'View'", at: inst.type.decl?.pos ?? .unknown)
        }
        let scope = Environment(parent: inst.type.environment)
        scope.selfBox = Box(.object(inst), isLet: true)
        scope.selfType = inst.type
        callDepth += 1
        defer { callDepth -= 1 }
        if callDepth > options.recursionLimit {
            throw ScriptError.stopped("execution stopped: more than \(options.recursionLimit) nested calls (endless recursion?)", at: property.pos)
        }
        // A view containing itself would nest without end (SwiftUI overflows the stack).
        let depth: Int
        if case .int(let d)? = inst.fields[viewDepthField] { depth = d } else { depth = 0 }
        if depth > Interpreter.viewNestingLimit {
            throw ScriptError.stopped("execution stopped: views nested more than \(Interpreter.viewNestingLimit) deep (does '\(inst.type.name)' contain itself?)", at: property.pos)
        }
        let content = try buildViewContent(get, in: scope, pos: property.pos)
        markNesting(content, depth: depth + 1)
        try rethrowCallbackError()
        return content
    }

    static let viewNestingLimit = 500

    /// Records on each script view a body produced how deeply it is nested.
    private func markNesting(_ content: ViewContent, depth: Int) {
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

    // MARK: Inputs (ViewRuntime's InputComparison, on script values)

    /// Whether a view value a re-evaluated parent produced carries the same inputs as the
    /// previous one: wrappers by their own rule, class references by identity, Equatable
    /// values by `==`, other structs/tuples/arrays/optionals/enums part by part; closures
    /// and anything else count as changed.
    func sameViewInputs(_ old: Instance, _ new: Instance) -> Bool {
        guard old.type === new.type else { return false }
        for p in new.type.storedProperties {
            if let wrapper = viewWrapper(of: new, p.name) {
                guard let previous = viewWrapper(of: old, p.name), wrapper.hasSameInput(as: previous) else { return false }
                continue
            }
            guard let a = old.fields[p.name], let b = new.fields[p.name], sameInput(a, b, depth: 1) else { return false }
        }
        return true
    }

    func sameInput(_ a: Value, _ b: Value, depth: Int) -> Bool {
        if depth > 8 { return false }
        switch (a, b) {
        case (.object(let x), .object(let y)): return x === y
        case (.native(let x), .native(let y)):
            if let l = x.object as? ScriptBinding, let r = y.object as? ScriptBinding {
                guard let location = r.location else { return false }
                return l.location == location
            }
            return x.object === y.object
        case (.function, _), (_, .function): return false
        default: break
        }
        if isEquatableValue(a) && isEquatableValue(b) { return valuesEqual(a, b) }
        switch (a, b) {
        case (.structValue(let x), .structValue(let y)):
            guard x.type === y.type else { return false }
            return x.type.storedPropertyNames.allSatisfy { n in
                sameInput(x.fields[n] ?? .void, y.fields[n] ?? .void, depth: depth + 1)
            }
        case (.array(let x), .array(let y)):
            return x.count == y.count && zip(x, y).allSatisfy { sameInput($0, $1, depth: depth + 1) }
        case (.optional(nil), .optional(nil)): return true
        case (.optional(let x?), .optional(let y?)): return sameInput(x, y, depth: depth + 1)
        case (.tuple(let x, let lx), .tuple(let y, let ly)):
            return lx == ly && x.count == y.count && zip(x, y).allSatisfy { sameInput($0, $1, depth: depth + 1) }
        case (.enumValue(let x), .enumValue(let y)):
            guard x.type === y.type, x.caseName == y.caseName, !x.payload.isEmpty else { return false }
            return x.payload.count == y.payload.count && zip(x.payload, y.payload).allSatisfy { sameInput($0, $1, depth: depth + 1) }
        default:
            return false
        }
    }

    /// `@State`'s "nothing changed" test: the same object, or an equal Equatable value.
    func isSameStateValue(_ a: Value, _ b: Value) -> Bool {
        if a.isReference || b.isReference {
            switch (unwrapOptional(a), unwrapOptional(b)) {
            case (.object(let x), .object(let y)): return x === y
            default: return false
            }
        }
        return isEquatableValue(a) && isEquatableValue(b) && valuesEqual(a, b)
    }
}
