// `super` outside instance-method calls: `super.name()` in a `class func` (the superclass's
// static method, with the caller's metatype as `self`, so overrides still dispatch) and
// `super.property = value` (the superclass's setter or observers, not the override's).

import ScriptFrontEnd

extension ObjectModel {
    /// `super.name(args)` where `self` is a metatype; nil when `self` is an instance.
    func callStaticSuper(
        _ name: String, _ args: [Argument], selfBox: Box, superType: TypeInfo, in env: Environment, pos: SourcePos
    ) throws -> Value? {
        guard case .type = selfBox.value else { return nil }
        guard let decls = superType.findStaticMethod(name) else {
            throw ScriptError.cannotRun(member: name, of: "\(superType.name).Type", at: pos)
        }
        let (decl, slots) = try interpreter.chooseOverload(decls, args, pos: pos)
        let owner = staticOwner(of: decl, from: superType)
        return try interpreter.callScriptFunction(
            decl, definingEnv: owner.environment, selfBox: selfBox, selfType: owner, slots: slots, args: args,
            in: env, pos: pos)
    }

    /// The class in `type`'s chain that declares the static method `decl` (for its `super`).
    func staticOwner(of decl: FunctionDecl, from type: TypeInfo) -> TypeInfo {
        var next: TypeInfo? = type
        while let current = next {
            if current.staticMethods[decl.name]?.contains(where: { $0 === decl }) == true { return current }
            next = current.superclass
        }
        return type
    }

    /// `super.name = value` in a subclass member.
    func assignSuperMember(_ name: String, _ value: Value, in env: Environment, pos: SourcePos) throws {
        guard let selfBox = interpreter.findSelf(env), let current = interpreter.currentSelfType(env),
            let superType = current.superclass,
            case .object(let object) = selfBox.value
        else {
            throw ScriptError.cannotRun("'super' in a class without a superclass", at: pos)
        }
        if superType.findStored(name) == nil, let computed = superType.findComputed(name) {
            _ = try interpreter.runSetter(
                computed, self: .object(object), type: interpreter.owner(of: computed, in: superType), newValue: value,
                pos: pos)
            return
        }
        var receiver = Value.object(object)
        interpreter.observers.setterDispatchType = superType
        defer { interpreter.observers.setterDispatchType = nil }
        try interpreter.setProperty(&receiver, name, value, initializing: false, pos: pos)
    }
}

extension ObjectModel {
    /// A computed `static`/`class var` found from `type` up its superclasses, with its owner.
    func inheritedComputedStatic(_ type: TypeInfo, _ name: String) -> (VarDecl, TypeInfo)? {
        var next: TypeInfo? = type
        while let current = next {
            if let property = current.staticProperties[name] {
                if case .computed = property.accessors { return (property, current) }
                return nil
            }
            next = current.superclass
        }
        return nil
    }
}

extension ObjectModel {
    /// A subclass that overrides its base's designated inits inherits the base's convenience
    /// inits: one runs with the subclass as `Self`, so its `self.init(…)` reaches the override.
    /// Nil when no superclass has a convenience init that fits the arguments.
    func runInheritedConvenienceInit(
        _ info: TypeInfo, selfBox: Box, _ args: [Argument], in env: Environment, pos: SourcePos
    ) throws -> Bool? {
        guard info.kind == .classType else { return nil }
        var next = info.superclass
        while let base = next {
            let conveniences = base.initializers.filter(\.modifiers.isConvenience)
            if !conveniences.isEmpty, let (decl, slots) = try? interpreter.chooseOverload(conveniences, args, pos: pos)
            {
                do {
                    let result = try interpreter.callScriptFunction(
                        decl, definingEnv: base.environment, selfBox: selfBox, selfType: info, slots: slots,
                        args: args, in: env, pos: pos, isInitializer: true)
                    if decl.isFailable, case .optional(nil) = result { return true }
                } catch let failure as DelegatedInitializerFailed {
                    return try failure.failing(decl)
                }
                return false
            }
            next = base.superclass
        }
        return nil
    }
}

extension ObjectModel {
    /// `super.tag` in a `class var`/`class func`: the superclass's static member, with the
    /// caller's metatype as `self`; nil when `self` is an instance.
    func staticSuperMember(_ name: String, in env: Environment, pos: SourcePos) throws -> Value? {
        guard let selfBox = interpreter.findSelf(env), case .type = selfBox.value,
            let current = interpreter.currentSelfType(env),
            let superType = current.superclass
        else { return nil }
        if let (property, owner) = inheritedComputedStatic(superType, name) {
            return try interpreter.runGetter(property, self: selfBox.value, type: owner, pos: pos)
        }
        return try interpreter.staticMember(.user(superType), name, in: env, pos: pos)
    }
}
