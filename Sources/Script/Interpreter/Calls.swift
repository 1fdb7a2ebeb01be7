// Calls: overload choice by argument labels, argument binding with swiftc's wording for
// mismatches, argument evaluation (an implicit member typed by the receiver's elements),
// `inout` arguments (copy-in, mutation through the caller's lvalue, also of closure values),
// method calls (mutating ones go through `mutate`), initializers and the recursion bound.

import ScriptFrontEnd

extension Interpreter {
    // MARK: Argument binding

    func bindArguments(
        _ params: [Param], labels: [String?], isClosure: [Bool], name: String, pos: SourcePos
    ) throws -> [ArgumentSlot] {
        try ArgumentBinding.bind(params, labels: labels, isClosure: isClosure, pos: pos, isFunctionType: isFunctionType)
    }

    func isFunctionType(_ type: TypeRef) -> Bool {
        switch type {
        case .function: return true
        case .optional(let inner): return isFunctionType(inner)
        case .named(let name, _): return registry.aliases[name].map(isFunctionType) ?? false
        default: return false
        }
    }

    /// Picks the overload whose labels fit the call (swiftc would pick by types too; the
    /// workbook's subset relies on labels).
    /// `people.sorted(by: { … })` beside a program's `extension Sequence { func sorted(by keyPath:
    /// KeyPath<…>) }`: a closure is no key path, so Swift calls the standard library's `sorted(by:)`;
    /// `shelf.prefix { … }` (`prefix(while:)`) is not the prelude's `prefix(_ maxLength: Int)`.
    static func passesClosureToNonFunction(_ decl: FunctionDecl, _ args: [Argument]) -> Bool {
        for (parameter, argument) in zip(decl.params, args) {
            guard case .closure = argument.value.kind, case .named(let type, _) = parameter.type else { continue }
            if ["KeyPath", "WritableKeyPath", "ReferenceWritableKeyPath", "Int", "String", "Bool", "Double"]
                .contains(type)
            {
                return true
            }
        }
        return false
    }

    func chooseOverload(
        _ decls: [FunctionDecl], _ args: [Argument], pos: SourcePos, env: Environment? = nil
    ) throws -> (FunctionDecl, [ArgumentSlot]) {
        // One declaration whose labels match the arguments one for one (the everyday call):
        // each argument fills its parameter, as `ArgumentBinding` would find.
        if decls.count == 1, let decl = decls.first, labelsFitOneForOne(decl.params, args) {
            return (decl, args.indices.map { .argument($0) })
        }
        let labels = args.map(\.label)
        let closures = args.map { Self.isClosureLiteral($0.value) }
        var firstError: Error? = nil
        var matches: [(FunctionDecl, [ArgumentSlot])] = []
        for candidate in decls {
            do {
                matches.append(
                    (
                        candidate,
                        try bindArguments(
                            candidate.params, labels: labels, isClosure: closures, name: candidate.name, pos: pos)
                    ))
            } catch { if firstError == nil { firstError = error } }
        }
        if matches.count > 1,
            let chosen = matches.filter({ castsSelect($0.0, args) }).min(by: { defaults($0.1) < defaults($1.1) })
        {
            // Semantics/TypedLowering wrote the static choice as `arg as T`; where two candidates take
            // the same types, Swift prefers the one that leaves fewer parameters to their defaults.
            return chosen
        }
        if matches.count > 1, let env, matches.contains(where: { !$0.0.genericConstraints.isEmpty }),
            args.allSatisfy({ isSimpleExpression($0.value) })
        {
            // Overloads that differ by generic constraints (`<T: Equatable>` vs `<T>`): the most
            // constrained one the arguments satisfy wins, as in Swift's overload ranking.
            let values = try args.map { try evaluate($0.value, in: env) }
            var best: (FunctionDecl, [ArgumentSlot])? = nil
            var bestScore = -1
            for (candidate, slots) in matches {
                var score = 0
                var ok = true
                for (param, slot) in zip(candidate.params, slots) {
                    guard case .argument(let argumentIndex) = slot, case .named(let name, _) = param.type,
                        let constraint = candidate.genericConstraints[name]
                    else { continue }
                    if valueSatisfies(values[argumentIndex], constraint) {
                        score += constraintWeight(constraint)
                    } else {
                        ok = false
                    }
                }
                if ok && score > bestScore {
                    best = (candidate, slots)
                    bestScore = score
                }
            }
            if let best { return best }
        }
        if let first = matches.first { return first }
        throw firstError ?? ScriptError.cannotRun("this call: no overload the workbook knows matches it", at: pos)
    }

    /// A closure literal, also one lowering marked with the overload it chose (`{ … } as (Int) -> Void`).
    static func isClosureLiteral(_ expr: Expr) -> Bool {
        switch expr.kind {
        case .closure: return true
        case .cast(let inner, _, .overloadChoice): return isClosureLiteral(inner)
        default: return false
        }
    }

    /// Each argument's label is its parameter's, none variadic. (Read field by field: copying
    /// each `Param` would retain and release all its parts, on every call.)
    private func labelsFitOneForOne(_ params: [Param], _ args: [Argument]) -> Bool {
        guard params.count == args.count else { return false }
        for index in params.indices where params[index].isVariadic || params[index].label != args[index].label {
            return false
        }
        return true
    }

    private func defaults(_ slots: [ArgumentSlot]) -> Int {
        slots.reduce(0) { count, slot in
            if case .defaultValue = slot { return count + 1 }
            return count
        }
    }

    /// Whether the arguments written `x as T` name exactly this overload's parameter types.
    private func castsSelect(_ decl: FunctionDecl, _ args: [Argument]) -> Bool {
        var sawCast = false
        for (param, arg) in zip(decl.params, args) {
            guard case .cast(_, let type, let kind) = arg.value.kind, kind == .asType || kind == .overloadChoice
            else { continue }
            if type.description != param.type.description { return false }
            sawCast = true
        }
        return sawCast
    }

    func isSimpleExpression(_ expr: Expr) -> Bool {
        switch expr.kind {
        case .identifier, .slot, .selfRef, .integer, .float, .string, .bool, .nilLiteral: return true
        case .member(let base, _): return isSimpleExpression(base)
        default: return false
        }
    }

    func constraintWeight(_ constraint: TypeRef) -> Int {
        if case .existential(let parts) = constraint { return parts.count }
        return 1
    }

    func valueSatisfies(_ value: Value, _ constraint: TypeRef) -> Bool {
        switch constraint {
        case .existential(let parts): return parts.allSatisfy { valueSatisfies(value, $0) }
        case .named("AnyObject", _): return value.isReference
        case .named("Equatable", _), .named("Hashable", _):
            return observation.isEquatableValue(value)
                && !(value.isReference && !(typeInfo(of: value)?.conforms(to: "Equatable") ?? false))
        case .named("Comparable", _):
            return valuesLess(value, value) != nil || (typeInfo(of: value)?.conforms(to: "Comparable") ?? false)
        default: return casts.isInstance(value, of: constraint)
        }
    }

    // MARK: Evaluating a call expression

