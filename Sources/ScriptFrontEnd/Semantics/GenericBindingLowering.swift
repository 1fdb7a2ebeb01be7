// Typed lowering's part for generic parameters the run binds (`GenericRuntimeBindings`): what a
// function's or method's body asks of its `T`, the hidden type arguments each call passes, what
// literals and contexts bind a call's `T` to, and the refusals where lowering cannot tell.

extension TypedLowering {
    static func isNumberLiteral(_ expr: Expr) -> Bool {
        switch expr.kind {
        case .integer, .wideInteger, .float: return true
        default: return false
        }
    }

    /// Notes, while a function is lowered only to learn its needs, where its body uses a generic
    /// parameter as a type.
    mutating func collectGenericUse(_ expr: Expr, expected: StaticType?) {
        switch expr.kind {
        case .identifier(let name), .typeExpr(.named(let name, _)):
            if case .typeExpr(.named(_, let arguments)) = expr.kind, !arguments.isEmpty { return }
            if functionGenerics[name] != nil, typer.scopes.lookup(name) == nil, model.types[name] == nil {
                collectedNeeds?.noteValueUse(name, at: expr.pos)
            }
        case .integer, .wideInteger, .float:
            if let name = functionGenericName(expected) {
                collectedNeeds?.noteLiteralUse(name, at: expr.pos)
            }
        case .implicitMember:
            if let name = functionGenericName(expected) {
                collectedNeeds?.noteValueUse(name, at: expr.pos)
            }
        default:
            break
        }
    }

    /// What a program function's body asks of its generic parameters, found by lowering it once on
    /// a copy of this lowering (nil for a method, a local function, or one being lowered for it).
    mutating func genericNeeds(of function: FunctionDecl) -> GenericParameterNeeds? {
        guard !function.genericParams.isEmpty, function.body != nil,
            model.functions[function.name]?.contains(where: { $0 === function }) == true
        else { return nil }
        if let known = runtimeBindings.needs(of: function) { return known }
        guard !runtimeBindings.inProgress.contains(ObjectIdentifier(function)) else { return nil }
        var scratch = self
        scratch.runtimeBindings.inProgress.insert(ObjectIdentifier(function))
        scratch.collectedNeeds = GenericParameterNeeds()
        scratch.functionGenerics = [:]
        scratch.literalTypedGenerics = []
        _ = scratch.lowerFunction(function)
        var found = scratch.collectedNeeds ?? GenericParameterNeeds()
        let own = Set(function.genericParams)
        found.literalUses = found.literalUses.filter { own.contains($0.key) }
        found.valueUses = found.valueUses.filter { own.contains($0.key) }
        // What the copy learned of the functions it called holds here too.
        runtimeBindings.absorb(scratch.runtimeBindings, except: function)
        runtimeBindings.record(found, for: function)
        return found
    }

    /// The generic parameters of `function` the call passes as hidden arguments (used as a type,
    /// not bound exactly otherwise), and those whose literals the run types by the binding.
    mutating func runtimeTypedGenerics(
        of function: FunctionDecl
    ) -> (hidden: [String], literalTyped: Set<String>) {
        guard let needs = genericNeeds(of: function), !needs.isEmpty else { return ([], []) }
        var hidden: [String] = []
        var literalTyped: Set<String> = []
        for name in function.genericParams {
            let used = needs.literalUses[name] != nil || needs.valueUses[name] != nil
            let exact = GenericParameterUses.isBoundExactly(name, in: function, model: model)
            if used && !exact { hidden.append(name) }
            if needs.literalUses[name] != nil,
                !exact || GenericParameterUses.namesMetatype(name, in: function)
            {
                literalTyped.insert(name)
            }
        }
        return (hidden, literalTyped)
    }

