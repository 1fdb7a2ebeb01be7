import ObservationRuntime

// Member access on script types: stored, computed and observed properties, @Observable
// tracked properties (through the observation bridge), static members, enum cases,
// initializers and deinitializers.

extension Interpreter {
    func typeInfo(of v: Value) -> TypeInfo? {
        switch v {
        case .object(let o): return o.type
        case .structValue(let s): return s.type
        case .enumValue(let e): return e.type
        default: return nil
        }
    }

    // MARK: Reading

    func memberGet(_ v: Value, _ name: String, pos: SourcePos) throws -> Value {
        switch v {
        case .object(let inst):
            if let value = try instanceGet(inst, name, pos: pos) { return value }
        case .structValue(let s):
            if let f = s.fields[name], s.type.findStored(name) != nil { return f }
            if let c = s.type.findComputed(name) { return try runGetter(c, self: v, type: s.type, pos: pos) }
            if let m = s.type.findMethod(name)?.first {
                return .function(Function(.script(m, s.type.environment), name: name, boundSelf: v, boundType: s.type))
            }
        case .enumValue(let e):
            if name == "rawValue", let raw = rawValues[ObjectIdentifier(e.type)]?[e.caseName] { return raw }
            if let c = e.type.findComputed(name) { return try runGetter(c, self: v, type: e.type, pos: pos) }
            if let m = e.type.findMethod(name)?.first {
                return .function(Function(.script(m, e.type.environment), name: name, boundSelf: v, boundType: e.type))
            }
        case .tuple(let items, let labels):
            if let i = Int(name), i >= 0, i < items.count { return items[i] }
            if let i = labels.firstIndex(of: name) { return items[i] }
        case .type(let t):
            return try staticMember(t, name, in: globals, pos: pos)
        default:
            break
        }
        if let ext = builtinExtension(of: v, having: { $0.computedProperties[name] != nil || $0.methods[name] != nil }) {
            if let c = ext.computedProperties[name] { return try runGetter(c, self: v, type: ext, pos: pos) }
            if let m = ext.methods[name]?.first {
                return .function(Function(.script(m, globals), name: name, boundSelf: v, boundType: ext))
            }
        }
        if typeInfo(of: v) == nil {
            return try builtinProperty(v, name, pos: pos)
        }
        throw ScriptError.compile("value of type '\(typeName(of: v))' has no member '\(name)'", at: pos)
    }

    func instanceGet(_ inst: Instance, _ name: String, pos: SourcePos) throws -> Value? {
        let t = inst.type
        if let stored = t.findStored(name) {
            if isTracked(t, name) { observation.access(inst, name) }
            if let legacy = legacyGet(inst, name) { return legacy }
            if inst.fields[name] == nil, stored.modifiers.isLazy, let initializer = stored.initializer {
                // `lazy var`: the initializer runs on first access, with `self` available.
                let ownerType = owner(of: stored, in: t)
                let scope = Environment(parent: ownerType.environment)
                scope.selfBox = Box(.object(inst), isLet: true)
                scope.selfType = ownerType
                var v = try evaluate(initializer, in: scope, expected: stored.type)
                if let ty = stored.type { v = coerce(v, to: ty) }
                inst.fields[name] = v
                return v
            }
            guard let v = inst.fields[name] else {
                if stored.modifiers.isUnowned, inst.fields.isInitialized(name) {
                    throw ScriptError.runtime(
                        "Fatal error: Attempted to read an unowned reference but the object was already deallocated",
                        at: pos)
                }
                throw ScriptError.runtime(
                    "'self' used before all stored properties are initialized ('\(stored.name)')", at: pos)
            }
            return v
        }
        if let c = t.findComputed(name) {
            return try runGetter(c, self: .object(inst), type: owner(of: c, in: t), pos: pos)
        }
        if let m = t.findMethod(name)?.first {
            let owner = definingType(of: m, in: t)
            return .function(
                Function(.script(m, owner.environment), name: name, boundSelf: .object(inst), boundType: owner))
        }
        if let special = try observationMember(inst, name, pos: pos) { return special }
        if let legacy = legacyMember(inst, name) { return legacy }
        return nil
    }