    /// `name(args)`, the name looked up (or found through its slot) once for the whole call.
    private func callNamed(
        _ name: String, _ resolution: Resolution?, _ callee: Expr, _ args: [Argument], in env: Environment,
        pos: SourcePos, expected: TypeRef?
    ) throws -> Value {
        switch resolution {
        case .box(let box)?:
            let callable = try readBox(box, name: name, pos: callee.pos)
            if hasInoutArgument(args) { return try callValueWithInouts(callable, args, in: env, pos: pos) }
            return try callValue(
                callable, try evaluateArguments(args, in: env), labels: args.map(\.label), pos: pos)
        case .selfMember(let selfBox)?:
            if case .type(let type) = selfBox.value {
                return try callStatic(type, name, args, in: env, pos: pos, expected: expected)
            }
            return try callMethod(on: Expr(.selfRef, callee.pos), name, args, in: env, pos: pos)
        case .functions(let decls, let scope)?:
            let (decl, slots) = try chooseOverload(decls, args, pos: pos, env: env)
            return try callScriptFunction(
                decl, definingEnv: scope, selfBox: nil, selfType: nil, slots: slots, args: args, in: env, pos: pos)
        case .type(let type)?:
            return try construct(type, args, in: env, pos: pos, expected: expected)
        case nil:
            do {
                return try builtins.callBuiltinFunction(name, args, in: env, pos: pos)
            } catch let error as ScriptError where error.kind == .unsupported && error.unknownName == name {
                // Inside a method, a bare name no scope declares is a member of `self` that comes
                // from a protocol extension (`reduce(0, +)` in an extension of a `Sequence` type):
                // swiftc accepted it, so it is called on `self` as `self.name(…)` would be.
                guard let selfBox = findSelf(env) else { throw error }
                if case .type = selfBox.value { throw error }
                return try callMethod(on: Expr(.selfRef, callee.pos), name, args, in: env, pos: pos)
            }
        }
    }

    func evaluateCall(
        _ callee: Expr, _ args: [Argument], in env: Environment, pos: SourcePos, expected: TypeRef?
    ) throws -> Value {
        switch callee.kind {
        case .identifier(let name):
            return try callNamed(name, resolve(name, in: env), callee, args, in: env, pos: pos, expected: expected)
        case .slot(let slot):
            let resolution = try resolve(slot, in: env, pos: callee.pos)
            return try callNamed(slot.name, resolution, callee, args, in: env, pos: pos, expected: expected)
        case .member(let base, let name):
            if case .superRef = base.kind { return try callSuper(name, args, in: env, pos: pos) }
            if name == "init", case .selfRef = base.kind, let selfBox = findSelf(env),
                let selfType = currentSelfType(env)
            {
                if case .type(let metatype) = selfBox.value {  // `self.init()` in a static method: construct
                    return try construct(metatype, args, in: env, pos: pos, expected: expected)
                }
                if try runInitializer(selfType, selfBox: selfBox, args, in: env, pos: pos) {
                    throw DelegatedInitializerFailed(pos: pos)
                }
                return .void
            }
            do {
                if let (baseName, found) = try lookUpPlainName(base, in: env), let resolution = found {
                    // `items.append(x)`, `Model.make()`: the name is looked up once for the whole call.
                    switch resolution {
                    case .type(let type):
                        return try callStatic(type, name, args, in: env, pos: pos, expected: expected)
                    case .box(let box) where box.computed == nil && box.isInitialized:
                        if case .type(let type) = box.value {  // a metatype in a variable: `k.init()`
                            return try callStatic(type, name, args, in: env, pos: pos, expected: expected)
                        }
                        return try callMethod(onVariable: box, named: baseName, base, name, args, in: env, pos: pos)
                    default: break
                    }
                }
                if let type = try staticBase(base, in: env) {
                    return try callStatic(type, name, args, in: env, pos: pos, expected: expected)
                }
                return try callMethod(on: base, name, args, in: env, pos: pos)
            } catch var error as ScriptError where error.unknownMember == name && error.pos == pos {
                // Like swiftc, point at the member name rather than the argument list.
                error.pos = callee.pos
                throw error
            }
        case .implicitMember(let name):
            return try implicitMember(name, args: args, expected: expected, in: env, pos: pos)
        case .typeExpr(let written):
            return try construct(typeValue(for: written), args, in: env, pos: pos, expected: expected)
        case .selfRef where isInitializing(env):
            throw ScriptError.cannotRun("a call of 'self' in an initializer (delegate with 'self.init(...)')", at: pos)
        default:
            let callable = try evaluate(callee, in: env)
            if hasInoutArgument(args) { return try callValueWithInouts(callable, args, in: env, pos: pos) }
            return try callValue(callable, try evaluateArguments(args, in: env), labels: args.map(\.label), pos: pos)
        }
    }

    func evaluateArguments(_ args: [Argument], in env: Environment) throws -> [Value] {
        try args.map { argument in
            if case .inoutRef = argument.value.kind {
                throw ScriptError.cannotRun("'&' on an argument that is not 'inout'", at: argument.value.pos)
            }
            return try evaluate(argument.value, in: env)
        }
    }

    // MARK: Implicit members as arguments

    /// `moves.reduce(.zero, +)`, `shapes.append(.init(…))`: an implicit member passed to a builtin
    /// collection method takes its type from the collection's elements (what swiftc infers from
    /// the method's generic signature), read from the first element of an array of script values.
    func evaluateBuiltinMethodArguments(_ args: [Argument], receiver: Value, in env: Environment) throws -> [Value] {
        // `options.union(.didSet)`: SE-0506's options take options.
        if case .native(let box) = receiver, box.object is TrackingOptionsBox {
            let expected = TypeRef.named(ObservationBridge.trackingOptionsTypeName, [])
            return try args.map { try evaluate($0.value, in: env, expected: expected) }
        }
        guard args.contains(where: { isImplicitMemberExpression($0.value) }),
            case .array(let items) = receiver, let first = items.first, let elementType = typeInfo(of: first)
        else { return try evaluateArguments(args, in: env) }
        let expected = TypeRef.named(objectModel.qualifiedName(of: elementType), [])
        return try args.map { argument in
            guard isImplicitMemberExpression(argument.value) else {
                return try evaluateArguments([argument], in: env)[0]
            }
            return try evaluate(argument.value, in: env, expected: expected)
        }
    }

    /// `dist[node, default: .max]`: the default takes its type from the dictionary's values, read from
    /// one of them (swiftc reads it from the dictionary's declared type).
    /// (`receiver` is an autoclosure: `a[i] = x` doesn't look its array up twice.)
    func evaluateSubscriptArguments(
        _ args: [Argument], receiver: @autoclosure () -> Value?, in env: Environment
    ) throws -> [Value] {
        guard args.count == 2, args[1].label == "default", isImplicitMemberExpression(args[1].value),
            case .dictionary(let dictionary)? = receiver(), let sample = dictionary.values.first
        else { return try args.map { try evaluate($0.value, in: env) } }
        let expected = typeRef(of: sample) ?? .named(descriptions.typeName(of: sample), [])
        return [try evaluate(args[0].value, in: env), try evaluate(args[1].value, in: env, expected: expected)]
    }

    private func isImplicitMemberExpression(_ expr: Expr) -> Bool {
        switch expr.kind {
        case .implicitMember: return true
        case .call(let callee, _): if case .implicitMember = callee.kind { return true }
        default: break
        }
        return false
    }

    // MARK: Calling a closure with inout arguments

    func hasInoutArgument(_ args: [Argument]) -> Bool {
        args.contains { if case .inoutRef = $0.value.kind { true } else { false } }
    }

