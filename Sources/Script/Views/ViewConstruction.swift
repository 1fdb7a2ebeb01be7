import Foundation
import ViewRuntime

// Making a script view value: the memberwise initializer with SwiftUI's property-wrapper
// rules, or the view's own `init`; then each wrapped property becomes its wrapper.

extension Interpreter {
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
            let slots = try bindArguments(
                params.map(\.param), labels: args.map(\.label),
                isClosure: args.map {
                    if case .closure = $0.value.kind { return true }
                    return false
                },
                name: "init", pos: pos)
            for ((param, property), slot) in zip(params, slots) {
                let kind = viewWrapperKind(of: property)
                switch slot {
                case .argument(let i):
                    let expr = args[i].value
                    if kind == .stateObject {
                        thunks[property.name] = { [unowned self] in
                            try self.evaluate(expr, in: env, expected: param.type)
                        }
                    } else {
                        inst.fields[property.name] = coerceViewArgument(
                            try evaluate(expr, in: env, expected: param.type), param.type)
                    }
                default:
                    if kind == .stateObject, let initializer = property.initializer {
                        thunks[property.name] = { [unowned self] in
                            try self.evaluatePropertyInitializer(property, initializer, info)
                        }
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
                    if property.type?.isOptional == true, !property.isLet {
                        inst.fields[property.name] = .optional(nil)
                    }
                    continue
                }
                if viewWrapperKind(of: property) == .stateObject {
                    thunks[property.name] = { [unowned self] in
                        try self.evaluatePropertyInitializer(property, initializer, info)
                    }
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
            let defaultValue =
                p.initializer ?? ((p.type?.isOptional ?? false) && !p.isLet ? Expr(.nilLiteral, p.pos) : nil)
            return (
                Param(
                    label: p.name, name: p.name, type: type, defaultValue: defaultValue,
                    isInout: false, isVariadic: false, isAutoclosure: kind == .stateObject), p
            )
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
                    throw ScriptError.compile(
                        "return from initializer without initializing all stored properties ('\(p.name)')", at: pos)
                }
                continue
            }
            let value = inst.fields[p.name]
            func required() throws -> Value {
                guard let value else {
                    throw ScriptError.compile(
                        "return from initializer without initializing all stored properties ('\(p.name)')", at: pos)
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
                        throw ScriptError.compile(
                            "generic struct 'ObservedObject' requires that '\(object.type.name)' conform to 'ObservableObject'",
                            at: pos)
                    }
                    wrapper = ObservedObjectWrapper(interpreter: self, object: object)
                } else {
                    guard isObservableType(object.type) else {
                        throw ScriptError.compile(
                            "generic struct 'Bindable' requires that '\(object.type.name)' conform to 'Observable'",
                            at: pos)
                    }
                    wrapper = BindableWrapper(interpreter: self, object: object)
                }
            case .binding:
                let v = try required()
                guard case .native(let box) = v, let binding = box.object as? ScriptBinding else {
                    throw ScriptError.compile(
                        "cannot convert value of type '\(typeName(of: v))' to expected argument type 'Binding<\(p.type?.description ?? typeName(of: v))>'",
                        at: pos)
                }
                wrapper = BindingWrapper(interpreter: self, binding: binding)
            case .environment:
                let (key, isOptional) = try environmentKey(of: p)
                wrapper = EnvironmentWrapper(interpreter: self, key: key, isOptional: isOptional)
            case .environmentObject:
                let name = p.type.map { unwrapType($0).description } ?? "Any"
                wrapper = EnvironmentObjectWrapper(
                    interpreter: self, key: scriptEnvironmentKey(.observableObject, name))
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
}
