import Foundation
import ScriptFrontEnd
import ViewRuntime

// Making a script view value: the memberwise initializer with SwiftUI's property-wrapper
// rules, or the view's own `init`; then each wrapped property becomes its wrapper.
//
// Compiled unoptimized (`@_optimize(none)`; ARCHITECTURE.md, "Build cost"): this runs once per
// view per render, not once per step.

extension ViewBridge {
    /// `Root(…)` for a script view: the memberwise initializer with property-wrapper rules
    /// (`@State var x = 0` takes `x: Int = 0`, evaluated now; `@StateObject var m = M()`
    /// takes an autoclosure; `@Binding var t` takes a binding; `@Environment` and
    /// `@EnvironmentObject` take nothing), or the view's own `init`.
    @_optimize(none) func constructView(
        _ info: TypeInfo, _ args: [Argument], in env: Environment, pos: SourcePos
    ) throws -> Value {
        let inst = Instance(type: info, interpreter: interpreter)
        var thunks: [String: () throws -> Value] = [:]
        if info.initializers.isEmpty {
            // `let x = value`: initialised, not a parameter.
            for property in info.storedProperties where property.isLet {
                if let initializer = property.initializer {
                    inst.fields[property.name] = try interpreter.evaluatePropertyInitializer(
                        property, initializer, info)
                }
            }
            let params = memberwiseViewParams(info)
            let slots = try interpreter.bindArguments(
                params.map(\.param), labels: args.map(\.label),
                isClosure: args.map {
                    if case .closure = $0.value.kind { return true }
                    return false
                },
                name: "init", pos: pos)
            for ((param, property), slot) in zip(params, slots) {
                let kind = ViewWrapperKind(wrapping: property)
                switch slot {
                case .argument(let position):
                    let expr = args[position].value
                    if kind == .stateObject {
                        thunks[property.name] = { [unowned self] in
                            try self.interpreter.evaluate(expr, in: env, expected: param.type)
                        }
                    } else {
                        inst.fields[property.name] = coerceViewArgument(
                            try interpreter.evaluate(expr, in: env, expected: param.type), param.type)
                    }
                default:
                    if kind == .stateObject, let initializer = property.initializer {
                        thunks[property.name] = { [unowned self] in
                            try self.interpreter.evaluatePropertyInitializer(property, initializer, info)
                        }
                    } else if let initializer = property.initializer {
                        inst.fields[property.name] = try interpreter.evaluatePropertyInitializer(
                            property, initializer, info)
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
                if ViewWrapperKind(wrapping: property) == .stateObject {
                    thunks[property.name] = { [unowned self] in
                        try self.interpreter.evaluatePropertyInitializer(property, initializer, info)
                    }
                } else {
                    inst.fields[property.name] = try interpreter.evaluatePropertyInitializer(
                        property, initializer, info)
                }
            }
            try interpreter.runInitializer(info, selfBox: Box(.object(inst), isLet: true), args, in: env, pos: pos)
        }
        try installWrappers(inst, thunks: thunks, pos: pos)
        return .object(inst)
    }

    @_optimize(none) private func memberwiseViewParams(_ info: TypeInfo) -> [(param: Param, property: VarDecl)] {
        info.storedProperties.compactMap { stored in
            let kind = ViewWrapperKind(wrapping: stored)
            if kind == .environment || kind == .environmentObject { return nil }
            if stored.isLet && stored.initializer != nil { return nil }
            var type = stored.type ?? stored.inferredType ?? .named("Any", [])
            if kind == .binding { type = .named("Binding", [type]) }
            let defaultValue =
                stored.initializer
                ?? ((stored.type?.isOptional ?? false) && !stored.isLet ? Expr(.nilLiteral, stored.pos) : nil)
            return (
                Param(
                    label: stored.name, name: stored.name, type: type, defaultValue: defaultValue,
                    isInout: false, isVariadic: false, isAutoclosure: kind == .stateObject), stored
            )
        }
    }

    @_optimize(none) private func coerceViewArgument(_ value: Value, _ type: TypeRef) -> Value {
        if case .named("Binding", _) = type { return value }
        return interpreter.coerce(value, to: type)
    }

    /// Turns the values the initializer left in the wrapped properties into wrappers.
    @_optimize(none) private func installWrappers(
        _ inst: Instance, thunks: [String: () throws -> Value], pos: SourcePos
    ) throws {
        for stored in inst.type.storedProperties {
            guard let kind = ViewWrapperKind(wrapping: stored) else {
                if inst.fields[stored.name] == nil {
                    throw ScriptError.cannotRun(
                        "the view '\(inst.type.name)' made without a value for its property '\(stored.name)'", at: pos)
                }
                continue
            }
            let value = inst.fields[stored.name]
            func required() throws -> Value {
                guard let value else {
                    throw ScriptError.cannotRun(
                        "the view '\(inst.type.name)' made without a value for its property '\(stored.name)'", at: pos)
                }
                return value
            }
            let wrapper: ScriptViewWrapper
            switch kind {
            case .state:
                let initial = try required()
                wrapper = StateWrapper(
                    interpreter: interpreter,
                    initial: stored.type.map { interpreter.coerce(initial, to: $0) } ?? initial)
            case .stateObject:
                let make = thunks[stored.name] ?? { try required() }
                wrapper = StateObjectWrapper(interpreter: interpreter, make: make, pos: stored.pos)
            case .observedObject, .bindable:
                guard case .object(let object) = interpreter.unwrapOptional(try required()) else {
                    throw ScriptError.cannotRun(
                        "'@\(kind.rawValue) var \(stored.name)' given a value that is not an object", at: pos)
                }
                if kind == .observedObject {
                    guard interpreter.observation.isObservableObject(object.type) else {
                        throw ScriptError.cannotRun(
                            "'@ObservedObject' over '\(object.type.name)', which is not an ObservableObject", at: pos)
                    }
                    wrapper = ObservedObjectWrapper(interpreter: interpreter, object: object)
                } else {
                    guard interpreter.observation.isObservableType(object.type) else {
                        throw ScriptError.cannotRun(
                            "'@Bindable' over '\(object.type.name)', which is not @Observable", at: pos)
                    }
                    wrapper = BindableWrapper(interpreter: interpreter, object: object)
                }
            case .binding:
                let initialValue = try required()
                guard case .native(let box) = initialValue, let binding = box.object as? ScriptBinding else {
                    throw ScriptError.cannotRun(
                        "'@Binding var \(stored.name)' given a value of type '\(interpreter.descriptions.typeName(of: initialValue))', not a binding",
                        at: pos)
                }
                wrapper = BindingWrapper(interpreter: interpreter, binding: binding)
            case .environment:
                let (key, isOptional) = try environmentKey(of: stored)
                wrapper = EnvironmentWrapper(interpreter: interpreter, key: key, isOptional: isOptional)
            case .environmentObject:
                let name = stored.type.map { interpreter.unwrapType($0).description } ?? "Any"
                wrapper = EnvironmentObjectWrapper(
                    interpreter: interpreter, key: scriptEnvironmentKey(.observableObject, name))
            }
            // The plain field only tells the kind of value (mutation paths peek at it); a
            // reference is never kept there: `@State var m = M()` holds another instance.
            if let value, !value.isReference {
                inst.fields[stored.name] = value
            } else {
                inst.fields[stored.name] = .void
            }
            inst.fields["_" + stored.name] = .native(NativeBox(wrapper, typeName: kind.rawValue))
        }
    }

    @_optimize(none) func scriptEnvironmentKey(
        _ namespace: EnvironmentKey.Namespace, _ typeName: String
    ) -> EnvironmentKey {
        EnvironmentKey(namespace: namespace, id: "script.\(typeName)", typeName: typeName)
    }

    /// `@Environment(Model.self) var model` / `var model: Model?`.
    @_optimize(none) func environmentKey(of property: VarDecl) throws -> (EnvironmentKey, isOptional: Bool) {
        let argument = property.attributes.first { $0.name == "Environment" }?.arguments ?? ""
        var typeName = argument.trimmingCharacters(in: .whitespaces)
        if typeName.hasSuffix(".self") { typeName.removeLast(5) }
        return (scriptEnvironmentKey(.observable, typeName), property.type?.isOptional ?? false)
    }
}