    /// Calling a closure or function value whose parameters are `inout` (`change(&state)` with
    /// `change: (inout State) -> Void`): each `&target` is accessed in place for the whole call
    /// (one `_modify`: an `@Observable` property notifies even if the value comes back equal),
    /// its value in a box the parameter works on, written back when the call returns.
    func callValueWithInouts(_ f: Value, _ args: [Argument], in env: Environment, pos: SourcePos) throws -> Value {
        var values: [Value] = []
        var targets: [(Int, Expr)] = []
        for (index, argument) in args.enumerated() {
            if case .inoutRef(let target) = argument.value.kind {
                targets.append((index, target))
                values.append(.void)
            } else {
                values.append(try evaluate(argument.value, in: env))
            }
        }
        var boxes: [Int: Box] = [:]
        func accessInPlace(from k: Int) throws -> Value {
            if k == targets.count {
                return try callValue(f, values, labels: args.map(\.label), pos: pos, inoutBoxes: boxes)
            }
            let (index, target) = targets[k]
            var result = Value.void
            try mutate(target, in: env, pos: pos) { value in
                let box = Box(value, isLet: false)
                boxes[index] = box
                values[index] = value
                value = .void
                defer { value = box.value }
                result = try accessInPlace(from: k + 1)
            }
            return result
        }
        return try accessInPlace(from: 0)
    }

    /// Calls a script function, evaluating each argument against its parameter's type and
    /// threading `inout` arguments through `mutate`.
    func callScriptFunction(
        _ decl: FunctionDecl, definingEnv: Environment, selfBox: Box?, selfType: TypeInfo?,
        slots: [ArgumentSlot], args: [Argument], in env: Environment, pos: SourcePos,
        isInitializer: Bool = false
    ) throws -> Value {
        var (boxes, inouts) = try parameterBoxes(
            decl, slots: slots, args: args, definingEnv: definingEnv, selfBox: selfBox, selfType: selfType, in: env)
        if inouts.isEmpty {
            return try invoke(
                decl, definingEnv: definingEnv, selfBox: selfBox, selfType: selfType, params: boxes, pos: pos,
                isInitializer: isInitializer)
        }
        return try invokeThreadingInouts(
            decl, definingEnv: definingEnv, selfBox: selfBox, selfType: selfType, boxes: &boxes, inouts: inouts,
            in: env, pos: pos, isInitializer: isInitializer)
    }

    /// One box per parameter, in order, its argument evaluated (a default value in a scope of the
    /// definition's); an `inout` parameter's is an empty box, its target listed for `invokeThreadingInouts`.
    @inline(__always)
    private func parameterBoxes(
        _ decl: FunctionDecl, slots: [ArgumentSlot], args: [Argument], definingEnv: Environment, selfBox: Box?,
        selfType: TypeInfo?, in env: Environment
    ) throws -> (boxes: [Box], inouts: [(Int, Expr)]) {
        var boxes: [Box] = []
        boxes.reserveCapacity(decl.params.count)
        var inouts: [(Int, Expr)] = []
        // Fields read in place: copying each `Param` would retain and release all its parts.
        let params = decl.params
        for (i, slot) in slots.enumerated() {
            switch slot {
            case .argument(let argumentIndex):
                let argument = args[argumentIndex]
                if params[i].isInout {
                    guard case .inoutRef(let target) = argument.value.kind else {
                        throw ScriptError.cannotRun(
                            "an argument to the inout parameter '\(params[i].name)' passed without '&'",
                            at: argument.value.pos)
                    }
                    inouts.append((i, target))
                    boxes.append(Box(.void, isLet: false))
                    continue
                }
                boxes.append(try argumentBox(argument, forParameter: i, of: decl, in: env))
            case .variadic(let indices):
                let items = try indices.map {
                    coerce(try evaluate(args[$0].value, in: env, expected: params[i].type), to: params[i].type, in: env)
                }
                boxes.append(Box(.array(items), isLet: true))
            case .defaultValue:
                let scope = Environment(parent: definingEnv)
                if let selfBox {
                    scope.selfBox = selfBox
                    scope.selfType = selfType
                    // `init(step: T = 1)`: the type's parameters, from the construction's stamp.
                    if decl.name == "init", let selfType {
                        constructionBindings.bindTypeParameters(of: selfType, stampedOn: selfBox.value, in: scope)
                    }
                }
                // `by k: T = 2`: the literal is typed by the `T` an earlier (hidden) argument bound.
                if !decl.genericParams.isEmpty || !decl.hiddenTypeParameters.isEmpty {
                    descriptions.bindGenericParameters(of: decl, to: boxes, in: scope)
                }
                let value = try evaluate(params[i].defaultValue!, in: scope, expected: params[i].type)
                boxes.append(Box(coerce(value, to: params[i].type, in: env), isLet: true))
            }
        }
        return (boxes, inouts)
    }

    /// A mutating method of a program's own value, chosen, and its arguments evaluated, before the
    /// access to the receiver begins, as Swift does (`add(n)` in a mutating method reads `n`, then
    /// `add` changes `self`); nil where an argument is `inout` or the method is no such method.
    private func preparedMutatingCall(
        on value: Value, _ name: String, _ args: [Argument], in env: Environment, pos: SourcePos
    ) throws -> PreparedMutatingCall? {
        guard !value.isReference, let type = typeInfo(of: value),
            !args.contains(where: { if case .inoutRef = $0.value.kind { true } else { false } })
        else { return nil }
        let chosen: (FunctionDecl, [ArgumentSlot])
        let owner: TypeInfo
        let definingEnv: Environment
        if let choice = try ownMethodChoice(type, value, name, args, in: env, pos: pos) {
            chosen = choice
            owner = definingType(of: chosen.0, in: type)
            definingEnv = owner.environment
        } else if let (ext, found) = extensionDispatch.builtinExtensionMethods(of: value, named: name) {
            let decls = try extensionDispatch.meetingSameTypeRequirements(found, of: value, pos: pos).filter {
                !Self.passesClosureToNonFunction($0, args)
            }
            guard let choice = try? chooseOverload(decls, args, pos: pos) else { return nil }
            chosen = choice
            owner =
                decls.count == 1 ? ext : extensionDispatch.builtinExtensionOwner(of: choice.0, for: value, first: ext)
            definingEnv = globals
        } else {
            return nil
        }
        let (decl, slots) = chosen
        guard decl.modifiers.isMutating, !decl.params.contains(where: { $0.isInout || $0.isAutoclosure }) else {
            return nil
        }
        // A default value may read `self`: only then is a copy of it kept (it would make each change copy).
        let needsSelf = slots.contains { if case .defaultValue = $0 { true } else { false } }
        let (boxes, _) = try parameterBoxes(
            decl, slots: slots, args: args, definingEnv: definingEnv,
            selfBox: needsSelf ? Box(value, isLet: true) : nil, selfType: owner, in: env)
        return PreparedMutatingCall(decl: decl, owner: owner, definingEnv: definingEnv, parameters: boxes)
    }

