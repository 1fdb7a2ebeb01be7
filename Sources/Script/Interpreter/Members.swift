import ObservationRuntime
import ScriptFrontEnd

// Member access on script types: stored, computed and observed properties, @Observable
// tracked properties (through the observation bridge), static members, enum cases,
// initializers and deinitializers.

extension Interpreter {
    func typeInfo(of value: Value) -> TypeInfo? {
        switch value {
        case .object(let object): return object.type
        case .structValue(let structValue): return structValue.type
        case .enumValue(let enumValue): return enumValue.type
        default: return nil
        }
    }

    // MARK: Reading

    func memberGet(_ base: Value, _ name: String, pos: SourcePos) throws -> Value {
        switch base {
        case .object(let inst):
            if let value = try instanceGet(inst, name, pos: pos) { return value }
        case .structValue(let structValue):
            if let slot = structValue.fields.layout.slot(of: name), let field = structValue.fields[slot: slot] {
                return field
            }
            // A `let` copy.
            if let (lazy, _) = try objectModel.initializeLazyField(structValue, name, pos: pos) { return lazy }
            if let computed = structValue.type.findComputed(name) {
                return try runGetter(computed, self: base, type: structValue.type, pos: pos)
            }
            if let method = structValue.type.findMethod(name)?.first {
                return .function(
                    Function(
                        .script(method, structValue.type.environment), name: name, boundSelf: base,
                        boundType: structValue.type))
            }
        case .enumValue(let enumValue):
            if name == "rawValue", let raw = registry.rawValues[ObjectIdentifier(enumValue.type)]?[enumValue.caseName] {
                return raw
            }
            if let computed = enumValue.type.findComputed(name) {
                return try runGetter(computed, self: base, type: enumValue.type, pos: pos)
            }
            if let method = enumValue.type.findMethod(name)?.first {
                return .function(
                    Function(
                        .script(method, enumValue.type.environment), name: name, boundSelf: base,
                        boundType: enumValue.type))
            }
        case .tuple(let items, let labels):
            if let index = Int(name), index >= 0, index < items.count { return items[index] }
            if let index = labels.firstIndex(of: name) { return items[index] }
        case .type(let type):
            return try staticMember(type, name, in: globals, pos: pos)
        default:
            break
        }
        if let ext = extensionDispatch.builtinExtension(
            of: base, named: name, having: { $0.computedProperties[name] != nil || $0.methods[name] != nil })
        {
            if let computed = ext.computedProperties[name] {
                return try runGetter(computed, self: base, type: ext, pos: pos)
            }
            if let method = ext.methods[name]?.first {
                // `"hello".count` beside a program's `func count(of:)` on `String`: Swift reads the
                // standard property the member names without a call, not the method.
                if typeInfo(of: base) == nil, let property = try? builtins.builtinProperty(base, name, pos: pos) {
                    return property
                }
                return .function(Function(.script(method, globals), name: name, boundSelf: base, boundType: ext))
            }
        }
        if typeInfo(of: base) == nil {
            return try builtins.builtinProperty(base, name, pos: pos)
        }
        throw ScriptError.cannotRun(member: name, of: descriptions.typeName(of: base), at: pos)
    }

    func instanceGet(_ inst: Instance, _ name: String, pos: SourcePos) throws -> Value? {
        let type = inst.type
        if let stored = inst.fields.layout.property(named: name) {
            if stored.isTracked { observation.access(inst, stored) }
            if stored.isViewWrapped, let legacy = observation.legacyGet(inst, name) { return legacy }
            if let value = inst.fields[slot: stored.slot] { return value }
            if stored.isLazy, let initializer = stored.decl.initializer {
                // `lazy var`: the initializer runs on first access, with `self` available.
                let scope = Environment(parent: stored.owner.environment)
                scope.selfBox = Box(.object(inst), isLet: true)
                scope.selfType = stored.owner
                var value = try evaluate(initializer, in: scope, expected: stored.type)
                if let declaredType = stored.type { value = coerce(value, to: declaredType) }
                inst.fields[slot: stored.slot] = value
                return value
            }
            if stored.nonOwning == .unowned, inst.fields.isInitialized(name) {
                throw ScriptError.runtime(
                    "Fatal error: Attempted to read an unowned reference but the object was already deallocated",
                    at: pos)
            }
            throw ScriptError.runtime(
                "'self' used before all stored properties are initialized ('\(stored.name)')", at: pos)
        }
        if let computed = type.findComputed(name) {
            return try runGetter(computed, self: .object(inst), type: owner(of: computed, in: type), pos: pos)
        }
        if let method = type.findMethod(name)?.first {
            let owner = definingType(of: method, in: type)
            return .function(
                Function(.script(method, owner.environment), name: name, boundSelf: .object(inst), boundType: owner))
        }
        if let special = try observation.observationMember(inst, name, pos: pos) { return special }
        if let legacy = observation.legacyMember(inst, name) { return legacy }
        return nil
    }