    /// The hidden arguments a call of a program function passes for its run-time-bound generic
    /// parameters (`Double.self` for `sum([1.5, 2])`); a binding lowering cannot tell, or a literal
    /// bound to other than a standard number type, is refused.
    mutating func hiddenTypeArguments(
        _ callee: Expr, _ arguments: [Argument], expected: StaticType?, joinsOtherElements: Bool
    ) -> [Argument] {
        guard case .identifier(let name) = callee.kind, typer.scopes.lookup(name) == nil,
            let candidates = model.functions[name], candidates.contains(where: { !$0.genericParams.isEmpty })
        else { return [] }
        if joinsOtherElements, candidates.count == 1, let function = candidates.first,
            case .named(let result, let resultArguments)? = function.returnType, resultArguments.isEmpty,
            function.genericParams.contains(result)
        {
            let (bindings, byLiterals) = typeBindings(of: function, arguments, expected: expected)
            if bindings[result] == nil || byLiterals.contains(result) {
                // `[ident(1), 2.5]`: swiftc makes `T` what the elements join at; lowering does not follow that.
                refusals.append(GenericRuntimeBindings.unknownBindingRefusal(result, of: name, at: callee.pos))
                return []
            }
        }
        let typed = candidates.map { runtimeTypedGenerics(of: $0) }
        guard typed.contains(where: { !$0.hidden.isEmpty || !$0.literalTyped.isEmpty }) else { return [] }
        guard
            let chosen = candidates.count == 1
                ? candidates[0] : FunctionChoice.byStaticTypes(candidates, arguments, typer: typer),
            let index = candidates.firstIndex(where: { $0 === chosen })
        else {
            let first = typed.first { !$0.hidden.isEmpty || !$0.literalTyped.isEmpty }
            let generic = first?.hidden.first ?? first?.literalTyped.first ?? "T"
            refusals.append(GenericRuntimeBindings.unknownBindingRefusal(generic, of: name, at: callee.pos))
            return []
        }
        let (hidden, literalTyped) = typed[index]
        let (bindings, byLiterals) = typeBindings(of: chosen, arguments, expected: expected)
        var passed: [Argument] = []
        for generic in chosen.genericParams where hidden.contains(generic) || literalTyped.contains(generic) {
            let known = joinsOtherElements && byLiterals.contains(generic) ? nil : bindings[generic]
            let argument = checkedHiddenArgument(
                generic, bound: known, hasLiterals: literalTyped.contains(generic), of: name,
                forwarding: Array(functionGenerics.keys) + chosen.genericParams, onReceiver: false, at: callee.pos)
            if hidden.contains(generic), let argument { passed.append(argument) }
        }
        return passed
    }

    /// The hidden argument passing `bound` as `generic`, once it is a type lowering can write: not
    /// unknown, not one of the caller's own generic parameters (`forwarding`), and a standard
    /// number type where the body has literals of it; otherwise the refusal saying which.
    mutating func checkedHiddenArgument(
        _ generic: String, bound: StaticType?, hasLiterals: Bool, of name: String, forwarding: [String],
        onReceiver: Bool, at pos: SourcePos
    ) -> Argument? {
        if let bound, mentionsNames(bound, forwarding) {
            if let own = forwardedParameter(bound) {
                // The caller's own parameter, passed on (`balance` read in `doubled`, a recursive
                // call): while the caller is analyzed this is a use that makes it take the type too;
                // once it does, the type it was passed is passed on by name.
                if let needs = collectedNeeds {
                    collectedNeeds = needs.noting(own, literal: hasLiterals, at: pos)
                    return nil
                }
                if hiddenBoundGenerics.contains(own) {
                    return Argument(
                        label: GenericRuntimeBindings.hiddenLabel(generic), value: Expr(.identifier(own), pos))
                }
            }
            refusals.append(GenericRuntimeBindings.forwardedBindingRefusal(generic, of: name, at: pos))
            return nil
        }
        guard let bound, bound.isKnown, let written = bound.writtenForm else {
            refusals.append(
                GenericRuntimeBindings.unknownBindingRefusal(generic, of: name, onReceiver: onReceiver, at: pos))
            return nil
        }
        if hasLiterals, !GenericRuntimeBindings.literalBindings.contains(bound.nominalName ?? "") {
            refusals.append(
                GenericRuntimeBindings.nonNumericLiteralRefusal(generic, bound: bound.description, of: name, at: pos))
        }
        return GenericRuntimeBindings.hiddenArgument(generic, bound: written, at: pos)
    }