    /// The overload of the method `name` a program value's type declares that fits the call; nil when
    /// it declares none, or none that fits while a standard protocol's extension has the name too
    /// (`index(_:offsetBy:)`, Collection's, beside the type's own `index(after:)`).
    private func ownMethodChoice(
        _ type: TypeInfo, _ receiver: Value, _ name: String, _ args: [Argument], in env: Environment, pos: SourcePos
    ) throws -> (FunctionDecl, [ArgumentSlot])? {
        guard let decls = type.findMethod(name) else { return nil }
        let candidates = try extensionDispatch.meetingSameTypeRequirements(decls, of: receiver, pos: pos)
        do {
            return try chooseOverload(candidates, args, pos: pos, env: env)
        } catch {
            guard extensionDispatch.builtinExtensionMethods(of: receiver, named: name) != nil else { throw error }
            return nil
        }
    }

    /// Runs a prepared mutating call on the receiver held in place.
    private func invoke(_ call: PreparedMutatingCall, on receiver: inout Value, pos: SourcePos) throws -> Value {
        let selfBox = Box(receiver, isLet: false)
        let result = try invoke(
            call.decl, definingEnv: call.definingEnv, selfBox: selfBox, selfType: call.owner, params: call.parameters,
            pos: pos)
        receiver = selfBox.value
        return result
    }

    /// The box of parameter `index` for a value argument (not `inout`): evaluated against the
    /// parameter's type, or wrapped unevaluated for an `@autoclosure`. Every call's every
    /// argument: inlined into `callScriptFunction`.
    @inline(__always)
    private func argumentBox(
        _ argument: Argument, forParameter index: Int, of decl: FunctionDecl, in env: Environment
    ) throws -> Box {
        let params = decl.params
        if case .inoutRef = argument.value.kind {
            throw ScriptError.cannotRun("'&' on an argument that is not 'inout'", at: argument.value.pos)
        }
        var value: Value
        if params[index].isAutoclosure {
            let closure = ClosureExpr(
                params: [], captures: [], body: [Stmt(.expr(argument.value), argument.value.pos)],
                anonymousParamCount: 0,
                pos: argument.value.pos)
            value = .function(Function(.closure(closure, env), name: "autoclosure"))
        } else {
            value = try evaluate(argument.value, in: env, expected: params[index].type)
            value = coerce(value, to: params[index].type, in: env)
        }
        var declared = params[index].type
        if !decl.genericConstraints.isEmpty, case .named(let name, _) = params[index].type,
            let constraint = decl.genericConstraints[name]
        {
            declared = constraint
        }
        return Box(value, isLet: true, declaredType: declared)
    }

    /// Runs the function with each `inout` argument (`inouts`: parameter index and target)
    /// taken into its parameter's box through `mutate`, one nested inside the next, and put back
    /// afterwards; fields of one local struct go in side by side (`withDisjointFields`).
    private func invokeThreadingInouts(
        _ decl: FunctionDecl, definingEnv: Environment, selfBox: Box?, selfType: TypeInfo?, boxes: inout [Box],
        inouts: [(Int, Expr)], in env: Environment, pos: SourcePos, isInitializer: Bool
    ) throws -> Value {
        func run(_ inoutIndex: Int, _ boxes: inout [Box]) throws -> Value {
            if inoutIndex == inouts.count {
                return try invoke(
                    decl, definingEnv: definingEnv, selfBox: selfBox, selfType: selfType, params: boxes,
                    pos: pos, isInitializer: isInitializer)
            }
            let (paramIndex, target) = inouts[inoutIndex]
            var result = Value.void
            try mutate(target, in: env, pos: target.pos) { current in
                let box = Box(current, isLet: false)
                boxes[paramIndex] = box
                current = .void
                defer { current = box.value }
                result = try run(inoutIndex + 1, &boxes)
            }
            return result
        }
        if inouts.count > 1, let (box, fields) = try objectModel.disjointLocalFields(inouts.map(\.1), in: env) {
            return try objectModel.withDisjointFields(box, fields, parameters: inouts.map(\.0), boxes: &boxes) {
                boxes in
                try invoke(
                    decl, definingEnv: definingEnv, selfBox: selfBox, selfType: selfType, params: boxes,
                    pos: pos, isInitializer: isInitializer)
            }
        }
        return try run(0, &boxes)
    }

    /// The recursion bound, checked once a call has counted itself in `bounds.callDepth`.
    @inline(__always)
    private func ensureCallDepthWithinLimit(at pos: SourcePos) throws {
        if bounds.callDepth > options.recursionLimit {
            throw ScriptError.stopped(
                "execution stopped: more than \(options.recursionLimit) nested calls (endless recursion?)", at: pos)
        }
    }

    /// Runs a function body with its parameters bound.
    func invoke(
        _ decl: FunctionDecl, definingEnv: Environment, selfBox: Box?, selfType: TypeInfo?, params: [Box],
        pos: SourcePos, isInitializer: Bool = false
    ) throws -> Value {
        bounds.callDepth += 1
        defer { bounds.callDepth -= 1 }
        try ensureCallDepthWithinLimit(at: pos)
        let scope = Environment(parent: definingEnv, capacity: decl.params.count)
        if let selfBox {
            scope.selfBox = selfBox
            scope.selfType = selfType
        }
        scope.isInitializer = isInitializer
        // Field by field: copying each `Param` would retain and release all its parts.
        for index in 0..<min(decl.params.count, params.count) {
            let name = decl.params[index].name
            if isUnderscore(name) { continue }
            let box = params[index]
            if box.declaredType == nil { box.declaredType = decl.params[index].type }
            scope.define(name, box)
        }
        if !decl.genericParams.isEmpty || !decl.hiddenTypeParameters.isEmpty {
            descriptions.bindGenericParameters(of: decl, to: params, in: scope)
        }
        if isInitializer, let selfType, let selfBox {
            constructionBindings.bindTypeParameters(of: selfType, stampedOn: selfBox.value, in: scope)
        }
        guard let body = decl.body else { return .void }
        let result: Value
        // One expression skips `execute`, not its step (see `runBody`).
        if body.count == 1, case .expr(let expr) = body[0].kind, decl.name != "init" {
            try tick(body[0].pos)
            let value = try evaluate(expr, in: scope, expected: decl.returnType)
            result = decl.returnType == nil ? .void : value
        } else if body.count == 1, decl.returnType != nil, isExpressionStatement(body[0]) {
            try tick(body[0].pos)
            result = try evaluateStatementExpr(body[0], in: scope, expected: decl.returnType)
        } else {
            switch try execute(body, in: scope) {
            case .returned(let value): result = value
            default: result = .void
            }
        }
        if let returnType = decl.returnType { return coerce(result, to: returnType, in: scope) }
        return result
    }

    // MARK: Calling values