    func owner(of property: VarDecl, in type: TypeInfo) -> TypeInfo {
        var next: TypeInfo? = type
        while let current = next {
            if current.computedProperties[property.name] === property
                || current.storedProperties.contains(where: { $0 === property })
            {
                return current
            }
            next = current.superclass
        }
        return type
    }

    func isTracked(_ type: TypeInfo, _ name: String) -> Bool { type.storedProperty(name)?.isTracked ?? false }

    func runGetter(_ property: VarDecl, self value: Value, type: TypeInfo, pos: SourcePos) throws -> Value {
        guard case .computed(let get, _, _) = property.accessors else { return .void }
        let scope = Environment(parent: type.environment)
        scope.selfBox = Box(value, isLet: true)
        scope.selfType = type
        bounds.callDepth += 1
        defer { bounds.callDepth -= 1 }
        if bounds.callDepth > options.recursionLimit {
            throw ScriptError.stopped(
                "execution stopped: more than \(options.recursionLimit) nested calls (endless recursion?)", at: pos)
        }
        if let view = try views.viewBuilderGetter(property, get, type: type, in: scope, pos: pos) { return view }
        let result = try runBody(get, in: scope, pos: pos)
        return property.type.map { coerce(result, to: $0) } ?? result
    }

    /// Runs a computed setter; returns the (possibly mutated) receiver for value types.
    func runSetter(
        _ property: VarDecl, self value: Value, type: TypeInfo, newValue: Value, pos: SourcePos
    ) throws -> Value {
        guard case .computed(_, let set, let setterName) = property.accessors, let set else {
            throw ScriptError.cannotRun("an assignment to the get-only property '\(property.name)'", at: pos)
        }
        let scope = Environment(parent: type.environment)
        let selfBox = Box(value, isLet: false)
        scope.selfBox = selfBox
        scope.selfType = type
        scope.define(setterName, value: property.type.map { coerce(newValue, to: $0) } ?? newValue)
        _ = try execute(set, in: scope)
        return selfBox.value
    }

    // MARK: Writing

    func setProperty(_ base: inout Value, _ name: String, _ newValue: Value, initializing: Bool, pos: SourcePos) throws
    {
        if case .structValue = base,
            try objectModel.setStoredStructProperty(&base, name, newValue, initializing: initializing, pos: pos)
        {
            return
        }
        switch base {
        case .object(let inst):
            try instanceSet(inst, name, newValue, initializing: initializing, pos: pos)
        case .structValue(let structValue):
            if let computed = structValue.type.findComputed(name) {
                base = try runSetter(computed, self: base, type: structValue.type, newValue: newValue, pos: pos)
                return
            }
            throw ScriptError.cannotRun(member: name, of: structValue.type.name, at: pos)
        case .enumValue(let enumValue):
            if let computed = enumValue.type.findComputed(name) {
                base = try runSetter(computed, self: base, type: enumValue.type, newValue: newValue, pos: pos)
                return
            }
            throw ScriptError.cannotRun("an assignment to the get-only property '\(name)'", at: pos)
        case .tuple(var items, let labels):
            if let index = Int(name) ?? labels.firstIndex(of: name), index < items.count {
                items[index] = newValue
                base = .tuple(items, labels)
                return
            }
            throw ScriptError.cannotRun(member: name, of: "tuple", at: pos)
        case .optional(.some):
            throw ScriptError.cannotRun(
                "an assignment to '\(name)' through a value of optional type '\(descriptions.typeName(of: base))' not unwrapped",
                at: pos)
        default:
            if let text = strings.settingUnicodeScalars(of: base, name, to: newValue) {
                base = text
                return
            }
            if try views.setViewNativeProperty(base, name, newValue, pos: pos) { return }
            if builtins.setJSONProperty(base, name, newValue) || tasks.setStreamProperty(base, name, newValue) {
                return
            }
            if let ext = extensionDispatch.builtinExtension(
                of: base, named: name, having: { $0.computedProperties[name] != nil }),
                let computed = ext.computedProperties[name]
            {
                base = try runSetter(computed, self: base, type: ext, newValue: newValue, pos: pos)
                return
            }
            if typeInfo(of: base) == nil, (try? builtins.builtinProperty(base, name, pos: pos)) != nil {
                throw ScriptError.cannotRun("an assignment to the get-only property '\(name)'", at: pos)
            }
            throw ScriptError.cannotRun(member: name, of: descriptions.typeName(of: base), at: pos)
        }
    }

    func runObserver(
        _ body: [Stmt], _ paramName: String, _ value: Value, self base: inout Value, type: TypeInfo, property: String,
        pos: SourcePos
    ) throws {
        let scope = Environment(parent: type.environment)
        scope.observedProperty = property
        let selfBox = Box(base, isLet: base.isReference)
        scope.selfBox = selfBox
        scope.selfType = type
        scope.define(paramName, value: value)
        _ = try execute(body, in: scope)
        if !base.isReference { base = selfBox.value }
    }