    /// The caller's generic parameter a binding is exactly (`T`, not `[T]`), when the caller has one
    /// of that name: the function's own, or its type's.
    private func forwardedParameter(_ bound: StaticType) -> String? {
        let name: String
        switch bound {
        case .genericParameter(let parameter, _): name = parameter
        case .nominal(let nominal, let arguments) where arguments.isEmpty: name = nominal
        default: return nil
        }
        return functionGenerics[name] != nil || typeGenerics?.names.contains(name) == true
            || hiddenBoundGenerics.contains(name) ? name : nil
    }

    /// The hidden arguments a call of a method that takes its type's parameters passes: the
    /// receiver's static type names them (`prices.total()` on a `[Double]` passes `Double.self`
    /// as `Element`). A receiver lowering cannot type, or `self` inside the type, is refused.
    mutating func hiddenReceiverTypeArguments(_ callee: Expr, _ arguments: [Argument]) -> [Argument] {
        let name: String
        let receiver: StaticType
        switch callee.kind {
        case .member(let base, let member):
            name = member
            receiver = typer.type(of: base)
        case .identifier(let member) where typer.scopes.lookup(member) == nil:
            // Inside a type its own method shadows a global function of the same name (`label()`).
            guard let selfType = typer.scopes.selfType,
                !instanceMethods(member, on: selfType).isEmpty
                    || model.functions[member] == nil
            else { return [] }
            name = member
            receiver = selfType
        default:
            return []
        }
        guard takesTypes(name) else { return [] }
        if case .metatype = receiver { return [] }
        let methods = instanceMethods(name, on: receiver)
        let chosen = methods.count == 1 ? methods[0] : FunctionChoice.byStaticTypes(methods, arguments, typer: typer)
        guard let chosen else {
            if methods.contains(where: { !$0.hiddenTypeParameters.isEmpty }) || methods.isEmpty {
                refusals.append(
                    GenericRuntimeBindings.unknownBindingRefusal(
                        hiddenParameterName(ofMember: name), of: name, onReceiver: true, at: callee.pos))
            }
            return []
        }
        let onSelf: Bool
        switch callee.kind {
        case .identifier: onSelf = true
        case .member(let base, _): if case .selfRef = base.kind { onSelf = true } else { onSelf = false }
        default: onSelf = false
        }
        // On `self` inside a conforming type (`inc()` in `IC`), the type binds the protocol's associated
        // types; inside the generic type or protocol extension itself, its own are passed on.
        let bindsOnSelf =
            onSelf
            && {
                let bound = associatedTypeBindings(of: receiver)
                return !bound.isEmpty && chosen.hiddenTypeParameters.allSatisfy { bound[$0] != nil }
            }()
        return hiddenArguments(of: chosen, named: name, on: onSelf && !bindsOnSelf ? nil : receiver, at: callee.pos)
    }

    /// The hidden arguments a call of `chosen` (a method, or a property's getter) on a receiver of
    /// this static type passes: the type arguments the receiver's type names. On `self` (a nil
    /// receiver) they are the type's own parameters, passed on.
    private mutating func hiddenArguments(
        of chosen: FunctionDecl, named name: String, on receiver: StaticType?, at pos: SourcePos
    ) -> [Argument] {
        guard !chosen.hiddenTypeParameters.isEmpty else { return [] }
        guard let receiver else {
            return chosen.hiddenTypeParameters.compactMap { generic in
                checkedHiddenArgument(
                    generic, bound: .nominal(generic, []), hasLiterals: chosen.literalTypedParameters.contains(generic),
                    of: name, forwarding: [generic], onReceiver: true, at: pos)
            }
        }
        var bindings = typer.genericBindings(of: receiver)
        switch receiver {
        case .array(let element): bindings["Element"] = element
        case .optional(let wrapped): bindings["Wrapped"] = wrapped
        case .dictionary(let key, let value):
            bindings["Key"] = key
            bindings["Value"] = value
        default:
            if bindings["Element"] == nil, receiver.elementType.isKnown { bindings["Element"] = receiver.elementType }
            // `counter.inc()` of `extension Counter` where `IC`'s `value = 0` makes `Value` an `Int`.
            bindings.merge(associatedTypeBindings(of: receiver)) { own, _ in own }
        }
        return chosen.hiddenTypeParameters.compactMap { generic in
            checkedHiddenArgument(
                generic, bound: bindings[generic], hasLiterals: chosen.literalTypedParameters.contains(generic),
                of: name, forwarding: Array(functionGenerics.keys) + Array(typeGenerics?.names ?? []),
                onReceiver: true, at: pos)
        }
    }