    /// `inoutBoxes`: the boxes `inout` parameters work on, by argument index (`callValueWithInouts`).
    func callValue(
        _ callee: Value, _ args: [Value], labels: [String?], pos: SourcePos, inoutBoxes: [Int: Box] = [:]
    ) throws -> Value {
        switch callee {
        case .function(let fn):
            return try callFunction(fn, args, labels: labels, pos: pos, inoutBoxes: inoutBoxes)
        case .keyPath(let keyPath):
            guard let root = args.first else {
                throw ScriptError.cannotRun("a key path applied to nothing", at: pos)
            }
            return try applyKeyPath(keyPath, to: root, pos: pos)
        case .type(let type):
            let exprs = args.enumerated().map {
                Argument(label: labels[$0.offset], value: Expr(.identifier("$arg\($0.offset)"), pos))
            }
            let env = Environment(parent: globals)
            for (i, argument) in args.enumerated() { env.define("$arg\(i)", value: argument) }
            return try construct(type, exprs, in: env, pos: pos, expected: nil)
        case .optional(let inner?):
            return try callValue(inner, args, labels: labels, pos: pos, inoutBoxes: inoutBoxes)
        default:
            // `adder(3)` of a type declaring `func callAsFunction(_:)` (SE-0253): a call of that method.
            // The method call is made as written (`callee.callAsFunction(…)`), so its overloads and
            // default arguments are chosen as any method call's are.
            if inoutBoxes.isEmpty, let type = typeInfo(of: callee), type.findMethod("callAsFunction") != nil {
                let env = Environment(parent: globals)
                env.define("$callee", value: callee)
                var arguments: [Argument] = []
                for (index, argument) in args.enumerated() {
                    env.define("$arg\(index)", value: argument)
                    arguments.append(Argument(label: labels[index], value: Expr(.identifier("$arg\(index)"), pos)))
                }
                let method = Expr(.member(Expr(.identifier("$callee"), pos), "callAsFunction"), pos)
                return try evaluate(Expr(.call(method, arguments), pos), in: env)
            }
            throw ScriptError.cannotRun(
                "a call of a value of type '\(descriptions.typeName(of: callee))', which is not a function", at: pos)
        }
    }

    func callFunction(
        _ fn: Function, _ args: [Value], labels: [String?] = [], pos: SourcePos, inoutBoxes: [Int: Box] = [:]
    ) throws -> Value {
        switch fn.kind {
        case .builtin(let body):
            return try body(args, labels.isEmpty ? Array(repeating: nil, count: args.count) : labels)
        case .closure(let closure, let captured):
            return try callClosure(fn, closure, captured: captured, args, pos: pos, inoutBoxes: inoutBoxes)
        case .script(let decl, let defining):
            return try callBoundFunction(fn, decl, defining: defining, args, pos: pos, inoutBoxes: inoutBoxes)
        }
    }

    /// A closure value called with evaluated arguments (`map`'s, a stored callback's): every
    /// element of a sequence method, so inlined into `callFunction`.
    @inline(__always)
    private func callClosure(
        _ fn: Function, _ closure: ClosureExpr, captured: Environment, _ args: [Value], pos: SourcePos,
        inoutBoxes: [Int: Box]
    ) throws -> Value {
        bounds.callDepth += 1
        defer { bounds.callDepth -= 1 }
        try ensureCallDepthWithinLimit(at: pos)
        let scope = Environment(parent: captured, capacity: max(closure.params.count, closure.anonymousParamCount))
        if !closure.captures.isEmpty {
            // Capture lists were evaluated when the closure was created.
            if let captureEnv = fn.boundSelf.flatMap({
                if case .native(let native) = $0 { return native.object as? Environment } else { return nil }
            }) {
                for (name, box) in captureEnv.values { scope.define(name, box) }
            }
        }
        if closure.anonymousParamCount > 0 {
            for i in 0..<closure.anonymousParamCount {
                if !inoutBoxes.isEmpty, let box = inoutBoxes[i] {
                    scope.define(anonymousParameterName(i), box)
                    continue
                }
                scope.define(anonymousParameterName(i), value: i < args.count ? args[i] : .void)
            }
            if args.count == 1, closure.anonymousParamCount > 1, case .tuple(let items, _) = args[0] {
                for (i, item) in items.enumerated() { scope.define(anonymousParameterName(i), value: item) }
            }
        } else {
            try bindClosureParameters(closure, args, in: scope, inoutBoxes: inoutBoxes)
        }
        return try runBody(closure.body, in: scope, pos: closure.pos)
    }

    /// Binds a closure's named parameters: one per argument, or a tuple argument spread over
    /// them; swiftc's error when the counts cannot match.
    @inline(__always)
    private func bindClosureParameters(
        _ closure: ClosureExpr, _ args: [Value], in scope: Environment, inoutBoxes: [Int: Box]
    ) throws {
        if closure.params.count == args.count {
            for (i, (param, argument)) in zip(closure.params, args).enumerated() where !isUnderscore(param.name) {
                if !inoutBoxes.isEmpty, let box = inoutBoxes[i] {
                    scope.define(param.name, box)
                    continue
                }
                scope.define(param.name, value: param.type.map { coerce(argument, to: $0) } ?? argument)
            }
        } else if closure.params.count > 1, args.count == 1, case .tuple(let items, _) = args[0],
            items.count == closure.params.count
        {
            for (param, argument) in zip(closure.params, items) where !isUnderscore(param.name) {
                scope.define(param.name, value: argument)
            }
        } else if closure.params.isEmpty, args.count == 1, case .void = args[0] {
            // A `() -> Void` closure where `(Void) -> Void` is expected.
        } else if !closure.params.isEmpty || !args.isEmpty {
            if closure.params.isEmpty && args.count > 0 {
                throw ScriptError.cannotRun(
                    "a closure without parameters called with \(args.count) argument\(args.count == 1 ? "" : "s")",
                    at: closure.pos)
            }
            throw ScriptError.cannotRun(
                "a closure of \(closure.params.count) parameter\(closure.params.count == 1 ? "" : "s") called with \(args.count) argument\(args.count == 1 ? "" : "s")",
                at: closure.pos)
        }
    }

    /// A script function as a value (`let f = square`, a bound method `p.move`) called with
    /// evaluated arguments; a missing one takes the parameter's default.
    private func callBoundFunction(
        _ fn: Function, _ decl: FunctionDecl, defining: Environment, _ args: [Value], pos: SourcePos,
        inoutBoxes: [Int: Box]
    ) throws -> Value {
        var boxes: [Box] = []
        boxes.reserveCapacity(decl.params.count)
        for (i, param) in decl.params.enumerated() {
            if !inoutBoxes.isEmpty, let box = inoutBoxes[i] {
                boxes.append(box)
            } else if i < args.count {
                boxes.append(Box(coerce(args[i], to: param.type), isLet: true))
            } else if let defaultValue = param.defaultValue {
                boxes.append(Box(try evaluate(defaultValue, in: defining), isLet: true))
            } else {
                throw ScriptError.cannotRun(
                    "a call without a value for the parameter '\(param.name)'", at: pos)
            }
        }
        var selfBox: Box? = nil
        if let boundSelf = fn.boundSelf { selfBox = Box(boundSelf, isLet: !decl.modifiers.isMutating) }
        return try invoke(
            decl, definingEnv: defining, selfBox: selfBox, selfType: fn.boundType, params: boxes, pos: pos)
    }

    /// `_` as a parameter name binds nothing (a name key test, not a string comparison per call).
    func isUnderscore(_ name: String) -> Bool { NameKey.same(name, "_") }

    /// `$0`, `$1` …: spelled once, not formatted anew on every call of a closure.
    func anonymousParameterName(_ index: Int) -> String {
        index < anonymousParameterNames.count ? anonymousParameterNames[index] : "$\(index)"
    }

