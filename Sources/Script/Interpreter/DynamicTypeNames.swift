// Type names whose meaning is the dynamic type of a value: `Self` inside a protocol
// extension is the conforming type (`Self.kind` reads that type's static member), and a
// generic parameter `T` in `func kindOf<T: Account>(_ a: T)` is the argument's type (`T.kind`).

import ScriptFrontEnd

extension ValueDescriptions {
    /// `Self` where `self` is known only through a protocol, or in a class (where a subclass's
    /// `class var` answers): the type of the value itself.
    func dynamicSelfType(_ staticType: TypeInfo, in env: Environment) -> TypeInfo {
        guard staticType.kind == .protocolType || staticType.kind == .classType, let selfBox = interpreter.findSelf(env)
        else { return staticType }
        if case .type(.user(let concrete)) = selfBox.value { return concrete }
        return interpreter.typeInfo(of: selfBox.value) ?? staticType
    }

    /// Binds each generic parameter that a parameter is declared as (`_ a: T`) to its argument's
    /// type, or that a metatype parameter names (`_ type: T.Type`, called with `Dog.self` or
    /// `Int.self`). The front end refuses what this cannot bind exactly (`GenericParameterUses`).
    func bindGenericParameters(of decl: FunctionDecl, to params: [Box], in scope: Environment) {
        for (param, box) in zip(decl.params, params) {
            guard case .named(let written, let arguments) = param.type, arguments.isEmpty else { continue }
            let isMetatype = written.hasSuffix(".Type")
            let name = isMetatype ? String(written.dropLast(5)) : written
            guard decl.genericParams.contains(name) || decl.hiddenTypeParameters.contains(name),
                scope.types[name] == nil
            else { continue }
            if isMetatype, case .type(.user(let type)) = box.value {
                scope.types[name] = type
            } else if isMetatype, case .type = box.value {
                // `Int.self`, `[User].self`: `T` names that type value (`T.self`, `T.zero`).
                scope.define(name, value: box.value)
            } else if !isMetatype, let type = interpreter.typeInfo(of: box.value) {
                scope.types[name] = type
            }
        }
    }

    /// The type a call bound the generic parameter `written` names (`T` in a literal of `T`):
    /// lowering passed it to every call (`GenericRuntimeBindings`), so it is always bound here.
    func boundGenericType(_ written: TypeRef, in env: Environment, pos: SourcePos) throws -> TypeRef {
        guard case .named(let name, let arguments) = written, arguments.isEmpty else { return written }
        if let type = env.lookupType(name) { return .named(type.name, []) }
        let key = NameKey(name)
        var scope: Environment? = env
        while let current = scope {
            if let box = current.variable(name, key: key), case .type(let type) = box.value {
                switch type {
                case .user(let info): return .named(info.name, [])
                case .builtin(let builtin): return .named(builtin, [])
                case .array(let element): return .array(element)
                case .dictionary(let key, let value): return .dictionary(key, value)
                case .optional(let wrapped): return .optional(wrapped)
                case .metatype:
                    throw ScriptError.cannotRun("a generic parameter bound to a metatype ('\(name)')", at: pos)
                }
            }
            scope = current.parent
        }
        throw ScriptError.runtime("the workbook lost which type '\(name)' stands for (a workbook bug)", at: pos)
    }
}