    /// `bag.total` where `total`'s getter takes its type's parameters: the call of that getter,
    /// passing what the receiver's static type names (`self` when `base` is nil: a bare `total`
    /// inside the type). A receiver lowering cannot type is refused; nil for any other access.
    mutating func typeTakingPropertyAccess(
        _ base: Expr?, _ loweredBase: Expr?, _ name: String, at pos: SourcePos
    ) -> ExprKind? {
        guard propertyTakesTypes(name) else { return nil }
        let receiver = base.map { typer.type(of: $0) } ?? typer.scopes.selfType ?? .unknown
        if case .metatype = receiver { return nil }
        let properties = Self.owners(of: receiver).flatMap { owner in
            model.members(named: name, in: owner).compactMap { member -> VarDecl? in
                if case .property(let property) = member.kind, !member.isStatic { return property }
                return nil
            }
        }
        guard let getter = properties.lazy.compactMap(\.typeTakingGetter).first else {
            if base != nil, properties.isEmpty {
                refusals.append(
                    GenericRuntimeBindings.unknownBindingRefusal(
                        hiddenParameterName(ofMember: name), of: name, onReceiver: true, at: pos))
            }
            return nil
        }
        let onSelf = base == nil || { if case .selfRef = base!.kind { true } else { false } }()
        let arguments = hiddenArguments(of: getter, named: name, on: onSelf ? nil : receiver, at: pos)
        return .call(Expr(.member(loweredBase ?? Expr(.selfRef, pos), getter.name), pos), arguments)
    }

    /// The type parameter a member of the program named `name` takes (for a refusal to name it).
    private func hiddenParameterName(ofMember name: String) -> String {
        for type in model.types.values {
            for member in type.members[name] ?? [] {
                switch member.kind {
                case .method(let method): if let first = method.hiddenTypeParameters.first { return first }
                case .property(let property):
                    if let first = property.typeTakingGetter?.hiddenTypeParameters.first { return first }
                default: continue
                }
            }
        }
        return "Element"
    }

    /// `\.total` to a property whose getter takes its type's parameters: no call to pass them.
    mutating func refuseTypeTakingKeyPath(_ components: [String], at pos: SourcePos) {
        if let name = components.first(where: { propertyTakesTypes($0) }) {
            refusals.append(GenericRuntimeBindings.keyPathRefusal(name, at: pos))
        }
    }

    /// Whether a computed property of the program named `name` has a getter taking its type's parameters.
    mutating func propertyTakesTypes(_ name: String) -> Bool {
        if let known = propertiesTakingTypes { return known.contains(name) }
        var names: Set<String> = []
        for type in model.types.values {
            for (memberName, members) in type.members {
                for case .property(let property) in members.map(\.kind) where property.typeTakingGetter != nil {
                    names.insert(memberName)
                }
            }
        }
        propertiesTakingTypes = names
        return names.contains(name)
    }

    /// The instance methods named `name` a value of this type may call.
    func instanceMethods(_ name: String, on receiver: StaticType) -> [FunctionDecl] {
        Self.owners(of: receiver).flatMap { owner in
            model.members(named: name, in: owner).compactMap { member -> FunctionDecl? in
                if case .method(let method) = member.kind, !member.isStatic { return method }
                return nil
            }
        }
    }

    /// A method named `name` on this receiver that takes its type's parameters, if one is.
    func takingTypes(_ name: String, on receiver: StaticType) -> FunctionDecl? {
        instanceMethods(name, on: receiver).first { !$0.hiddenTypeParameters.isEmpty }
    }

    /// Where a method called on a value of this type may be declared: its own type, and for a
    /// collection the standard protocols a program may extend.
    static func owners(of receiver: StaticType) -> [String] {
        var owners = receiver.protocolsKnownStatically ?? []
        if let name = receiver.nominalName { owners.append(name) }
        if receiver.elementType.isKnown {
            owners += [
                "Collection", "Sequence", "BidirectionalCollection", "RandomAccessCollection", "MutableCollection",
                "RangeReplaceableCollection",
            ]
        }
        return owners
    }