    /// Makes a closure value, evaluating its capture list now.
    func makeClosure(_ closure: ClosureExpr, in env: Environment) throws -> Value {
        let closureEnv = captureEnvironment(
            for: closure, in: env, excludingSelf: closure.captures.contains { $0.name == "self" })
        let fn = Function(.closure(closure, closureEnv), name: "closure")
        if !closure.captures.isEmpty {
            let captureEnv = Environment(parent: nil)
            for capture in closure.captures {
                let value =
                    try capture.value.map { try evaluate($0, in: env) }
                    ?? (capture.name == "self"
                        ? (findSelf(env)?.value ?? .void)
                        : try evaluateIdentifier(capture.name, in: env, pos: closure.pos))
                let box = Box(
                    capture.ownership == .weak ? .optional(value.isReference ? unwrapOptional(value) : value) : value,
                    isLet: true)
                if capture.ownership != .strong, case .object = unwrapOptional(value) {
                    box.makeWeak(unowned: capture.ownership == .unowned)
                }
                captureEnv.define(capture.name, box)
            }
            fn.boundSelf = .native(NativeBox(captureEnv, typeName: "captures"))
        }
        return .function(fn)
    }

    /// A closure that captures `self` through its capture list must not also hold the
    /// method's own strong `self`: flatten the scopes up to the method, minus the receiver.
    func environmentWithoutSelf(_ env: Environment) -> Environment {
        var chain: [Environment] = []
        var next: Environment? = env
        var method: Environment? = nil
        while let scope = next {
            chain.append(scope)
            if scope.selfBox != nil {
                method = scope
                break
            }
            next = scope.parent
        }
        guard let method else { return env }
        let flat = Environment(parent: method.parent)
        flat.selfType = method.selfType
        for scope in chain.reversed() {
            for (name, box) in scope.values where name != "self" { flat.define(name, box) }
            for (name, overloads) in scope.functions { flat.functions[name] = overloads }
            for (name, type) in scope.types { flat.types[name] = type }
        }
        return flat
    }

    // MARK: Methods

    /// The program's extension methods for a builtin receiver, when the caller looked them up.
    enum ExtensionMethods {
        case notLookedUp
        case absent
        case found(TypeInfo, [FunctionDecl])

        /// nil when not looked up yet; `.some(nil)` when there are none.
        var lookedUp: (TypeInfo, [FunctionDecl])?? {
            switch self {
            case .notLookedUp: nil
            case .absent: .some(nil)
            case .found(let ext, let methods): (ext, methods)
            }
        }
    }

    static let mutatingBuiltinMethods: Set<String> = [
        "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "popLast", "popFirst", "sort",
        "reverse",
        "shuffle", "swapAt", "toggle", "removeValue", "updateValue", "merge", "formUnion", "formIntersection",
        "subtract", "formSymmetricDifference", "removeSubrange", "replaceSubrange", "negate", "reserveCapacity",
        "partition",
        // An iterator's (a builtin one is the array of what it has yet to give, BuiltinMethods.swift).
        "next",
    ]

    /// `variable.name(args)`, the variable already looked up (stored, initialized): its value is
    /// read once to decide how the call dispatches, and a mutating method changes it in place.
    private func callMethod(
        onVariable box: Box, named baseName: String, _ base: Expr, _ name: String, _ args: [Argument],
        in env: Environment, pos: SourcePos
    ) throws -> Value {
        // Decided in a function of its own so that no copy of the value is alive while a
        // mutating method changes it (a shared array would be copied by every `append`).
        let (mutating, extensionMethods) = methodDispatch(on: box.value, name)
        if mutating, let prepared = try preparedMutatingCall(on: box.value, name, args, in: env, pos: pos) {
            var result = Value.void
            try mutateVariable(box, named: baseName, base, in: env, pos: pos) { receiver in
                result = try self.invoke(prepared, on: &receiver, pos: pos)
            }
            return result
        }
        if mutating {
            let argValues = try methodArgumentsIfBuiltin(base: box.value, name, args, in: env)
            var result = Value.void
            try mutateVariable(box, named: baseName, base, in: env, pos: pos) { receiver in
                result = try self.invokeMethod(
                    &receiver, name, args, preevaluated: argValues, extensionMethods: extensionMethods, in: env,
                    pos: pos)
            }
            return result
        }
        var receiver = try readBox(box, name: baseName, pos: base.pos)
        if let declared = box.declaredType, let proto = staticProtocol(declared, in: env),
            let decls = protocolExtensionMethod(proto, name)
        {
            // Not a requirement: a protocol extension's method dispatches on the static type.
            let (decl, slots) = try chooseOverload(
                try extensionDispatch.meetingSameTypeRequirements(decls, of: receiver, pos: pos), args, pos: pos)
            return try callScriptFunction(
                decl, definingEnv: proto.environment, selfBox: Box(receiver, isLet: true), selfType: proto,
                slots: slots, args: args, in: env, pos: pos)
        }
        return try invokeMethod(
            &receiver, name, args, preevaluated: nil, extensionMethods: extensionMethods, in: env, pos: pos)
    }

    /// Whether method `name` mutates `value`, and the program's extension methods of that name
    /// when `value` is builtin (looked up once for the call: `invokeMethod` needs them again).
    private func methodDispatch(on value: Value, _ name: String) -> (mutating: Bool, ExtensionMethods) {
        if value.isReference { return (false, .notLookedUp) }
        if let type = typeInfo(of: value) {
            if let decls = type.findMethod(name) { return (decls.contains { $0.modifiers.isMutating }, .notLookedUp) }
            // A standard protocol's extension (`extension MutableCollection { mutating func … }`, the prelude's `swapAt`).
            if let (ext, methods) = extensionDispatch.builtinExtensionMethods(of: value, named: name) {
                return (methods.contains { $0.modifiers.isMutating }, .found(ext, methods))
            }
            return (false, .notLookedUp)
        }
        if let (ext, methods) = extensionDispatch.builtinExtensionMethods(of: value, named: name) {
            return (methods.contains { $0.modifiers.isMutating }, .found(ext, methods))
        }
        return (Interpreter.mutatingBuiltinMethods.contains(name), .absent)
    }