    func instanceSet(_ inst: Instance, _ name: String, _ newValue: Value, initializing: Bool, pos: SourcePos) throws {
        let type = inst.type
        if let stored = inst.fields.layout.property(named: name) {
            let slot = stored.slot
            let value = coerce(newValue, toField: stored)
            let firstInitialization = initializing && inst.fields[slot: slot] == nil
            if stored.isLet && !firstInitialization {
                throw ScriptError.cannotRun("an assignment to the 'let' property '\(name)'", at: pos)
            }
            if firstInitialization {
                inst.fields[slot: slot] = value
                return
            }
            let observed = !initializing && stored.hasObservers
            if stored.isTracked {
                // The macro's setter: equal values (or the identical object) do not notify.
                // willSet/didSet stay on the underlying storage and run inside the mutation.
                // Overrides' observers in subclasses run outside it, around the macro's setter.
                let notify = observation.shouldNotifyObservers(inst.fields[slot: slot] ?? .void, value)
                guard observed else {
                    if notify {
                        try observation.withMutation(inst, stored, at: pos) { inst.fields[slot: slot] = value }
                    } else {
                        inst.fields[slot: slot] = value
                    }
                    return
                }
                let setter: (() throws -> Void) throws -> Void = { [self] body in
                    if notify { try observation.withMutation(inst, stored, at: pos, body) } else { try body() }
                }
                try objectModel.storeObserving(inst, stored.decl, value, pos: pos, setter: setter) {
                    inst.fields[slot: slot] = value
                }
                return
            }
            if stored.isPublished || stored.isViewWrapped, try observation.legacySet(inst, name, value, pos: pos) {
                return
            }
            if observed {
                try objectModel.storeObserving(inst, stored.decl, value, pos: pos) { inst.fields[slot: slot] = value }
                return
            }
            inst.fields[slot: slot] = value
            return
        }
        if let computed = type.findComputed(name) {
            try objectModel.setComputedObserving(inst, computed, newValue, pos: pos)
            return
        }
        throw ScriptError.cannotRun(member: name, of: type.name, at: pos)
    }

    /// In-place mutation of a property (`x.items.append(…)`, `x.count += 1`).
    func modifyProperty(
        _ base: inout Value, _ name: String, pos: SourcePos, _ body: (inout Value) throws -> Void
    ) throws {
        if case .structValue = base, try objectModel.modifyStoredStructProperty(&base, name, pos: pos, body) { return }
        switch base {
        case .object(let inst):
            try instanceModify(inst, name, pos: pos, body)
        case .structValue(let structValue):
            if let computed = structValue.type.findComputed(name) {
                var value = try runGetter(computed, self: base, type: structValue.type, pos: pos)
                try body(&value)
                if !value.isReference {
                    base = try runSetter(computed, self: base, type: structValue.type, newValue: value, pos: pos)
                }
                return
            }
            throw ScriptError.cannotRun(member: name, of: structValue.type.name, at: pos)
        case .tuple(var items, let labels):
            guard let index = Int(name) ?? labels.firstIndex(of: name), index < items.count else {
                throw ScriptError.cannotRun(member: name, of: "tuple", at: pos)
            }
            var value = items[index]
            base = .void
            items[index] = .void
            defer {
                items[index] = value
                base = .tuple(items, labels)
            }
            try body(&value)
        default:
            var value = try memberGet(base, name, pos: pos)
            try body(&value)
            if !value.isReference { try setProperty(&base, name, value, initializing: false, pos: pos) }
        }
    }

    func instanceModify(_ inst: Instance, _ name: String, pos: SourcePos, _ body: (inout Value) throws -> Void) throws {
        let type = inst.type
        if let stored = inst.fields.layout.property(named: name) {
            let slot = stored.slot
            guard var value = inst.fields[slot: slot] else {
                throw ScriptError.runtime("'self' used before all stored properties are initialized", at: pos)
            }
            if value.isReference {
                // Reaching through a reference only reads the property holding it.
                if stored.isTracked { observation.access(inst, stored) }
                try body(&value)
                return
            }
            if stored.isLet {
                throw ScriptError.cannotRun("an assignment to the 'let' property '\(name)'", at: pos)
            }
            if stored.hasObservers {
                // `value += 1` with `willSet`/`didSet` (its own or a subclass's override): a get,
                // then a set that runs them (tracked or not).
                if stored.isTracked { observation.access(inst, stored) }
                try body(&value)
                try instanceSet(inst, name, value, initializing: false, pos: pos)
                return
            }
            if stored.isTracked {
                // The macro's `_modify`: access, willSet, yield, didSet — one mutation.
                observation.access(inst, stored)
                try observation.willSet(inst, stored, at: pos)
                inst.fields[slot: slot] = .void
                do { try body(&value) } catch {
                    inst.fields[slot: slot] = value
                    try? observation.didSet(inst, stored)
                    throw error
                }
                inst.fields[slot: slot] = value
                try observation.didSet(inst, stored)
                return
            }
            if stored.isPublished || stored.isViewWrapped, observation.isPublished(type, name) {
                var current = observation.legacyGet(inst, name) ?? value
                try body(&current)
                if !current.isReference { _ = try observation.legacySet(inst, name, current, pos: pos) }
                return
            }
            inst.fields[slot: slot] = .void
            defer { inst.fields[slot: slot] = value }
            try body(&value)
            return
        }
        if let computed = type.findComputed(name) {
            var value = try runGetter(computed, self: .object(inst), type: owner(of: computed, in: type), pos: pos)
            try body(&value)
            if !value.isReference { try objectModel.setComputedObserving(inst, computed, value, pos: pos) }
            return
        }
        throw ScriptError.cannotRun(member: name, of: type.name, at: pos)
    }