    /// Whether a method of the program named `name` takes its type's parameters as hidden arguments.
    mutating func takesTypes(_ name: String) -> Bool {
        if let known = methodsTakingTypes { return known.contains(name) }
        var names: Set<String> = []
        for type in model.types.values {
            for (memberName, members) in type.members {
                for case .method(let method) in members.map(\.kind) where !method.hiddenTypeParameters.isEmpty {
                    names.insert(memberName)
                }
            }
        }
        methodsTakingTypes = names
        return names.contains(name)
    }

    /// What a call binds `function`'s generic parameters to: the static types of its arguments that
    /// are not literals, then the type a metatype argument names, then the result's expected type,
    /// then the literals' own types (`sum([1, 2])` binds `T` to `Int`, as Swift's default).
    func typeBindings(
        of function: FunctionDecl, _ arguments: [Argument], expected: StaticType?
    ) -> (bindings: [String: StaticType], byLiterals: Set<String>) {
        let isClosure = arguments.map { argument -> Bool in
            if case .closure = argument.value.kind { return true }
            return false
        }
        guard
            let slots = try? ArgumentBinding.bind(
                function.params, labels: arguments.map(\.label), isClosure: isClosure, pos: function.pos,
                isFunctionType: { if case .function = $0 { true } else { false } })
        else { return ([:], []) }
        var parameterTypes: [StaticType] = []
        var written: [StaticType?] = []
        var literal: [StaticType?] = []
        var found: [String: StaticType]
        for (param, slot) in zip(function.params, slots) {
            let indices: [Int]
            switch slot {
            case .argument(let index): indices = [index]
            case .variadic(let several): indices = several
            case .defaultValue: indices = []
            }
            for index in indices {
                let value = arguments[index].value
                let type = typer.type(of: value)
                let isLiteral = GenericArgumentBindings.isLiteral(value)
                parameterTypes.append(typer.staticType(of: param.type))
                written.append(isLiteral ? nil : type)
                literal.append(isLiteral ? type : nil)
            }
        }
        // A bare unconstrained `T` takes its arguments' type unless the function returns it bare, which
        // the context may make `Any` (`print(pick(d, or: 1))`).
        let joinable = Set(function.genericConstraints.keys).union(Self.literalJoinable(function))
        found = GenericArgumentBindings.bindings(
            parameterTypes: parameterTypes, argumentTypes: written, genericParameters: function.genericParams,
            constrained: joinable)
        found.merge(resultBindings(of: function, expected: expected)) { earlier, _ in earlier }
        let byLiterals = GenericArgumentBindings.literalJoin(
            parameterTypes: parameterTypes, literalTypes: literal, genericParameters: function.genericParams
        ).filter { joinable.contains($0.key) && found[$0.key] == nil }
        found.merge(byLiterals) { earlier, _ in earlier }
        return (found, Set(byLiterals.keys))
    }

    /// `let f = sum` of a function whose calls pass hidden type arguments: no call to pass them.
    mutating func refuseGenericFunctionAsValue(_ name: String, at pos: SourcePos) {
        guard typer.scopes.lookup(name) == nil, let candidates = model.functions[name],
            candidates.contains(where: { !$0.genericParams.isEmpty })
        else { return }
        // Inside a type, its own member of that name is what the name means (`sum` of a `Box`).
        if let selfType = typer.scopes.selfType,
            Self.owners(of: selfType).contains(where: { !model.members(named: name, in: $0).isEmpty })
        {
            return
        }
        let needsBinding = candidates.contains {
            let typed = runtimeTypedGenerics(of: $0)
            return !typed.hidden.isEmpty || !typed.literalTyped.isEmpty
        }
        if needsBinding { refusals.append(GenericRuntimeBindings.valueRefusal(name, at: pos)) }
    }