    func callMethod(
        on base: Expr, _ name: String, _ args: [Argument], in env: Environment, pos: SourcePos
    ) throws -> Value {
        var peeked = peekValue(base, in: env)
        var mutating = false
        if let peekedValue = peeked {
            mutating = isMutatingMethod(peekedValue, name)
        } else {
            switch base.kind {
            case .member(let inner, let caseName) where objectModel.isEnumCase(inner, caseName, in: env):
                mutating = false  // `Weekday.friday.next()`: an enum case is a value, not a variable
            case .identifier, .slot, .selfRef, .member, .subscriptAccess, .forceUnwrap, .bindOptional:
                mutating = Interpreter.mutatingBuiltinMethods.contains(name) || userMutatingMethodNames.contains(name)
            default: mutating = false
            }
        }
        if mutating {
            // `maybe?.append(f())` with `maybe` nil: the chain ends before f is called.
            if optionalChainIsNil(base, in: env) { throw OptionalChainNil() }
            var result = Value.void
            if let peekedValue = peeked,
                let prepared = try preparedMutatingCall(on: peekedValue, name, args, in: env, pos: pos)
            {
                peeked = nil
                try mutate(base, in: env, pos: pos) { receiver in
                    result = try self.invoke(prepared, on: &receiver, pos: pos)
                }
                return result
            }
            let argValues = try methodArgumentsIfBuiltin(base: peeked, name, args, in: env)
            // Let go of the peeked copy: a receiver shared with it would be copied by each
            // in-place change (`items.append(x)` in a loop would be quadratic).
            peeked = nil
            try mutate(base, in: env, pos: pos) { receiver in
                result = try self.invokeMethod(&receiver, name, args, preevaluated: argValues, in: env, pos: pos)
            }
            return result
        }
        if let proto = staticProtocol(of: base, in: env), let decls = protocolExtensionMethod(proto, name),
            case .cast(let held, _, .asType) = base.kind
        {
            let (decl, slots) = try chooseOverload(
                try extensionDispatch.meetingSameTypeRequirements(
                    decls, of: peekValue(held, in: env) ?? .void, pos: pos), args, pos: pos)
            if decl.modifiers.isMutating {
                // `accounts[i].deposit(1)` with `deposit` a protocol extension's mutating method.
                return try extensionDispatch.callMutatingExtensionMethod(
                    decl, of: proto, on: held, slots: slots, args, in: env, pos: pos)
            }
        }
        var receiver = try evaluate(base, in: env)
        if let proto = staticProtocol(of: base, in: env), let decls = protocolExtensionMethod(proto, name) {
            // Not a requirement: a protocol extension's method dispatches on the static type.
            let (decl, slots) = try chooseOverload(
                try extensionDispatch.meetingSameTypeRequirements(decls, of: receiver, pos: pos), args, pos: pos)
            return try callScriptFunction(
                decl, definingEnv: proto.environment, selfBox: Box(receiver, isLet: true), selfType: proto,
                slots: slots, args: args, in: env, pos: pos)
        }
        if case .object(let object) = receiver, case .cast = base.kind, let proto = staticProtocol(of: base, in: env),
            let decls = objectModel.inheritedDefaultWitness(name, of: proto, for: object.type)
        {
            // A requirement whose witness is the extension's default, past a subclass's same-named method.
            let (decl, slots) = try chooseOverload(decls, args, pos: pos)
            return try callScriptFunction(
                decl, definingEnv: proto.environment, selfBox: Box(receiver, isLet: true), selfType: proto,
                slots: slots, args: args, in: env, pos: pos)
        }
        return try invokeMethod(&receiver, name, args, preevaluated: nil, in: env, pos: pos)
    }

    /// The protocol a receiver expression is statically typed as (`let s: any Shape`,
    /// `<T: Shape>`, `self` in a protocol extension), if any.
    func staticProtocol(of base: Expr, in env: Environment) -> TypeInfo? {
        switch base.kind {
        case .slot: return staticProtocol(of: unplaced(base), in: env)
        case .identifier(let name):
            if case .box(let box)? = resolve(name, in: env), let declared = box.declaredType {
                return staticProtocol(declared, in: env)
            }
        case .selfRef:
            if let selfType = currentSelfType(env), selfType.kind == .protocolType { return selfType }
        case .cast(_, let type, .asType):
            return staticProtocol(type, in: env)  // `(x as any P)`: written so by Semantics/TypedLowering
        default: break
        }
        return nil
    }

    /// The protocol a declared type names (`any Shape`, `Shape`), if it names one.
    private func staticProtocol(_ type: TypeRef, in env: Environment) -> TypeInfo? {
        switch type {
        case .named(let name, _):
            if let info = lookupTypeByPath(name, in: env), info.kind == .protocolType { return info }
        case .existential(let parts) where parts.count == 1: return staticProtocol(parts[0], in: env)
        default: break
        }
        return nil
    }

    func protocolExtensionMethod(_ proto: TypeInfo, _ name: String) -> [FunctionDecl]? {
        let all = [proto] + proto.allProtocols
        if all.contains(where: { $0.requirements.contains(name) }) { return nil }
        for owner in all { if let methods = owner.methods[name] { return methods } }
        return nil
    }

    /// A protocol extension's computed property that no protocol requires.
    func protocolExtensionProperty(_ proto: TypeInfo, _ name: String) -> VarDecl? {
        let all = [proto] + proto.allProtocols
        if all.contains(where: { $0.requirements.contains(name) }) { return nil }
        return all.lazy.compactMap { $0.computedProperties[name] }.first
    }

    /// Arguments of a mutating builtin call are evaluated before the receiver is taken out
    /// of its slot (`a.append(a.count)` reads `a` first, as Swift does).
    private func methodArgumentsIfBuiltin(
        base: Value?, _ name: String, _ args: [Argument], in env: Environment
    ) throws -> [Value]? {
        if let receiver = base, typeInfo(of: receiver) != nil { return nil }
        if args.contains(where: {
            if case .inoutRef = $0.value.kind { return true }
            return false
        }) {
            return nil
        }
        return try args.map { try evaluate($0.value, in: env) }
    }

    func isMutatingMethod(_ value: Value, _ name: String) -> Bool { methodDispatch(on: value, name).mutating }

    var userMutatingMethodNames: Set<String> {
        var names: Set<String> = []
        func visit(_ type: TypeInfo) {
            for (name, overloads) in type.methods where overloads.contains(where: { $0.modifiers.isMutating }) {
                names.insert(name)
            }
            for nested in type.nestedTypes.values { visit(nested) }
        }
        for type in globals.types.values { visit(type) }
        for type in registry.builtinExtensions.values { visit(type) }
        return names
    }

    /// Calls method `name` on a receiver held in place (so mutating methods write back).
    func invokeMethod(
        _ receiver: inout Value, _ name: String, _ args: [Argument], preevaluated: [Value]?,
        extensionMethods: ExtensionMethods = .notLookedUp, in env: Environment, pos: SourcePos
    ) throws -> Value {
        switch receiver {
        case .native, .object:  // only these can be views or hosts: other receivers skip the part
            if let viewResult = try views.viewMethod(receiver, name, args, in: env, pos: pos) { return viewResult }
        default: break
        }
        if case .object(let object) = receiver {
            if let (decl, slots) = try ownMethodChoice(object.type, receiver, name, args, in: env, pos: pos) {
                return try callScriptFunction(
                    decl, definingEnv: definingType(of: decl, in: object.type).environment,
                    selfBox: Box(receiver, isLet: true),
                    selfType: definingType(of: decl, in: object.type), slots: slots, args: args, in: env, pos: pos)
            }
        }
        if let type = typeInfo(of: receiver), !(receiver.isReference),
            let (decl, slots) = try ownMethodChoice(type, receiver, name, args, in: env, pos: pos)
        {
            let selfBox = Box(receiver, isLet: !decl.modifiers.isMutating)
            let owner = definingType(of: decl, in: type)
            let result = try callScriptFunction(
                decl, definingEnv: owner.environment, selfBox: selfBox, selfType: owner, slots: slots, args: args,
                in: env, pos: pos)
            if decl.modifiers.isMutating { receiver = selfBox.value }
            return result
        }
        // Methods extensions add to builtin types; one that does not fit the arguments may be a
        // builtin's overload (`remove(at:)` beside an extension's `remove(atOffsets:)`).
        if let (ext, found) = extensionMethods.lookedUp
            ?? extensionDispatch.builtinExtensionMethods(of: receiver, named: name),
            case let decls = try extensionDispatch.meetingSameTypeRequirements(found, of: receiver, pos: pos).filter({
                !Self.passesClosureToNonFunction($0, args)
            }),
            let (decl, slots) = try? chooseOverload(decls, args, pos: pos)
        {
            let selfBox = Box(receiver, isLet: !decl.modifiers.isMutating)
            let owner =
                decls.count == 1 ? ext : extensionDispatch.builtinExtensionOwner(of: decl, for: receiver, first: ext)
            let result = try callScriptFunction(
                decl, definingEnv: globals, selfBox: selfBox, selfType: owner, slots: slots, args: args, in: env,
                pos: pos)
            if decl.modifiers.isMutating { receiver = selfBox.value }
            return result
        }
        // A stored closure property called like a method: `model.onChange()`. (Not a property whose type
        // no call could have: `first(where:)` beside a `var first: Element?` is the sequence method.)
        if let type = typeInfo(of: receiver),
            let property = type.findStored(name) ?? type.findComputed(name), property.type?.cannotBeCalled != true
        {
            let property = try memberGet(receiver, name, pos: pos)
            // `step(&state)` with `let step: (inout State) -> T?`: the closure is read first, then
            // each `&target` is accessed for the call.
            if hasInoutArgument(args) { return try callValueWithInouts(property, args, in: env, pos: pos) }
            return try callValue(property, try evaluateArguments(args, in: env), labels: args.map(\.label), pos: pos)
        }
        if case .tuple = receiver {
            let member = try memberGet(receiver, name, pos: pos)
            return try callValue(member, try evaluateArguments(args, in: env), labels: args.map(\.label), pos: pos)
        }
        if case .native = receiver, name == "store", args.count == 1, case .inoutRef(let target) = args[0].value.kind {
            try store(receiver, in: target, env: env, pos: pos)
            return .void
        }
        if let type = typeInfo(of: receiver), type.isScriptSequence {
            return try sequenceMethod(receiver, name, args, preevaluated: preevaluated, in: env, pos: pos)
        }
        let values = try preevaluated ?? evaluateBuiltinMethodArguments(args, receiver: receiver, in: env)
        return try builtins.callBuiltinMethod(&receiver, name, values, labels: Argument.labels(of: args), pos: pos)
    }