    // MARK: Static members

    func staticStorageBox(_ type: TypeInfo, _ name: String) -> Box? {
        var next: TypeInfo? = type
        while let current = next {
            if let box = current.staticStorage[name] { return box }
            next = current.superclass
        }
        return nil
    }

    /// Static stored properties initialise on first use, like Swift's.
    func staticBox(_ type: TypeInfo, _ name: String, pos: SourcePos) throws -> Box? {
        var next: TypeInfo? = type
        while let current = next {
            if let box = current.staticStorage[name] { return box }
            if let decl = registry.lazyStatics[ObjectIdentifier(current)]?[name] {
                registry.lazyStatics[ObjectIdentifier(current)]?[name] = nil
                let scope = Environment(parent: current.environment)
                scope.selfBox = Box(.type(.user(current)), isLet: true)
                scope.selfType = current
                var value: Value = decl.type?.isOptional == true ? .optional(nil) : .void
                if let initializer = decl.initializer {
                    value = try evaluate(initializer, in: scope, expected: decl.type)
                    if let declaredType = decl.type { value = coerce(value, to: declaredType) }
                }
                let box = Box(value, isLet: decl.isLet, declaredType: decl.type)
                current.staticStorage[name] = box
                return box
            }
            next = current.superclass
        }
        return nil
    }

    func staticMember(_ type: TypeValue, _ name: String, in env: Environment, pos: SourcePos) throws -> Value {
        guard case .user(let info) = type else { return try builtins.builtinStaticMember(type, name, pos: pos) }
        if name == "self" { return .type(type) }
        if name == "init" || name.hasPrefix("init(") { return objectModel.initializerReference(type, name, pos: pos) }
        if let enumCase = info.cases[name] {
            if let params = enumCase.params, !params.isEmpty {
                // An enum case with associated values used as a function.
                return .function(
                    Function(
                        .builtin { args, _ in
                            .enumValue(
                                EnumValue(
                                    type: info, caseName: name,
                                    payload: zip(args, params).map { self.coerce($0, to: $1.type) },
                                    labels: params.map(\.label)))
                        }, name: name))
            }
            return .enumValue(EnumValue(type: info, caseName: name, payload: [], labels: []))
        }
        if let box = try staticBox(info, name, pos: pos) { return box.value }
        if let (property, owner) = objectModel.inheritedComputedStatic(info, name) {
            return try runGetter(property, self: .type(type), type: owner, pos: pos)
        }
        if let (property, owner) = extensionDispatch.inheritedStaticComputed(info, name) {
            return try runGetter(property, self: .type(type), type: owner, pos: pos)
        }
        if let method = info.findStaticMethod(name)?.first {
            return .function(
                Function(.script(method, info.environment), name: name, boundSelf: .type(type), boundType: info))
        }
        if let nested = info.nestedTypes[name] { return .type(.user(nested)) }
        if name == "allCases", info.conforms(to: "CaseIterable") {
            return .array(
                info.caseOrder.map { .enumValue(EnumValue(type: info, caseName: $0, payload: [], labels: [])) })
        }
        throw ScriptError.cannotRun(member: name, of: "\(info.name).Type", at: pos)
    }

    func setStatic(_ type: TypeValue, _ name: String, _ value: Value, pos: SourcePos) throws {
        guard case .user(let info) = type, let box = try staticBox(info, name, pos: pos) else {
            if case .user(let info) = type, let property = info.staticProperties[name],
                case .computed = property.accessors
            {
                _ = try runSetter(property, self: .type(type), type: info, newValue: value, pos: pos)
                return
            }
            throw ScriptError.cannotRun(member: name, of: "\(type.name).Type", at: pos)
        }
        if box.isLet { throw ScriptError.cannotRun("an assignment to the 'let' property '\(name)'", at: pos) }
        box.value = box.declaredType.map { coerce(value, to: $0) } ?? value
    }