    func owner(of property: VarDecl, in type: TypeInfo) -> TypeInfo {
        var t: TypeInfo? = type
        while let c = t {
            if c.computedProperties[property.name] === property
                || c.storedProperties.contains(where: { $0 === property })
            {
                return c
            }
            t = c.superclass
        }
        return type
    }

    func isTracked(_ type: TypeInfo, _ name: String) -> Bool {
        var t: TypeInfo? = type
        while let c = t {
            if c.trackedProperties.contains(name) { return true }
            t = c.superclass
        }
        return false
    }

    func runGetter(_ property: VarDecl, self value: Value, type: TypeInfo, pos: SourcePos) throws -> Value {
        guard case .computed(let get, _, _) = property.accessors else { return .void }
        let scope = Environment(parent: type.environment)
        scope.selfBox = Box(value, isLet: true)
        scope.selfType = type
        callDepth += 1
        defer { callDepth -= 1 }
        if callDepth > options.recursionLimit {
            throw ScriptError.stopped(
                "execution stopped: more than \(options.recursionLimit) nested calls (endless recursion?)", at: pos)
        }
        if let view = try viewBuilderGetter(property, get, type: type, in: scope, pos: pos) { return view }
        let v = try runBody(get, in: scope, pos: pos)
        return property.type.map { coerce(v, to: $0) } ?? v
    }