    /// A sequence method (`map`, `first(where:)`, `sorted` …) a program's own `Sequence` does not
    /// declare: one `next()` at a time where Swift's loop interleaves them (`steppedMethod`), else on
    /// all its elements.
    private func sequenceMethod(
        _ receiver: Value, _ name: String, _ args: [Argument], preevaluated: [Value]?, in env: Environment,
        pos: SourcePos
    ) throws -> Value {
        let labels = Argument.labels(of: args)
        var evaluated = preevaluated
        if name == "makeIterator", args.isEmpty {
            // A sequence that is its own iterator: `makeIterator()` is a copy of it.
            return try extensionDispatch.iterator(of: receiver, making: name, pos: pos)
        }
        if ExtensionDispatch.makesWrapper(name, labels: labels) {
            let values = try preevaluated ?? evaluateArguments(args, in: env)
            evaluated = values
            if let wrapper = try extensionDispatch.wrapper(of: receiver, name, values, labels: labels, pos: pos) {
                return wrapper
            }
        }
        if ExtensionDispatch.isStepped(name, labels: labels, count: args.count) {
            // Evaluated once: `makesWrapper` may have evaluated them already (a Collection's `prefix(n)`).
            let values = try evaluated ?? evaluateArguments(args, in: env)
            evaluated = values
            if let result = try extensionDispatch.steppedMethod(receiver, name, values, labels: labels, pos: pos) {
                return result
            }
        }
        // `sorted()`, `reversed()`, `shuffled()` and `joined` start from `Array(self)` (they count it
        // first: a program collection's `count` walks its indices); the rest walk it once.
        let copies = ["sorted", "reversed", "shuffled", "joined"].contains(name)
        var elements = Value.array(
            try copies
                ? extensionDispatch.copiedElements(ofSequence: receiver, pos: pos)
                : extensionDispatch.elements(ofSequence: receiver, pos: pos))
        return try invokeMethod(&elements, name, args, preevaluated: evaluated, in: env, pos: pos)
    }

    /// `cancellable.store(in: &bag)`: keeps it in the caller's set or array.
    private func store(_ item: Value, in target: Expr, env: Environment, pos: SourcePos) throws {
        try mutate(target, in: env, pos: pos) { bag in
            switch bag {
            case .set(var set):
                bag = .void
                set.insert(item)
                bag = .set(set)
            case .array(var array):
                bag = .void
                array.append(item)
                bag = .array(array)
            default:
                throw ScriptError.cannotRun(
                    "'store(in:)' into anything but a Set or an Array of AnyCancellable", at: pos)
            }
        }
    }

    func definingType(of decl: FunctionDecl, in type: TypeInfo) -> TypeInfo {
        type.owner(ofMethod: decl) ?? type
    }

    // MARK: super

    func callSuper(_ name: String, _ args: [Argument], in env: Environment, pos: SourcePos) throws -> Value {
        guard let selfBox = findSelf(env), let current = currentSelfType(env) else {
            throw ScriptError.cannotRun("'super' outside a class's members", at: pos)
        }
        guard let superType = current.superclass else {
            throw ScriptError.cannotRun("'super' in a class without a superclass", at: pos)
        }
        if let result = try objectModel.callStaticSuper(
            name, args, selfBox: selfBox, superType: superType, in: env, pos: pos)
        {
            return result
        }
        if name == "init" {
            if try runInitializer(superType, selfBox: selfBox, args, in: env, pos: pos) {
                throw DelegatedInitializerFailed(pos: pos)
            }
            return .void
        }
        guard let decls = superType.findMethod(name) else {
            throw ScriptError.cannotRun(member: name, of: superType.name, at: pos)
        }
        let (decl, slots) = try chooseOverload(decls, args, pos: pos)
        let owner = definingType(of: decl, in: superType)
        return try callScriptFunction(
            decl, definingEnv: owner.environment, selfBox: selfBox, selfType: owner, slots: slots, args: args, in: env,
            pos: pos)
    }

    func superMember(_ name: String, in env: Environment, pos: SourcePos) throws -> Value {
        if let value = try objectModel.staticSuperMember(name, in: env, pos: pos) { return value }
        guard let selfBox = findSelf(env), let current = currentSelfType(env), let superType = current.superclass,
            case .object(let object) = selfBox.value
        else {
            throw ScriptError.cannotRun("'super' in a class without a superclass", at: pos)
        }
        if let computed = superType.findComputed(name) {
            return try runGetter(computed, self: .object(object), type: superType, pos: pos)
        }
        return try memberGet(.object(object), name, pos: pos)
    }

    func currentSelfType(_ env: Environment) -> TypeInfo? {
        var next: Environment? = env
        while let scope = next {
            if scope.selfBox != nil { return scope.selfType }
            next = scope.parent
        }
        return nil
    }
}

/// Literals: stored inline in the `String`, so `NameKey` compares them without a call.
private let anonymousParameterNames = ["$0", "$1", "$2", "$3", "$4", "$5", "$6", "$7", "$8", "$9"]

extension TypeRef {
    /// A type whose values are never functions: an optional, a collection, a tuple, a builtin scalar.
    fileprivate var cannotBeCalled: Bool {
        switch self {
        case .optional, .array, .dictionary, .tuple, .labeledTuple: return true
        case .named(let name, _): return ["Int", "Bool", "String", "Double", "Float", "Character"].contains(name)
        default: return false
        }
    }
}

/// A mutating method call whose arguments were evaluated before the access to its receiver began.
struct PreparedMutatingCall {
    let decl: FunctionDecl
    let owner: TypeInfo
    let definingEnv: Environment
    let parameters: [Box]
}