    func modifyStatic(_ type: TypeValue, _ name: String, pos: SourcePos, _ body: (inout Value) throws -> Void) throws {
        guard case .user(let info) = type, let box = try staticBox(info, name, pos: pos) else {
            var value = try staticMember(type, name, in: globals, pos: pos)
            try body(&value)
            if !value.isReference { try setStatic(type, name, value, pos: pos) }
            return
        }
        if box.value.isReference {
            var value = box.value
            try body(&value)
            return
        }
        if box.isLet { throw ScriptError.cannotRun("an assignment to the 'let' property '\(name)'", at: pos) }
        var value = box.value
        box.value = .void
        defer { box.value = value }
        try body(&value)
    }

    func callStatic(
        _ type: TypeValue, _ name: String, _ args: [Argument], in env: Environment, pos: SourcePos, expected: TypeRef?
    ) throws -> Value {
        guard case .user(let info) = type else {
            if name == "init" { return try construct(type, args, in: env, pos: pos, expected: expected) }
            return try builtins.callBuiltinStatic(type, name, args, in: env, pos: pos)
        }
        if name == "init" { return try construct(type, args, in: env, pos: pos, expected: expected) }
        if let enumCase = info.cases[name] {
            return try makeEnumCase(info, enumCase, args, in: env, pos: pos)
        }
        if let decls = info.findStaticMethod(name) {
            let (decl, slots) = try chooseOverload(decls, args, pos: pos)
            return try callScriptFunction(
                decl, definingEnv: info.environment, selfBox: Box(.type(type), isLet: true),
                selfType: objectModel.staticOwner(of: decl, from: info), slots: slots, args: args, in: env, pos: pos)
        }
        if let nested = info.nestedTypes[name] {
            return try construct(.user(nested), args, in: env, pos: pos, expected: expected)
        }
        if let printed = try views.viewStaticCall(info, name, args, pos: pos) { return printed }
        let function = try staticMember(type, name, in: env, pos: pos)
        return try callValue(function, try evaluateArguments(args, in: env), labels: args.map(\.label), pos: pos)
    }

    func makeEnumCase(
        _ info: TypeInfo, _ enumCase: EnumCaseDecl, _ args: [Argument], in env: Environment, pos: SourcePos
    ) throws -> Value {
        guard let params = enumCase.params else {
            throw ScriptError.cannotRun(
                "the case '\(enumCase.name)', which has no associated values, called with some", at: pos)
        }
        guard params.count == args.count else {
            throw ScriptError.cannotRun(
                "the case '\(enumCase.name)' of \(params.count) associated value\(params.count == 1 ? "" : "s") made with \(args.count)",
                at: pos)
        }
        for (param, arg) in zip(params, args) where param.label != arg.label {
            if let label = param.label {
                throw ScriptError.cannotRun(
                    "the case '\(enumCase.name)' made without its label '\(label):'", at: pos)
            }
            throw ScriptError.cannotRun(
                "the case '\(enumCase.name)' made with a label '\(arg.label!):' it does not have", at: pos)
        }
        let payload = try zip(params, args).map { param, arg in
            coerce(try evaluate(arg.value, in: env, expected: param.type), to: param.type)
        }
        return .enumValue(EnumValue(type: info, caseName: enumCase.name, payload: payload, labels: params.map(\.label)))
    }

    /// `.name` / `.name(args)` with the type taken from context, or from the only enum with that case.
    func implicitMember(
        _ name: String, args: [Argument]?, expected: TypeRef?, in env: Environment, pos: SourcePos
    ) throws -> Value {
        // `let name: String? = .none`: Optional's own cases come before the wrapped type's members.
        if name == "none", args == nil, expected?.isOptional == true { return .optional(nil) }
        if name == "some", let args, args.count == 1, case .optional(let wrapped)? = expected {
            return .optional(coerce(try evaluate(args[0].value, in: env, expected: wrapped), to: wrapped, in: env))
        }
        var candidates: [TypeInfo] = []
        if let expected, case .user(let info) = typeValue(for: unwrapType(expected)) { candidates = [info] }
        if candidates.isEmpty, case .named(let typeName, let arguments)? = expected.map(unwrapType),
            arguments.isEmpty, !typeName.contains("."), let nested = objectModel.uniqueNestedType(named: typeName)
        {
            candidates = [nested]
        }
        // The standard library's enums the interpreter makes (`event.kind == .didSet`).
        if candidates.isEmpty, case .named(let typeName, let arguments)? = expected.map(unwrapType),
            arguments.isEmpty, let synthetic = registry.syntheticEnums[typeName]
        {
            candidates = [synthetic]
        }
        if candidates.isEmpty { candidates = registry.enumCaseIndex[name] ?? [] }
        if let info = candidates.first, candidates.count == 1 || expected != nil {
            if let args { return try callStatic(.user(info), name, args, in: env, pos: pos, expected: expected) }
            return try staticMember(.user(info), name, in: env, pos: pos)
        }
        if candidates.count > 1 {
            throw ScriptError.cannotRun(
                "'.\(name)' where several enums have a case '\(name)' (write the type, e.g. '\(candidates[0].name).\(name)')",
                at: pos)
        }
        if let expected {
            let type = typeValue(for: unwrapType(expected))
            if let args { return try callStatic(type, name, args, in: env, pos: pos, expected: expected) }
            return try builtins.builtinStaticMember(type, name, pos: pos)
        }
        if let value = try? builtins.builtinImplicitMember(name, args: args, in: env, pos: pos) { return value }
        throw ScriptError.cannotRun("'.\(name)' where the workbook cannot tell which type it belongs to", at: pos)
    }