    /// A generic type's parameter used as a type inside its members (`var total: T = 0`, `T.zero`,
    /// `Element(count)`, `reduce(0, +)` in `extension Array where Element: Numeric`): the run cannot
    /// tell which type it stands for (`[Double]()` holds no element), so it is refused.
    mutating func refuseTypeGenericUse(_ expr: Expr, expected: StaticType?) {
        guard let (typeName, names) = typeGenerics else { return }
        let typeParameter = typeGenericName
        func named(_ base: Expr) -> String? {
            let name: String
            switch base.kind {
            case .identifier(let identifier): name = identifier
            case .typeExpr(.named(let written, let arguments)) where arguments.isEmpty: name = written
            default: return nil
            }
            guard names.contains(name), functionGenerics[name] == nil, typer.scopes.lookup(name) == nil,
                model.types[name] == nil
            else { return nil }
            return name
        }
        var literal: String? = nil
        var value: String? = nil
        switch expr.kind {
        case .integer, .wideInteger, .float: literal = typeParameter(expected)
        case .implicitMember: value = typeParameter(expected)
        // `T.self` is read as the name `T`.
        case .typeExpr, .identifier: value = named(expr)
        case .member(let base, _): value = named(base)
        case .call(let callee, let arguments):
            value = named(callee)
            if value == nil {
                literal = reduceStartType(callee, arguments, names: names, expected: typeParameter(expected))
            }
        default:
            break
        }
        guard let name = literal ?? value else { return }
        // While methods are analyzed, a use is what makes the method take the type as an argument.
        if literal != nil { collectedNeeds?.noteLiteralUse(name, at: expr.pos) }
        if value != nil { collectedNeeds?.noteValueUse(name, at: expr.pos) }
        refusals.append(
            isProgramProtocol(typeName)
                ? GenericParameterUses.associatedTypeRefusal(name, of: typeName, at: expr.pos)
                : GenericParameterUses.typeParameterRefusal(name, of: typeName, at: expr.pos))
    }

    /// A protocol of the program (`Container`), not a standard one whose extensions a call's receiver
    /// binds (`Collection`'s `Element`).
    func isProgramProtocol(_ name: String) -> Bool {
        model.isProtocol(name) && GenericParameterUses.standardTypeParameters[name] == nil
    }

    /// The parameter of the type being declared that a static type is (`T`, `T?`), when the run
    /// cannot tell which type it stands for.
    func typeGenericName(_ type: StaticType?) -> String? {
        guard let names = typeGenerics?.names else { return nil }
        switch type {
        case .optional(let wrapped)?: return typeGenericName(wrapped)
        case .genericParameter(let name, _)?, .nominal(let name, [])?:
            return names.contains(name) && functionGenerics[name] == nil && model.types[name] == nil ? name : nil
        default: return nil
        }
    }

    /// `reduce(0, +)` on `self` in `extension Array where Element: Numeric`: the start is an `Element`
    /// (and `reduce(into: 0)` or `reduce(0) { … }` returned as a `T` is a `T`), which the typer does not see.
    func reduceStartType(
        _ callee: Expr, _ arguments: [Argument], names: Set<String>, expected: String?
    ) -> String? {
        let onSelf: Bool
        switch callee.kind {
        case .identifier("reduce"): onSelf = typer.scopes.lookup("reduce") == nil && model.functions["reduce"] == nil
        case .member(let base, "reduce"):
            if case .selfRef = base.kind { onSelf = true } else { onSelf = false }
            if !onSelf, arguments.first?.label != "into", expected == nil { return nil }
        default: return nil
        }
        guard let start = arguments.first, Self.isNumberLiteral(start.value) || Self.isNegatedNumber(start.value)
        else { return nil }
        let combinesWithOperator: Bool
        if arguments.count == 2, case .identifier(let combine) = arguments[1].value.kind {
            combinesWithOperator = !(combine.first?.isLetter ?? true)
        } else {
            combinesWithOperator = false
        }
        if onSelf, start.label == nil, combinesWithOperator, names.contains("Element") { return "Element" }
        // `reduce(into: 0) { … }`, `reduce(0) { … }` returned as a `T`: the start is that `T`.
        if start.label == "into" || start.label == nil, let expected { return expected }
        return nil
    }

    /// `xs.reduce`, or `reduce` on `self` (no function or variable of the program named so).
    func isReduce(_ callee: Expr) -> Bool {
        switch callee.kind {
        case .member(_, "reduce"): return true
        case .identifier("reduce"): return typer.scopes.lookup("reduce") == nil && model.functions["reduce"] == nil
        default: return false
        }
    }

    static func isNegatedNumber(_ expr: Expr) -> Bool {
        if case .prefix("-", let operand) = expr.kind { return isNumberLiteral(operand) }
        return false
    }
}