    /// Runs a computed setter; returns the (possibly mutated) receiver for value types.
    func runSetter(
        _ property: VarDecl, self value: Value, type: TypeInfo, newValue: Value, pos: SourcePos
    ) throws -> Value {
        guard case .computed(_, let set, let setterName) = property.accessors, let set else {
            throw ScriptError.compile("cannot assign to property: '\(property.name)' is a get-only property", at: pos)
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
        switch base {
        case .object(let inst):
            try instanceSet(inst, name, newValue, initializing: initializing, pos: pos)
        case .structValue(var s):
            if let stored = s.type.findStored(name) {
                let value = stored.type.map { coerce(newValue, to: $0) } ?? newValue
                if stored.isLet && !(initializing && s.fields[name] == nil) {
                    throw ScriptError.compile("cannot assign to property: '\(name)' is a 'let' constant", at: pos)
                }
                if case .observed(let willSet, let wName, let didSet, let dName) = stored.accessors, !initializing {
                    let old = s.fields[name] ?? .void
                    if let willSet {
                        try runObserver(willSet, wName, value, self: &base, type: s.type, property: name, pos: pos)
                    }
                    if case .structValue(var s2) = base {
                        s2.fields[name] = value
                        base = .structValue(s2)
                    }
                    if let didSet {
                        try runObserver(didSet, dName, old, self: &base, type: s.type, property: name, pos: pos)
                    }
                    return
                }
                base = .void
                s.fields[name] = value
                base = .structValue(s)
                return
            }
            if let c = s.type.findComputed(name) {
                base = try runSetter(c, self: base, type: s.type, newValue: newValue, pos: pos)
                return
            }
            throw ScriptError.compile("value of type '\(s.type.name)' has no member '\(name)'", at: pos)
        case .enumValue(let e):
            if let c = e.type.findComputed(name) {
                base = try runSetter(c, self: base, type: e.type, newValue: newValue, pos: pos)
                return
            }
            throw ScriptError.compile("cannot assign to property: '\(name)' is a get-only property", at: pos)
        case .tuple(var items, let labels):
            if let i = Int(name) ?? labels.firstIndex(of: name), i < items.count {
                items[i] = newValue
                base = .tuple(items, labels)
                return
            }
            throw ScriptError.compile("value of tuple type has no member '\(name)'", at: pos)
        case .optional(.some):
            throw ScriptError.compile(
                "value of optional type '\(typeName(of: base))' must be unwrapped to refer to member '\(name)' of wrapped base type",
                at: pos)
        default:
            if try setViewNativeProperty(base, name, newValue, pos: pos) { return }
            if setJSONProperty(base, name, newValue) { return }
            if let ext = builtinExtension(of: base, having: { $0.computedProperties[name] != nil }),
                let c = ext.computedProperties[name]
            {
                base = try runSetter(c, self: base, type: ext, newValue: newValue, pos: pos)
                return
            }
            if typeInfo(of: base) == nil, (try? builtinProperty(base, name, pos: pos)) != nil {
                throw ScriptError.compile("cannot assign to property: '\(name)' is a get-only property", at: pos)
            }
            throw ScriptError.compile("value of type '\(typeName(of: base))' has no member '\(name)'", at: pos)
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
        let t = inst.type
        if let stored = t.findStored(name) {
            let value = stored.type.map { coerce(newValue, to: $0) } ?? newValue
            let firstInitialization = initializing && inst.fields[name] == nil
            if stored.isLet && !firstInitialization {
                throw ScriptError.compile("cannot assign to property: '\(name)' is a 'let' constant", at: pos)
            }
            if firstInitialization {
                inst.fields[name] = value
                return
            }
            if isTracked(t, name) {
                // The macro's setter: equal values (or the identical object) do not notify.
                // willSet/didSet stay on the underlying storage and run inside the mutation.
                // Overrides' observers in subclasses run outside it, around the macro's setter.
                let old = inst.fields[name] ?? .void
                let notify = shouldNotifyObservers(old, value)
                let setter: (() throws -> Void) throws -> Void = { [self] body in
                    if notify { try observation.withMutation(inst, name, at: pos, body) } else { try body() }
                }
                if !initializing, hasObservers(stored, in: t) {
                    try storeObserving(inst, stored, value, pos: pos, setter: setter) { inst.fields[name] = value }
                } else {
                    try setter { inst.fields[name] = value }
                }
                return
            }
            if try legacySet(inst, name, value, pos: pos) { return }
            if !initializing, hasObservers(stored, in: t) {
                try storeObserving(inst, stored, value, pos: pos) { inst.fields[name] = value }
                return
            }
            inst.fields[name] = value
            return
        }
        if let c = t.findComputed(name) {
            _ = try runSetter(c, self: .object(inst), type: owner(of: c, in: t), newValue: newValue, pos: pos)
            return
        }
        throw ScriptError.compile("value of type '\(t.name)' has no member '\(name)'", at: pos)
    }

    /// In-place mutation of a property (`x.items.append(…)`, `x.count += 1`).
    func modifyProperty(
        _ base: inout Value, _ name: String, pos: SourcePos, _ body: (inout Value) throws -> Void
    ) throws {
        switch base {
        case .object(let inst):
            try instanceModify(inst, name, pos: pos, body)
        case .structValue(var s):
            if let stored = s.type.findStored(name) {
                guard var v = s.fields[name] else {
                    throw ScriptError.runtime("'self' used before all stored properties are initialized", at: pos)
                }
                if v.isReference {
                    try body(&v)
                    return
                }
                if stored.isLet {
                    throw ScriptError.compile("cannot assign to property: '\(name)' is a 'let' constant", at: pos)
                }
                if case .observed = stored.accessors {
                    try body(&v)
                    try setProperty(&base, name, v, initializing: false, pos: pos)
                    return
                }
                base = .void
                s.fields[name] = .void
                defer {
                    s.fields[name] = v
                    base = .structValue(s)
                }
                try body(&v)
                return
            }
            if let c = s.type.findComputed(name) {
                var v = try runGetter(c, self: base, type: s.type, pos: pos)
                try body(&v)
                if !v.isReference { base = try runSetter(c, self: base, type: s.type, newValue: v, pos: pos) }
                return
            }
            throw ScriptError.compile("value of type '\(s.type.name)' has no member '\(name)'", at: pos)
        case .tuple(var items, let labels):
            guard let i = Int(name) ?? labels.firstIndex(of: name), i < items.count else {
                throw ScriptError.compile("value of tuple type has no member '\(name)'", at: pos)
            }
            var v = items[i]
            base = .void
            items[i] = .void
            defer {
                items[i] = v
                base = .tuple(items, labels)
            }
            try body(&v)
        default:
            var v = try memberGet(base, name, pos: pos)
            try body(&v)
            if !v.isReference { try setProperty(&base, name, v, initializing: false, pos: pos) }
        }
    }

    func instanceModify(_ inst: Instance, _ name: String, pos: SourcePos, _ body: (inout Value) throws -> Void) throws {
        let t = inst.type
        if let stored = t.findStored(name) {
            guard var v = inst.fields[name] else {
                throw ScriptError.runtime("'self' used before all stored properties are initialized", at: pos)
            }
            if v.isReference {
                // Reaching through a reference only reads the property holding it.
                if isTracked(t, name) { observation.access(inst, name) }
                try body(&v)
                return
            }
            if stored.isLet {
                throw ScriptError.compile("cannot assign to property: '\(name)' is a 'let' constant", at: pos)
            }
            if case .observed = stored.accessors {
                // `value += 1` with `willSet`/`didSet`: a get, then a set that runs them (tracked or not).
                if isTracked(t, name) { observation.access(inst, name) }
                try body(&v)
                try instanceSet(inst, name, v, initializing: false, pos: pos)
                return
            }
            if isTracked(t, name) {
                // The macro's `_modify`: access, willSet, yield, didSet — one mutation.
                observation.access(inst, name)
                try observation.willSet(inst, name, at: pos)
                inst.fields[name] = .void
                do { try body(&v) } catch {
                    inst.fields[name] = v
                    try? observation.didSet(inst, name)
                    throw error
                }
                inst.fields[name] = v
                try observation.didSet(inst, name)
                return
            }
            if isPublished(t, name) {
                var current = legacyGet(inst, name) ?? v
                try body(&current)
                if !current.isReference { _ = try legacySet(inst, name, current, pos: pos) }
                return
            }
            inst.fields[name] = .void
            defer { inst.fields[name] = v }
            try body(&v)
            return
        }
        if let c = t.findComputed(name) {
            var v = try runGetter(c, self: .object(inst), type: owner(of: c, in: t), pos: pos)
            try body(&v)
            if !v.isReference {
                _ = try runSetter(c, self: .object(inst), type: owner(of: c, in: t), newValue: v, pos: pos)
            }
            return
        }
        throw ScriptError.compile("value of type '\(t.name)' has no member '\(name)'", at: pos)
    }

    // MARK: Static members

    func staticStorageBox(_ t: TypeInfo, _ name: String) -> Box? {
        var c: TypeInfo? = t
        while let x = c {
            if let b = x.staticStorage[name] { return b }
            c = x.superclass
        }
        return nil
    }

    /// Static stored properties initialise on first use, like Swift's.
    func staticBox(_ t: TypeInfo, _ name: String, pos: SourcePos) throws -> Box? {
        var c: TypeInfo? = t
        while let x = c {
            if let b = x.staticStorage[name] { return b }
            if let decl = lazyStatics[ObjectIdentifier(x)]?[name] {
                lazyStatics[ObjectIdentifier(x)]?[name] = nil
                let scope = Environment(parent: x.environment)
                scope.selfBox = Box(.type(.user(x)), isLet: true)
                scope.selfType = x
                var v: Value = decl.type?.isOptional == true ? .optional(nil) : .void
                if let initializer = decl.initializer {
                    v = try evaluate(initializer, in: scope, expected: decl.type)
                    if let ty = decl.type { v = coerce(v, to: ty) }
                }
                let b = Box(v, isLet: decl.isLet, declaredType: decl.type)
                x.staticStorage[name] = b
                return b
            }
            c = x.superclass
        }
        return nil
    }

    func staticMember(_ t: TypeValue, _ name: String, in env: Environment, pos: SourcePos) throws -> Value {
        guard case .user(let info) = t else { return try builtinStaticMember(t, name, pos: pos) }
        if name == "self" { return .type(t) }
        if let c = info.cases[name] {
            if let params = c.params, !params.isEmpty {
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
        if let b = try staticBox(info, name, pos: pos) { return b.value }
        if let v = info.staticProperties[name], case .computed = v.accessors {
            return try runGetter(v, self: .type(t), type: info, pos: pos)
        }
        if let (v, owner) = inheritedStaticComputed(info, name) {
            return try runGetter(v, self: .type(t), type: owner, pos: pos)
        }
        if let m = info.findStaticMethod(name)?.first {
            return .function(Function(.script(m, info.environment), name: name, boundSelf: .type(t), boundType: info))
        }
        if let nested = info.nestedTypes[name] { return .type(.user(nested)) }
        if name == "allCases", info.conforms(to: "CaseIterable") {
            return .array(
                info.caseOrder.map { .enumValue(EnumValue(type: info, caseName: $0, payload: [], labels: [])) })
        }
        throw ScriptError.compile("type '\(info.name)' has no member '\(name)'", at: pos)
    }

    func setStatic(_ t: TypeValue, _ name: String, _ value: Value, pos: SourcePos) throws {
        guard case .user(let info) = t, let b = try staticBox(info, name, pos: pos) else {
            if case .user(let info) = t, let v = info.staticProperties[name], case .computed = v.accessors {
                _ = try runSetter(v, self: .type(t), type: info, newValue: value, pos: pos)
                return
            }
            throw ScriptError.compile("type '\(t.name)' has no member '\(name)'", at: pos)
        }
        if b.isLet { throw ScriptError.compile("cannot assign to property: '\(name)' is a 'let' constant", at: pos) }
        b.value = b.declaredType.map { coerce(value, to: $0) } ?? value
    }

    func modifyStatic(_ t: TypeValue, _ name: String, pos: SourcePos, _ body: (inout Value) throws -> Void) throws {
        guard case .user(let info) = t, let b = try staticBox(info, name, pos: pos) else {
            var v = try staticMember(t, name, in: globals, pos: pos)
            try body(&v)
            if !v.isReference { try setStatic(t, name, v, pos: pos) }
            return
        }
        if b.value.isReference {
            var v = b.value
            try body(&v)
            return
        }
        if b.isLet { throw ScriptError.compile("cannot assign to property: '\(name)' is a 'let' constant", at: pos) }
        var v = b.value
        b.value = .void
        defer { b.value = v }
        try body(&v)
    }

    func callStatic(
        _ t: TypeValue, _ name: String, _ args: [Argument], in env: Environment, pos: SourcePos, expected: TypeRef?
    ) throws -> Value {
        guard case .user(let info) = t else {
            if name == "init" { return try construct(t, args, in: env, pos: pos, expected: expected) }
            return try callBuiltinStatic(t, name, args, in: env, pos: pos)
        }
        if name == "init" { return try construct(t, args, in: env, pos: pos, expected: expected) }
        if let c = info.cases[name] {
            return try makeEnumCase(info, c, args, in: env, pos: pos)
        }
        if let decls = info.findStaticMethod(name) {
            let (decl, slots) = try chooseOverload(decls, args, pos: pos)
            return try callScriptFunction(
                decl, definingEnv: info.environment, selfBox: Box(.type(t), isLet: true), selfType: info,
                slots: slots, args: args, in: env, pos: pos)
        }
        if let nested = info.nestedTypes[name] {
            return try construct(.user(nested), args, in: env, pos: pos, expected: expected)
        }
        if let printed = try viewStaticCall(info, name, args, pos: pos) { return printed }
        let f = try staticMember(t, name, in: env, pos: pos)
        return try callValue(f, try evaluateArguments(args, in: env), labels: args.map(\.label), pos: pos)
    }

    func makeEnumCase(
        _ info: TypeInfo, _ c: EnumCaseDecl, _ args: [Argument], in env: Environment, pos: SourcePos
    ) throws -> Value {
        guard let params = c.params else {
            throw ScriptError.compile("enum case '\(c.name)' has no associated values", at: pos)
        }
        guard params.count == args.count else {
            throw ScriptError.compile(
                args.count < params.count
                    ? "missing argument for parameter #\(args.count + 1) in call" : "extra argument in call", at: pos)
        }
        for (p, a) in zip(params, args) where p.label != a.label {
            if let l = p.label {
                throw ScriptError.compile(
                    a.label == nil
                        ? "missing argument label '\(l):' in call"
                        : "incorrect argument label in call (have '\(a.label!):', expected '\(l):')", at: pos)
            }
            throw ScriptError.compile("extraneous argument label '\(a.label!):' in call", at: pos)
        }
        let payload = try zip(params, args).map { p, a in
            coerce(try evaluate(a.value, in: env, expected: p.type), to: p.type)
        }
        return .enumValue(EnumValue(type: info, caseName: c.name, payload: payload, labels: params.map(\.label)))
    }

    /// `.name` / `.name(args)` with the type taken from context, or from the only enum with that case.
    func implicitMember(
        _ name: String, args: [Argument]?, expected: TypeRef?, in env: Environment, pos: SourcePos
    ) throws -> Value {
        var candidates: [TypeInfo] = []
        if let expected, case .user(let t) = typeValue(for: unwrapType(expected)) { candidates = [t] }
        if candidates.isEmpty { candidates = enumCaseIndex[name] ?? [] }
        if let t = candidates.first, candidates.count == 1 || expected != nil {
            if let args { return try callStatic(.user(t), name, args, in: env, pos: pos, expected: expected) }
            return try staticMember(.user(t), name, in: env, pos: pos)
        }
        if candidates.count > 1 {
            throw ScriptError.compile(
                "ambiguous use of '\(name)': several enums have a case '\(name)'; write the type, e.g. '\(candidates[0].name).\(name)'",
                at: pos)
        }
        if let expected {
            let t = typeValue(for: unwrapType(expected))
            if let args { return try callStatic(t, name, args, in: env, pos: pos, expected: expected) }
            return try builtinStaticMember(t, name, pos: pos)
        }
        if let v = try? builtinImplicitMember(name, args: args, in: env, pos: pos) { return v }
        throw ScriptError.compile("cannot infer contextual base in reference to member '\(name)'", at: pos)
    }

    func unwrapType(_ t: TypeRef) -> TypeRef {
        if case .optional(let i) = t { return unwrapType(i) }
        return t
    }

    // MARK: Construction

    func construct(
        _ t: TypeValue, _ args: [Argument], in env: Environment, pos: SourcePos, expected: TypeRef?
    ) throws -> Value {
        guard case .user(let info) = t else {
            return try constructBuiltin(t, args, in: env, pos: pos)
        }
        switch info.kind {
        case .protocolType:
            throw ScriptError.compile("type '\(info.name)' cannot be instantiated", at: pos)
        case .structType where isViewType(info):
            return try constructView(info, args, in: env, pos: pos)
        case .enumType:
            if args.count == 1, args[0].label == "rawValue" {
                let raw = try evaluate(args[0].value, in: env)
                for name in info.caseOrder where valuesEqual(rawValues[ObjectIdentifier(info)]?[name] ?? .void, raw) {
                    return .optional(.enumValue(EnumValue(type: info, caseName: name, payload: [], labels: [])))
                }
                return .optional(nil)
            }
            guard !info.initializers.isEmpty else {
                throw ScriptError.compile(
                    "'\(info.name)' cannot be constructed because it has no accessible initializers", at: pos)
            }
            let selfBox = Box(.void, isLet: false, isInitialized: false)
            try runInitializer(info, selfBox: selfBox, args, in: env, pos: pos)
            return selfBox.value
        case .classType:
            let inst = Instance(type: info, interpreter: self)
            try initializeDefaults(inst, info)
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
            for p in info.storedProperties {
                if let initializer = p.initializer {
                    fields[p.name] = try evaluatePropertyInitializer(p, initializer, info)
                } else if p.type?.isOptional == true, !p.isLet {
                    fields[p.name] = .optional(nil)
                }
            }
            let selfBox = Box(.structValue(StructValue(type: info, fields: fields)), isLet: false)
            let failed = try runInitializer(info, selfBox: selfBox, args, in: env, pos: pos)
            if failed { return .optional(nil) }
            if case .structValue(let s) = selfBox.value {
                try checkAllInitialized(info, { s.fields[$0] != nil }, pos: pos)
            }
            return isFailableInit(info, args) ? .optional(selfBox.value) : selfBox.value
        }
    }

    private func isFailableInit(_ info: TypeInfo, _ args: [Argument]) -> Bool {
        guard !info.initializers.isEmpty, let (d, _) = try? chooseOverload(info.initializers, args, pos: .unknown)
        else { return false }
        return d.isFailable
    }

    private func checkAllInitialized(_ info: TypeInfo, _ isInitialized: (String) -> Bool, pos: SourcePos) throws {
        for p in info.allStoredProperties where !isInitialized(p.name) && !p.modifiers.isLazy {
            throw ScriptError.compile(
                "return from initializer without initializing all stored properties ('\(p.name)')", at: pos)
        }
    }

    func evaluatePropertyInitializer(_ p: VarDecl, _ initializer: Expr, _ info: TypeInfo) throws -> Value {
        let scope = Environment(parent: info.environment)
        scope.selfType = info
        var v = try evaluate(initializer, in: scope, expected: p.type)
        if let t = p.type { v = coerce(v, to: t) }
        return v
    }

    func initializeDefaults(_ inst: Instance, _ info: TypeInfo) throws {
        if let s = info.superclass { try initializeDefaults(inst, s) }
        for p in info.storedProperties where !p.modifiers.isLazy {
            if let initializer = p.initializer {
                inst.fields[p.name] = try evaluatePropertyInitializer(p, initializer, info)
            } else if p.type?.isOptional == true, !p.isLet {
                inst.fields[p.name] = .optional(nil)
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
            if info.kind == .classType, let superInfo = info.superclass {
                return try runInitializer(superInfo, selfBox: selfBox, args, in: env, pos: pos)
            }
            if !args.isEmpty {
                throw ScriptError.compile("argument passed to call that takes no arguments", at: pos)
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
                        label: $0.name, name: $0.name, type: $0.type ?? .named("Any", []),
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
                guard case .structValue(var s) = selfBox.value else { return false }
                for (p, slot) in zip(params, slots) {
                    switch slot {
                    case .argument(let i):
                        s.fields[p.name] = coerce(try evaluate(args[i].value, in: env, expected: p.type), to: p.type)
                    default: break
                    }
                }
                selfBox.value = .structValue(s)
                return false
            }
        }
    }

    private func runDeclaredInitializer(
        _ info: TypeInfo, selfBox: Box, _ args: [Argument], in env: Environment, pos: SourcePos
    ) throws -> Bool {
        let (decl, slots) = try chooseOverload(info.initializers, args, pos: pos)
        do {
            let result = try callScriptFunction(
                decl, definingEnv: info.environment, selfBox: selfBox, selfType: info, slots: slots, args: args,
                in: env, pos: pos, isInitializer: true)
            if decl.isFailable, case .optional(nil) = result { return true }
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
        func expr(_ e: Expr) -> Bool {
            switch e.kind {
            case .call(let callee, let args):
                if case .member(let base, "init") = callee.kind {
                    switch base.kind {
                    case .superRef, .selfRef: return true
                    default: break
                    }
                }
                return expr(callee) || args.contains { expr($0.value) }
            case .tryExpr(let x, _), .awaitExpr(let x), .forceUnwrap(let x), .optionalChain(let x): return expr(x)
            case .assign(_, let l, let r), .binary(_, let l, let r): return expr(l) || expr(r)
            default: return false
            }
        }
        func stmt(_ s: Stmt) -> Bool {
            switch s.kind {
            case .expr(let e): return expr(e)
            case .ifStmt(_, let a, let b): return a.contains(where: stmt) || (b?.contains(where: stmt) ?? false)
            case .guardStmt(_, let b), .block(let b), .doCatch(let b, _): return b.contains(where: stmt)
            case .switchStmt(_, let cases): return cases.contains { $0.body.contains(where: stmt) }
            default: return false
            }
        }
        return body.contains(where: stmt)
    }

    // MARK: Key paths

    func applyKeyPath(_ kp: KeyPathValue, to root: Value, pos: SourcePos) throws -> Value {
        var v = root
        for c in kp.components { v = try memberGet(v, c, pos: pos) }
        return v
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
        var t: TypeInfo? = type
        while let c = t {
            if let d = c.deinitializer, let body = d.body {
                let scope = Environment(parent: c.environment)
                scope.selfBox = Box(.object(standIn), isLet: true)
                scope.selfType = c
                do { _ = try execute(body, in: scope) } catch { pendingDeinitError = pendingDeinitError ?? error }
            }
            t = c.superclass
        }
        defer { standIn.fields = [:] }
        return standIn.fields
    }
}