    func unwrapType(_ type: TypeRef) -> TypeRef {
        if case .optional(let wrapped) = type { return unwrapType(wrapped) }
        return type
    }

    // MARK: Construction

    func construct(
        _ type: TypeValue, _ args: [Argument], in env: Environment, pos: SourcePos, expected: TypeRef?
    ) throws -> Value {
        guard case .user(let info) = type else {
            if case .builtin(let name) = type,
                let value = try extensionDispatch.constructWithExtensionInitializer(name, args, in: env, pos: pos)
            {
                return value
            }
            return try builtins.constructBuiltin(type, args, in: env, pos: pos)
        }
        switch info.kind {
        case .protocolType:
            throw ScriptError.cannotRun("a value made of the protocol '\(info.name)'", at: pos)
        case .structType where views.isViewType(info):
            return try views.constructView(info, args, in: env, pos: pos)
        case .enumType:
            if args.count == 1, args[0].label == "rawValue" {
                let raw = try evaluate(args[0].value, in: env)
                let table = registry.rawValues[ObjectIdentifier(info)]
                for name in info.caseOrder where valuesEqual(table?[name] ?? .void, raw) {
                    return .optional(.enumValue(EnumValue(type: info, caseName: name, payload: [], labels: [])))
                }
                return .optional(nil)
            }
            guard !info.initializers.isEmpty else {
                throw ScriptError.cannotRun("a '\(info.name)' made without an initializer to make it", at: pos)
            }
            let selfBox = Box(.void, isLet: false, isInitialized: false)
            // An enum's `init?` that returns nil gives nil; one that sets `self` gives an optional.
            if try runInitializer(info, selfBox: selfBox, args, in: env, pos: pos) { return .optional(nil) }
            return isFailableInit(info, args) ? .optional(selfBox.value) : selfBox.value
        case .classType:
            let inst = Instance(type: info, interpreter: self)
            inst.fields.genericArguments = try constructionBindings.takeConstructionArguments(for: info, at: pos)
            let selfBox = Box(.object(inst), isLet: true)
            let failed = try runInitializer(info, selfBox: selfBox, args, in: env, pos: pos)
            if failed {
                inst.isDeinitStandIn = true
                return .optional(nil)
            }
            try checkAllInitialized(inst.type, { inst.fields.isInitialized($0) }, pos: pos)
            return isFailableInit(info, args) ? .optional(.object(inst)) : .object(inst)
        default:
            var fields = InstanceFields(for: info)
            fields.genericArguments = try constructionBindings.takeConstructionArguments(for: info, at: pos)
            for property in info.storedProperties where !property.modifiers.isLazy {
                if let initializer = property.initializer {
                    fields[property.name] = try evaluatePropertyInitializer(
                        property, initializer, info, typeArguments: fields.genericArguments)
                } else if property.type?.isOptional == true, !property.isLet {
                    fields[property.name] = .optional(nil)
                }
            }
            let selfBox = Box(.structValue(StructValue(type: info, fields: fields)), isLet: false)
            let failed = try runInitializer(info, selfBox: selfBox, args, in: env, pos: pos)
            if failed { return .optional(nil) }
            if case .structValue(let structValue) = selfBox.value {
                try checkAllInitialized(info, { structValue.fields[$0] != nil }, pos: pos)
            }
            return isFailableInit(info, args) ? .optional(selfBox.value) : selfBox.value
        }
    }

    private func isFailableInit(_ info: TypeInfo, _ args: [Argument]) -> Bool {
        guard !info.initializers.isEmpty, let (decl, _) = try? chooseOverload(info.initializers, args, pos: .unknown)
        else { return false }
        return decl.isFailable
    }

    private func checkAllInitialized(_ info: TypeInfo, _ isInitialized: (String) -> Bool, pos: SourcePos) throws {
        for property in info.allStoredProperties where !isInitialized(property.name) && !property.modifiers.isLazy {
            throw ScriptError.cannotRun(
                "an initializer of '\(info.name)' that ends without setting the property '\(property.name)'", at: pos)
        }
    }

    func evaluatePropertyInitializer(
        _ property: VarDecl, _ initializer: Expr, _ info: TypeInfo, typeArguments: [TypeRef]? = nil
    ) throws -> Value {
        let scope = Environment(parent: info.environment)
        scope.selfType = info
        constructionBindings.bindTypeParameters(of: info, to: typeArguments, in: scope)
        var value = try evaluate(initializer, in: scope, expected: property.type)
        if let type = property.type { value = coerce(value, to: type) }
        return value
    }

    /// A class's own stored-property initializers run when one of its designated initializers
    /// starts, before its body (so a subclass's run before `super.init`, the base's after), as in Swift.
    func initializeDefaults(_ selfBox: Box, _ info: TypeInfo) throws {
        guard info.kind == .classType, case .object(let inst) = selfBox.value else { return }
        for property in info.storedProperties where !property.modifiers.isLazy {
            if let initializer = property.initializer {
                inst.fields[property.name] = try evaluatePropertyInitializer(
                    property, initializer, info, typeArguments: inst.fields.genericArguments)
            } else if property.type?.isOptional == true, !property.isLet {
                inst.fields[property.name] = .optional(nil)
            }
        }
    }

    /// Runs the matching initializer (or the implicit memberwise/default one) on `selfBox`.
    /// Returns true when a failable initializer returned nil.
    @discardableResult
    func runInitializer(
        _ info: TypeInfo, selfBox: Box, _ args: [Argument], in env: Environment, pos: SourcePos
    ) throws -> Bool {
        if info.kind == .structType, !info.hasOwnInitializers, !info.initializers.isEmpty,
            (try? chooseOverload(info.initializers, args, pos: pos)) == nil
                // `self.init()` beside an extension's `init(arrayLiteral: T...)`: the synthesized `init()`.
                || (args.isEmpty && info.initializers.allSatisfy { $0.params.contains(where: \.isVariadic) })
        {
            // Inits declared in extensions keep the memberwise initializer available.
            return try runMemberwise(info, selfBox: selfBox, args, in: env, pos: pos)
        }
        if info.initializers.isEmpty {
            if info.kind == .structType {
                return try runMemberwise(info, selfBox: selfBox, args, in: env, pos: pos)
            }
            try initializeDefaults(selfBox, info)
            if info.kind == .classType, let superInfo = info.superclass {
                return try runInitializer(superInfo, selfBox: selfBox, args, in: env, pos: pos)
            }
            if !args.isEmpty {
                throw ScriptError.cannotRun("the initializer '\(info.name)()' called with arguments", at: pos)
            }
            return false
        }
        return try runDeclaredInitializer(info, selfBox: selfBox, args, in: env, pos: pos)
    }

    private func runMemberwise(
        _ info: TypeInfo, selfBox: Box, _ args: [Argument], in env: Environment, pos: SourcePos
    ) throws -> Bool {
        do {
            if true {
                // The memberwise initializer: every stored `var`, and `let`s without a value.
                let params = info.storedProperties.filter { !($0.isLet && $0.initializer != nil) }.map {
                    Param(
                        label: $0.name, name: $0.name, type: $0.type ?? $0.inferredType ?? .named("Any", []),
                        defaultValue: $0.initializer
                            ?? (($0.type?.isOptional ?? false) && !$0.isLet ? Expr(.nilLiteral, $0.pos) : nil),
                        isInout: false, isVariadic: false, isAutoclosure: false)
                }
                let slots = try bindArguments(
                    params, labels: args.map(\.label),
                    isClosure: args.map {
                        if case .closure = $0.value.kind { return true }
                        return false
                    }, name: "init", pos: pos)
                guard case .structValue(var structValue) = selfBox.value else { return false }
                for (param, slot) in zip(params, slots) {
                    switch slot {
                    case .argument(let argumentIndex):
                        structValue.fields[param.name] = coerce(
                            try evaluate(args[argumentIndex].value, in: env, expected: param.type), to: param.type)
                    default: break
                    }
                }
                selfBox.value = .structValue(structValue)
                return false
            }
        }
    }

    private func runDeclaredInitializer(
        _ info: TypeInfo, selfBox: Box, _ args: [Argument], in env: Environment, pos: SourcePos
    ) throws -> Bool {
        let decl: FunctionDecl
        let slots: [ArgumentSlot]
        do {
            (decl, slots) = try chooseOverload(info.initializers, args, pos: pos)
        } catch {
            if let failed = try objectModel.runInheritedConvenienceInit(info, selfBox: selfBox, args, in: env, pos: pos)
            {
                return failed
            }
            throw error
        }
        if !decl.modifiers.isConvenience { try initializeDefaults(selfBox, info) }
        do {
            let result = try callScriptFunction(
                decl, definingEnv: info.environment, selfBox: selfBox, selfType: info, slots: slots, args: args,
                in: env, pos: pos, isInitializer: true)
            if decl.isFailable, case .optional(nil) = result { return true }
        } catch let failure as DelegatedInitializerFailed {
            return try failure.failing(decl)
        }
        // A designated init that calls neither `super.init` nor `self.init` ends with an
        // implicit `super.init()`, as in Swift.
        if info.kind == .classType, let superInfo = info.superclass, let body = decl.body, !delegates(body) {
            return try runInitializer(superInfo, selfBox: selfBox, [], in: env, pos: pos)
        }
        return false
    }

    /// Whether an initializer body calls `super.init(…)` or `self.init(…)` anywhere.
    private func delegates(_ body: [Stmt]) -> Bool {
        func expr(_ node: Expr) -> Bool {
            switch node.kind {
            case .call(let callee, let args):
                if case .member(let base, "init") = callee.kind {
                    switch base.kind {
                    case .superRef, .selfRef: return true
                    default: break
                    }
                }
                return expr(callee) || args.contains { expr($0.value) }
            case .tryExpr(let operand, _), .awaitExpr(let operand), .forceUnwrap(let operand),
                .optionalChain(let operand):
                return expr(operand)
            case .assign(_, let lhs, let rhs), .binary(_, let lhs, let rhs): return expr(lhs) || expr(rhs)
            default: return false
            }
        }
        func stmt(_ statement: Stmt) -> Bool {
            switch statement.kind {
            case .expr(let node): return expr(node)
            case .ifStmt(_, let thenBody, let elseBody):
                return thenBody.contains(where: stmt) || (elseBody?.contains(where: stmt) ?? false)
            case .guardStmt(_, let statements), .block(let statements), .doCatch(let statements, _):
                return statements.contains(where: stmt)
            case .switchStmt(_, let cases): return cases.contains { $0.body.contains(where: stmt) }
            default: return false
            }
        }
        return body.contains(where: stmt)
    }

    // MARK: Key paths

    func applyKeyPath(_ keyPath: KeyPathValue, to root: Value, pos: SourcePos) throws -> Value {
        var value = root
        var chained = false
        // `\.self`: the identity key path, the value itself.
        for component in keyPath.components where component != "self" {
            switch component {
            case "?", "!":
                // `\.address?.city`: a nil ends the path with nil; `\.address!.city` stops the program.
                guard case .optional(let wrapped) = value else { continue }
                chained = chained || component == "?"
                guard let wrapped else {
                    if component == "?" { return .optional(nil) }
                    throw Self.unwrappedNil(at: pos)
                }
                value = wrapped
            default:
                value = try memberGet(value, component, pos: pos)
            }
        }
        if chained, case .optional = value { return value }
        return chained ? .optional(value) : value
    }

    /// Changes what `components` of a key path reach inside `value` (a writable path: names,
    /// `self` and `!`; Swift makes a path with `?` read-only).
    func modifyThroughKeyPath(
        _ value: inout Value, _ components: ArraySlice<String>, pos: SourcePos, _ body: (inout Value) throws -> Void
    ) throws {
        guard let first = components.first else { return try body(&value) }
        let rest = components.dropFirst()
        switch first {
        case "self":
            try modifyThroughKeyPath(&value, rest, pos: pos, body)
        case "!", "?":
            guard case .optional(let wrapped) = value else {
                return try modifyThroughKeyPath(&value, rest, pos: pos, body)
            }
            guard var inner = wrapped else { throw Self.unwrappedNil(at: pos) }
            value = .void
            defer { value = .optional(inner) }
            try modifyThroughKeyPath(&inner, rest, pos: pos, body)
        default:
            if rest.isEmpty { return try modifyProperty(&value, first, pos: pos, body) }
            try modifyProperty(&value, first, pos: pos) { try modifyThroughKeyPath(&$0, rest, pos: pos, body) }
        }
    }

    /// Sets what a writable key path reaches inside `value`.
    func setThroughKeyPath(_ value: inout Value, _ keyPath: KeyPathValue, _ newValue: Value, pos: SourcePos) throws {
        let components = keyPath.components[...]
        guard let last = components.last, last != "self", last != "!", last != "?" else {
            return try modifyThroughKeyPath(&value, components, pos: pos) { $0 = newValue }
        }
        try modifyThroughKeyPath(&value, components.dropLast(), pos: pos) { parent in
            try setProperty(&parent, last, newValue, initializing: false, pos: pos)
        }
    }

    static func unwrappedNil(at pos: SourcePos) -> ScriptError {
        ScriptError.runtime("Fatal error: Unexpectedly found nil while unwrapping an Optional value", at: pos)
    }

    // MARK: deinit

    /// Called from an instance's host `deinit`: runs the script `deinit` chain on a stand-in
    /// carrying the same fields (the original can no longer be referenced).
    /// Returns the fields as the `deinit` bodies left them, to be released by the caller.
    func runDeinit(type: TypeInfo, fields: InstanceFields, registrar: ObservationRegistrar?) -> InstanceFields {
        let standIn = Instance(type: type, interpreter: nil)
        standIn.fields = fields
        standIn.observationRegistrar = registrar
        standIn.isDeinitStandIn = true
        var next: TypeInfo? = type
        while let current = next {
            if let deinitializer = current.deinitializer, let body = deinitializer.body {
                let scope = Environment(parent: current.environment)
                scope.selfBox = Box(.object(standIn), isLet: true)
                scope.selfType = current
                do { _ = try execute(body, in: scope) } catch { pending.deinitializer = pending.deinitializer ?? error }
            }
            next = current.superclass
        }
        defer { standIn.fields = [:] }
        return standIn.fields
    }
}
