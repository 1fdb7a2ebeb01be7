// Typed lowering: the step between checking and running where static types decide what a
// program means. It walks the program with the ExpressionTyper and returns a new syntax
// tree, still plain Swift, in which what depended on static types is spelled out:
//   - an integer literal whose type is `Double`/`Float` by context becomes a float literal
//     (`let d: Double = 3`, `1 / 2 * price`, `f(2)` with `f(_: Double)`, defaults, returns);
//   - a call of a protocol-extension method that is not a requirement, on a receiver known
//     only through protocols (`any P`, `[any P]` elements, `T: P`) or typed as a class that
//     inherits the conformance and does not declare the member (a subclass's one only shadows
//     it), gets its receiver written `(receiver as any P)`, which the interpreter dispatches statically;
//   - an expression pattern is typed by the value it matches (`case 90...` on a Double), a
//     range's literal bound by the other bound, a plain string literal where a Character is
//     expected becomes `"x" as Character`;
//   - a literal of the program's own `ExpressibleBy…Literal` type is its initializer call.
// Everything the typer cannot type is left as it was.

package struct TypedLowering {
    var typer: ExpressionTyper
    /// The type of the binary expression lowered last: a long chain `a + b + c …` is then
    /// typed once, bottom-up, instead of once per level.
    private var lastBinaryType: StaticType?
    var model: DeclarationModel { typer.model }
    private let memberCheck: BuiltinMemberCheck
    /// Members of builtin values the workbook does not implement, in source order: the
    /// program is refused with the first before any of it runs.
    package internal(set) var refusals: [ScriptError] = []
    /// The generic parameters of the functions being lowered, and whether the interpreter binds
    /// each exactly at every call (`GenericParameterUses`).
    var functionGenerics: [String: Bool] = [:]
    /// The generic parameters whose literals are typed by the call's binding (`GenericRuntimeBindings`).
    var literalTypedGenerics: Set<String> = []
    /// What each program function's body asks of its generic parameters; `collectedNeeds` is set
    /// while a function is lowered only to find that out (`genericNeeds(of:)`).
    var runtimeBindings = GenericRuntimeBindings()
    var collectedNeeds: GenericParameterNeeds?
    /// Set while a call's callee is lowered: a generic function named there is called, not passed.
    private var isLoweringCallee = false
    /// Set while an element of a collection literal without a known element type is lowered, down
    /// to the next call's arguments or closure: its type joins the other elements' (`[sum([1]) * 2,
    /// 2.5]` makes `T` a `Double`), which lowering does not follow, so a generic call there is not
    /// bound by its literals' own types.
    private var isInJoinedElement = false
    /// The generic parameters of the type being declared or extended (`T` of `struct Acc<T>`,
    /// `Element` in `extension Array`), with the type's name: values carry no generic arguments at
    /// run time, so a use of one as a type inside the members is refused (`GenericParameterUses`).
    var typeGenerics: (type: String, names: Set<String>)?
    /// Set while a copy of this lowering lowers the program's generic types only to learn which
    /// methods use their type's parameters as types (`analyzeMethods(of:)`).
    var analyzingMethods = false
    /// The generic types whose initializers or stored initial values use their parameters as types,
    /// found while methods are analyzed: bound from each construction's stamp (ConstructionTypeArguments.swift).
    var typesBoundAtConstruction: Set<String> = []
    /// The names of methods that take their type's parameters as hidden arguments, found once.
    var methodsTakingTypes: Set<String>?
    /// The names of computed properties whose getters take their type's parameters, found once.
    var propertiesTakingTypes: Set<String>?
    /// The generic parameters the function being lowered receives as hidden arguments (its own,
    /// or its type's): bound by name in its body at run time, so a call may pass them on.
    var hiddenBoundGenerics: Set<String> = []
    /// How many names (`$builder0` …) result-builder bodies have taken (ResultBuilders.swift).
    private var builderNames = 0

    package init(model: DeclarationModel) {
        typer = ExpressionTyper(model: model)
        memberCheck = BuiltinMemberCheck(model: model)
    }

    /// How often lowering asked the typer for a type (tests check that it grows linearly).
    package var typingVisits: Int { typer.memo.visits }

    /// Lowers one program; its top-level variables' types are recorded in the model.
    package mutating func lower(_ program: [Stmt]) -> [Stmt] {
        // A method reading another one's marks (`doubled` reads `balance`) is marked once that one
        // is: analyzed again until nothing changes (a chain of n such calls takes n rounds).
        var marks = typeParameterMarks(program)
        for _ in 0..<8 {
            for case .type(let decl) in program.map(\.kind) { analyzeMethods(of: decl) }
            let now = typeParameterMarks(program)
            if now == marks { break }
            marks = now
        }
        return program.map { lowerStatement($0, isTopLevel: true) }
    }

    /// Every mark `analyzeMethods` leaves on the program's generic types: which members take
    /// which of their type's parameters.
    private func typeParameterMarks(_ program: [Stmt]) -> [String] {
        var marks: [String] = []
        for case .type(let decl) in program.map(\.kind) {
            for member in decl.members {
                switch member.kind {
                case .function(let function):
                    marks.append(
                        "\(function.name) \(function.hiddenTypeParameters) \(function.literalTypedParameters.sorted())")
                case .variable(let variable):
                    if let getter = variable.typeTakingGetter {
                        marks.append(
                            "\(getter.name) \(getter.hiddenTypeParameters) \(getter.literalTypedParameters.sorted())")
                    }
                default: continue
                }
            }
        }
        return marks
    }

    /// Marks, before any call is lowered, the methods of a generic type (or of an extension of
    /// `Array`, `Collection` …) whose bodies use the type's parameters as types: a copy of this
    /// lowering lowers the declaration once to find them (`GenericRuntimeBindings`).
    private mutating func analyzeMethods(of decl: TypeDecl) {
        guard !GenericParameterUses.typeParameters(of: decl, model: model).isEmpty else { return }
        var scratch = self
        scratch.analyzingMethods = true
        _ = scratch.lowerType(decl)
        runtimeBindings.absorb(scratch.runtimeBindings)
        typesBoundAtConstruction.formUnion(scratch.typesBoundAtConstruction)
    }

    // MARK: Statements

    private mutating func lowerBlock(_ statements: [Stmt]) -> [Stmt] {
        typer.scopes.push()
        defer { typer.scopes.pop() }
        return statements.map { lowerStatement($0, isTopLevel: false) }
    }

    private mutating func lowerStatement(_ statement: Stmt, isTopLevel: Bool) -> Stmt {
        guard hasStackHeadroom(at: statement.pos) else { return statement }
        let kind: StmtKind
        switch statement.kind {
        case .expr(let expr): kind = .expr(lowerExpr(expr, expected: nil))
        case .variable(let variable): kind = .variable(lowerVariable(variable, isTopLevel: isTopLevel))
        case .function(let function): kind = .function(lowerFunction(function))
        case .type(let decl): kind = .type(lowerType(decl))
        case .ifStmt(let conditions, let body, let elseBody):
            typer.scopes.push()
            let lowered = lowerConditions(conditions)
            let loweredBody = lowerBlock(body)
            typer.scopes.pop()
            kind = .ifStmt(lowered, loweredBody, elseBody.map { lowerBlock($0) })
        case .guardStmt(let conditions, let body):
            let loweredBody = lowerBlock(body)
            kind = .guardStmt(lowerConditions(conditions), loweredBody)  // bindings outlive the guard
        case .whileStmt(let conditions, let body):
            typer.scopes.push()
            kind = .whileStmt(lowerConditions(conditions), lowerBlock(body))
            typer.scopes.pop()
        case .repeatWhile(let body, let condition):
            kind = .repeatWhile(lowerBlock(body), lowerExpr(condition, expected: nil))
        case .forIn(let pattern, let sequence, let filter, let body, let isAwait):
            let loweredSequence = lowerExpr(sequence, expected: nil)
            typer.scopes.push()
            bind(pattern, to: typer.type(of: loweredSequence).elementType)
            let loweredFilter = filter.map { lowerExpr($0, expected: nil) }
            kind = .forIn(pattern, loweredSequence, loweredFilter, lowerBlock(body), isAwait: isAwait)
            typer.scopes.pop()
        case .switchStmt(let subject, let cases):
            let loweredSubject = lowerExpr(subject, expected: nil)
            let subjectType = typer.type(of: loweredSubject)
            kind = .switchStmt(
                loweredSubject,
                cases.map { switchCase in
                    typer.scopes.push()
                    defer { typer.scopes.pop() }
                    var lowered = switchCase
                    lowered.patterns = switchCase.patterns.map {
                        lowerPattern($0, matching: subjectType, at: switchCase.pos)
                    }
                    for pattern in lowered.patterns { bind(pattern, to: subjectType) }
                    lowered.guardExpr = switchCase.guardExpr.map { lowerExpr($0, expected: nil) }
                    lowered.body = lowerBlock(switchCase.body)
                    return lowered
                })
        case .returnStmt(let expr):
            // `return 5` where an `Int?` is returned (a closure's result is not converted when it returns).
            let result = typer.scopes.resultType
            kind = .returnStmt(expr.map { typer.promoted(lowerExpr($0, expected: result), to: result) })
        case .throwStmt(let expr): kind = .throwStmt(lowerExpr(expr, expected: nil))
        case .deferStmt(let body): kind = .deferStmt(lowerBlock(body))
        case .doCatch(let body, let clauses):
            let loweredBody = lowerBlock(body)
            kind = .doCatch(
                loweredBody,
                clauses.map { clause in
                    typer.scopes.push()
                    defer { typer.scopes.pop() }
                    if let pattern = clause.pattern {
                        refuseUnmodelledTypes(in: pattern, at: clause.body.first?.pos ?? statement.pos)
                        bind(pattern, to: .unknown)
                    } else {
                        typer.scopes.bind("error", .existential(["Error"]))
                    }
                    var lowered = clause
                    lowered.guardExpr = clause.guardExpr.map { lowerExpr($0, expected: nil) }
                    lowered.body = lowerBlock(clause.body)
                    return lowered
                })
        case .block(let body): kind = .block(lowerBlock(body))
        case .labeled(let label, let inner): kind = .labeled(label, lowerStatement(inner, isTopLevel: isTopLevel))
        case .enumCases, .typealiasDecl, .breakStmt, .continueStmt, .fallthroughStmt, .importDecl:
            return statement
        }
        return Stmt(kind, statement.pos)
    }

    private mutating func lowerConditions(_ conditions: [Condition]) -> [Condition] {
        conditions.map { condition in
            switch condition {
            case .expr(let expr): return .expr(lowerExpr(expr, expected: .bool))
            case .optionalBinding(let name, let isLet, let value, let pos):
                let lowered = lowerExpr(value, expected: nil)
                typer.scopes.bind(name, typer.type(of: lowered).unwrappingOptional)
                return .optionalBinding(name: name, isLet: isLet, value: lowered, pos: pos)
            case .casePattern(let pattern, let value):
                let lowered = lowerExpr(value, expected: nil)
                let subjectType = typer.type(of: lowered)
                let loweredPattern = lowerPattern(pattern, matching: subjectType, at: value.pos)
                bind(loweredPattern, to: subjectType)
                return .casePattern(loweredPattern, lowered)
            }
        }
    }

    /// An expression pattern is typed by the value it matches (`pattern ~= value`): in
    /// `switch score { case 90...: }` with a `Double` score the bounds are `Double`s, and in
    /// `switch ch { case "0"..."9": }` with a `Character` they are `Character`s.
    private mutating func lowerPattern(_ pattern: Pattern, matching subject: StaticType, at pos: SourcePos) -> Pattern {
        switch pattern {
        case .expression(let expr):
            guard subject.isKnown else { return pattern }
            if case .binary(let op, _, _) = expr.kind, op == "..." || op == "..<" {
                return .expression(
                    lowerExpr(expr, expected: .nominal(op == "..." ? "ClosedRange" : "Range", [subject])))
            }
            return .expression(lowerExpr(expr, expected: subject))
        case .tuple(let items):
            guard case .tuple(_, let types) = subject, types.count == items.count else { return pattern }
            return .tuple(
                zip(items, types).map { item, type in (item.0, lowerPattern(item.1, matching: type, at: pos)) })
        case .optionalSome(let inner):
            return .optionalSome(lowerPattern(inner, matching: subject.unwrappingOptional, at: pos))
        case .isType, .asType:
            // `case let s as Substring`: a type the run tests exactly, or refused.
            refuseUnmodelledTypes(in: pattern, at: pos)
            return pattern
        case .wildcard, .binding, .enumCase:
            return pattern
        }
    }

    /// `error is DecodingError`, `5 is Numeric`: a type the run's `is` does not answer exactly for
    /// every value (`CastTargets`) would answer `false` where Swift says `true` (issue 34: refused).
    private mutating func refuseUnmodelledType(_ type: TypeRef, at pos: SourcePos) {
        switch type {
        case .named(let name, _) where name.hasSuffix(".Type") || name.hasSuffix(".Protocol"):
            // `Dog.Type`: the run tests a metatype of a program type or of a standard concrete type.
            let instance = String(name.prefix { $0 != "." })
            let concrete: Set = ["Any", "AnyObject", "Int", "Double", "Float", "String", "Bool", "Character"]
            guard model.types[instance] == nil, !concrete.contains(instance), IntegerKind(name: instance) == nil
            else { return }
            refusals.append(CastTargets.refusal(name, at: pos))
        case .named(let name, _):
            guard !name.contains("."), !CastTargets.answeredExactly.contains(name), IntegerKind(name: name) == nil,
                model.types[name] == nil, typer.scopes.genericParameters[name] == nil, functionGenerics[name] == nil,
                typeGenerics?.names.contains(name) != true, model.typealiases[name] == nil
            else { return }
            refusals.append(CastTargets.refusal(name, at: pos))
        case .optional(let inner), .array(let inner): refuseUnmodelledType(inner, at: pos)
        case .dictionary(let key, let value):
            refuseUnmodelledType(key, at: pos)
            refuseUnmodelledType(value, at: pos)
        case .existential(let parts): for part in parts { refuseUnmodelledType(part, at: pos) }
        default: return
        }
    }

    private mutating func refuseUnmodelledTypes(in pattern: Pattern, at pos: SourcePos) {
        switch pattern {
        case .isType(let type): refuseUnmodelledType(type, at: pos)
        case .asType(let inner, let type):
            refuseUnmodelledType(type, at: pos)
            refuseUnmodelledTypes(in: inner, at: pos)
        case .optionalSome(let inner): refuseUnmodelledTypes(in: inner, at: pos)
        case .tuple(let items): for item in items { refuseUnmodelledTypes(in: item.1, at: pos) }
        default: break
        }
    }

    /// Names a pattern binds shadow outer names: bind each, with its type where known.
    mutating func bind(_ pattern: Pattern, to type: StaticType) {
        switch pattern {
        case .wildcard, .isType: break
        case .binding(let name, _): typer.scopes.bind(name, type)
        case .expression(let expr): if case .identifier(let name) = expr.kind { typer.scopes.bind(name, type) }
        case .enumCase(_, _, let items): for item in items ?? [] { bind(item.1, to: .unknown) }
        case .tuple(let items):
            let elements: [StaticType]
            if case .tuple(_, let types) = type, types.count == items.count {
                elements = types
            } else {
                elements = items.map { _ in .unknown }
            }
            for (item, elementType) in zip(items, elements) { bind(item.1, to: elementType) }
        case .optionalSome(let inner): bind(inner, to: type.unwrappingOptional)
        case .asType(let inner, let target): bind(inner, to: typer.staticType(of: target))
        }
    }

    // MARK: Declarations

    private mutating func lowerVariable(
        _ variable: VarDecl, isTopLevel: Bool = false, isMember: Bool = false
    ) -> VarDecl {
        var variable = variable
        if variable.type == nil, variable.wrapperStorageFor != nil, let bound = boundWrapperStorage(variable) {
            variable = bound
        }
        let declared = variable.type.map { typer.staticType(of: $0) }
        // `let r = a.reversed()` holds a wrapper sequence: printing `r` later is refused as printing it here would be.
        let wrapper =
            variable.type == nil && variable.tupleNames == nil
            ? variable.initializer.flatMap { WrapperSequences.wrapper(of: $0, typer: typer, model: model) } : nil
        let functionType = TypeOfNames.printedName(ofVariable: variable, typer: typer, model: model)
        if let type = variable.type, let initializer = variable.initializer {
            Self.giveWrittenType(type, to: initializer)
        }
        let initializer = variable.initializer.map { lowerExpr($0, expected: declared) }
        var written = variable.accessors
        if case .computed(let get, let set, let setterName) = written {
            written = .computed(
                get: built(get, attributes: variable.attributes, member: variable.name, at: variable.pos), set: set,
                setterName: setterName)
        }
        let accessors = lowerAccessors(written, valueType: declared ?? .unknown)
        let type = declared ?? initializer.map { typer.type(of: $0) } ?? .unknown
        let variableType: StaticType = if case .metatype = type, variable.type == nil { .unknown } else { type }
        if isMember {
            // bound through `self`
        } else if let names = variable.tupleNames {
            for name in names { typer.scopes.bind(name, .unknown) }
        } else {
            typer.scopes.bind(variable.name, variableType, wrapper: wrapper, functionType: functionType)
            if isTopLevel {
                model.recordVariable(variable.name, type: variableType, wrapper: wrapper, functionType: functionType)
            }
        }
        let lowered = VarDecl(
            isLet: variable.isLet, name: variable.name, tupleNames: variable.tupleNames, type: variable.type,
            initializer: initializer,
            accessors: accessors, modifiers: variable.modifiers, attributes: variable.attributes, pos: variable.pos)
        lowered.initializerText = variable.initializerText
        if isMember, variable.type == nil, variable.tupleNames == nil, let initializer {
            lowered.inferredType = typer.type(of: initializer).writtenForm
        }
        lowered.tupleShape = variable.tupleShape
        lowered.typeIsWholeInTypeRef = variable.typeIsWholeInTypeRef
        return lowered
    }

    /// `_level = Clamped(wrappedValue: 5, 0...10)` for `@Clamped(0...10) var level: Int = 5`: the
    /// storage as `Clamped<Int>`, so the wrapper's arguments are typed by the property's type.
    private func boundWrapperStorage(_ storage: VarDecl) -> VarDecl? {
        guard case .call(let callee, let arguments)? = storage.initializer?.kind,
            case .identifier(let name) = callee.kind, typer.scopes.lookup(name) == nil,
            let type = GenericWrapperType.storageType(wrapper: name, storage: storage, types: model.types)
        else { return nil }
        let bound = VarDecl(
            isLet: storage.isLet, name: storage.name, tupleNames: nil, type: type,
            initializer: Expr(.call(Expr(.typeExpr(type), callee.pos), arguments), storage.initializer!.pos),
            accessors: storage.accessors, modifiers: storage.modifiers, attributes: storage.attributes,
            pos: storage.pos)
        bound.wrapperStorageFor = storage.wrapperStorageFor
        bound.wrappedType = storage.wrappedType
        bound.initializerText = storage.initializerText
        return bound
    }

    private mutating func lowerAccessors(_ accessors: Accessors, valueType: StaticType) -> Accessors {
        let outerResult = typer.scopes.resultType
        defer { typer.scopes.resultType = outerResult }
        switch accessors {
        case .none: return .none
        case .computed(let get, let set, let setterName):
            typer.scopes.resultType = valueType
            let loweredGet = lowerBody(get, expected: valueType)
            typer.scopes.resultType = nil
            typer.scopes.push()
            typer.scopes.bind(setterName, valueType)
            let loweredSet = set.map { lowerBlock($0) }
            typer.scopes.pop()
            return .computed(get: loweredGet, set: loweredSet, setterName: setterName)
        case .observed(let willSet, let willSetName, let didSet, let didSetName):
            typer.scopes.resultType = nil
            typer.scopes.push()
            typer.scopes.bind(willSetName, valueType)
            typer.scopes.bind(didSetName, valueType)
            defer { typer.scopes.pop() }
            return .observed(
                willSet: willSet.map { lowerBlock($0) }, willSetName: willSetName,
                didSet: didSet.map { lowerBlock($0) }, didSetName: didSetName)
        }
    }

    /// `let f: (Int) -> Int = { $0 + 1 }`, `{ $0 + 1 } as (Int) -> Int`: the closure's type is the one
    /// written beside it (a cast to a function type compares it, FunctionTypeCasts).
    private static func giveWrittenType(_ type: TypeRef, to value: Expr) {
        guard case .function = type, case .closure(let closure) = value.kind, closure.writtenType == nil else { return }
        closure.writtenType = type
    }

    /// `body` as the result builder among `attributes` builds it (ResultBuilders.swift).
    private mutating func built(_ body: [Stmt], attributes: [Attribute], member: String, at pos: SourcePos) -> [Stmt] {
        // A member of a type may be built with its protocol requirement's builder.
        let owner = typer.scopes.selfType?.nominalName.map { (name: member, of: $0) }
        do {
            return try ResultBuilders.built(
                body, attributes: attributes, member: owner, model: model, names: &builderNames, at: pos)
        } catch {
            refusals.append(error as? ScriptError ?? ScriptError.compile("\(error)", at: pos))
            return body
        }
    }

    /// A body that may be a single expression returning its value (`var x: Double { 1 }`).
    private mutating func lowerBody(_ body: [Stmt], expected: StaticType?) -> [Stmt] {
        if body.count == 1, case .expr(let expr) = body[0].kind {
            typer.scopes.push()
            defer { typer.scopes.pop() }
            return [Stmt(.expr(typer.promoted(lowerExpr(expr, expected: expected), to: expected)), body[0].pos)]
        }
        return lowerBlock(body)
    }

    mutating func lowerFunction(
        _ function: FunctionDecl, bindingTypeParameters: [String] = []
    ) -> FunctionDecl {
        let outer = typer.scopes
        let outerGenerics = functionGenerics
        let outerLiteralTyped = literalTypedGenerics
        defer {
            typer.scopes = outer
            functionGenerics = outerGenerics
            literalTypedGenerics = outerLiteralTyped
        }
        let outerTypeGenerics = typeGenerics
        let outerHiddenBound = hiddenBoundGenerics
        defer {
            typeGenerics = outerTypeGenerics
            hiddenBoundGenerics = outerHiddenBound
        }
        if let (type, names) = typeGenerics, !function.sameTypeConstraints.isEmpty {
            // `func total() -> Int where Element == Int`: that parameter is a known type here.
            let open = names.filter { function.sameTypeConstraints[$0] == nil }
            typeGenerics = open.isEmpty ? nil : (type, open)
        }
        let runtimeTyped = runtimeTypedGenerics(of: function)
        for name in function.genericParams {
            typer.scopes.genericParameters[name] = function.genericConstraints[name]?.composedNames ?? []
            functionGenerics[name] =
                runtimeTyped.hidden.contains(name)
                || GenericParameterUses.isBoundExactly(name, in: function, model: model)
        }
        literalTypedGenerics.formUnion(runtimeTyped.literalTyped)
        for name in bindingTypeParameters {
            // A method's type parameter each call passes (`#Element`): bound in the body like its own.
            functionGenerics[name] = true
            literalTypedGenerics.insert(name)
        }
        if let (type, names) = typeGenerics, !bindingTypeParameters.isEmpty {
            let rest = names.subtracting(bindingTypeParameters)
            typeGenerics = rest.isEmpty ? nil : (type, rest)
        }
        typer.scopes.push()
        var params = function.params.map { param -> Param in
            var lowered = param
            let type = typer.staticType(of: param.type)
            lowered.defaultValue = param.defaultValue.map { lowerExpr($0, expected: type) }
            typer.scopes.bind(param.name, param.isVariadic ? .array(type) : type)
            return lowered
        }
        params = (runtimeTyped.hidden + bindingTypeParameters).map(GenericRuntimeBindings.hiddenParameter) + params
        hiddenBoundGenerics.formUnion(runtimeTyped.hidden + bindingTypeParameters)
        let result = function.returnType.map { typer.staticType(of: $0) }
        typer.scopes.resultType = function.name == "init" ? nil : (result ?? .void)
        let body = function.body.map {
            lowerBody(
                built($0, attributes: function.attributes, member: function.name, at: function.pos), expected: result)
        }
        return function.remade(params: params, body: body)
    }

    /// The getter a read-only computed property of a generic type becomes when it uses the type's
    /// parameters as types: made and analyzed (as a method) while the methods are, kept on the
    /// property's declaration (the model's) for every later access; nil for any other property.
    private mutating func typeTakingGetter(of variable: VarDecl) -> FunctionDecl? {
        guard analyzingMethods else { return variable.typeTakingGetter }
        guard let (type, _) = typeGenerics, !isProgramProtocol(type), !isDispatchedDynamically(variable.name),
            let getter = GenericRuntimeBindings.getterMethod(of: variable)
        else { return nil }
        _ = lowerMethod(getter)
        if !getter.hiddenTypeParameters.isEmpty { variable.typeTakingGetter = getter }
        return nil
    }

    /// A property (or, with `method`, a method) some protocol of the program requires by this name.
    private func isRequirement(_ name: String, method: Bool = false) -> Bool {
        model.types.values.contains { type in
            type.isProtocol
                && (type.declaration?.members ?? []).contains { member in
                    switch member.kind {
                    case .variable(let property): return !method && property.name == name
                    case .function(let function): return method && function.name == name
                    default: return false
                    }
                }
        }
    }

    /// A property name some protocol of the program requires or some class overrides: reached by
    /// name at run time (through an existential, or a subclass's own), so its getter stays a property.
    private func isDispatchedDynamically(_ name: String) -> Bool {
        isRequirement(name)
            || model.types.values.contains { type in
                (type.members[name] ?? []).contains { member in
                    if case .property(let property) = member.kind { return property.modifiers.isOverride }
                    return false
                }
            }
    }

    /// A method of a generic type: while the methods are analyzed, what its body asks of the
    /// type's parameters is recorded, and the ones it uses as types marked on the declaration;
    /// then it is lowered with those passed as hidden first parameters (`GenericRuntimeBindings`).
    private mutating func lowerMethod(_ function: FunctionDecl) -> FunctionDecl {
        // A protocol's associated types: each call passes what its receiver's type binds them to
        // (AssociatedTypeBindings.swift), as a generic type's parameters. Not for a protocol's
        // requirement: the run reaches it by name (the conforming type's own, or the default).
        guard let (type, names) = typeGenerics, !(isProgramProtocol(type) && isRequirement(function.name, method: true))
        else { return lowerFunction(function) }
        let open = names.filter { function.sameTypeConstraints[$0] == nil && !function.genericParams.contains($0) }
        guard analyzingMethods else {
            return lowerFunction(function, bindingTypeParameters: function.hiddenTypeParameters)
        }
        let saved = collectedNeeds
        collectedNeeds = GenericParameterNeeds()
        let lowered = lowerFunction(function)
        let found = collectedNeeds ?? GenericParameterNeeds()
        collectedNeeds = saved
        let hidden = open.filter { found.literalUses[$0] != nil || found.valueUses[$0] != nil }.sorted()
        function.hiddenTypeParameters = hidden
        function.literalTypedParameters = Set(hidden.filter { found.literalUses[$0] != nil })
        return lowered
    }

    private mutating func lowerType(_ decl: TypeDecl) -> TypeDecl {
        let outer = typer.scopes
        let outerTypeGenerics = typeGenerics
        defer {
            typer.scopes = outer
            typeGenerics = outerTypeGenerics
        }
        let ownGenerics = GenericParameterUses.typeParameters(of: decl, model: model).filter {
            decl.sameTypeConstraints[$0] == nil
        }
        typeGenerics = ownGenerics.isEmpty ? nil : (decl.name, Set(ownGenerics))
        let isProtocolContext = decl.kind == .protocolType || model.isProtocol(decl.name)
        for name in decl.genericParams { typer.scopes.genericParameters[name] = [] }
        typer.scopes.selfType =
            isProtocolContext
            ? .genericParameter("Self", constraints: [decl.name])
            : typer.staticType(of: .named(decl.name, decl.genericParams.map { .named($0, []) }))
        typer.scopes.resultType = nil
        typer.scopes.push()
        let members = decl.members.map { member -> Stmt in
            if case .variable(let variable) = member.kind, let getter = typeTakingGetter(of: variable) {
                // `var total: Element { reduce(0, +) }`: its getter is a method each access calls.
                return Stmt(.function(lowerMethod(getter)), member.pos)
            }
            // A property is reached through `self` (typed by the model), not as a local name.
            if case .variable(let variable) = member.kind {
                if case .computed = variable.accessors {
                    return Stmt(.variable(lowerVariable(variable, isMember: true)), member.pos)
                }
                if variable.modifiers.isStatic {
                    return Stmt(.variable(lowerVariable(variable, isMember: true)), member.pos)
                }
                let lowered = lowerConstructionMember { $0.lowerVariable(variable, isMember: true) }
                return Stmt(.variable(lowered), member.pos)
            }
            if case .function(let function) = member.kind, function.name == "init", !function.modifiers.isStatic {
                return Stmt(.function(lowerConstructionMember { $0.lowerFunction(function) }), member.pos)
            }
            if case .function(let function) = member.kind, typeGenerics != nil, !function.modifiers.isStatic,
                function.name != "init"
            {
                return Stmt(.function(lowerMethod(function)), member.pos)
            }
            if case .enumCases(let cases) = member.kind, decl.kind == .enumType, let rawType = decl.inherited.first {
                // `case normal = 1` in an enum whose raw type is Double.
                let type = typer.staticType(of: rawType)
                return Stmt(
                    .enumCases(
                        cases.map { enumCase in
                            var lowered = enumCase
                            lowered.rawValue = enumCase.rawValue.map { lowerExpr($0, expected: type) }
                            return lowered
                        }), member.pos)
            }
            return lowerStatement(member, isTopLevel: false)
        }
        let lowered = decl.remade(members: members)
        lowered.bindsTypeParametersAtConstruction =
            !decl.genericParams.isEmpty && typesBoundAtConstruction.contains(decl.name)
        return lowered
    }

    // MARK: Expressions

    private mutating func lowerExpr(_ expr: Expr, expected: StaticType?) -> Expr {
        guard hasStackHeadroom(at: expr.pos) else { return expr }
        return Expr(lowerKind(expr, expected: expected), expr.pos)
    }

    /// Nesting the checks let through (a 10,000-term `+` chain, a 10,000-call method chain) is
    /// refused here too rather than overflowing the stack: this module's unoptimized frames are
    /// larger than the checks' were, and lowering's are the largest.
    private mutating func hasStackHeadroom(at pos: SourcePos) -> Bool {
        if StackHeadroom.isEnough() { return true }
        if refusals.isEmpty { refusals.append(ScriptError.compile(StackHeadroom.parsingMessage, at: pos)) }
        return false
    }

    /// `3.ft` where only the program's `extension Double` declares `ft`: Swift types the
    /// literal by the member it is asked for, so it is the `Double` 3.0.
    private func literalIsDouble(receiverOf name: String) -> Bool {
        !model.instanceMemberNames(of: .int).contains(name) && model.instanceMemberNames(of: .double).contains(name)
    }

    private mutating func lowerKind(_ expr: Expr, expected: StaticType?) -> ExprKind {
        let isCallee = isLoweringCallee
        isLoweringCallee = false
        if let expected, let literalInit = userLiteralInitializer(expr, expected: expected) { return literalInit }
        if !functionGenerics.isEmpty { refuseInexactGenericUse(expr, expected: expected) }
        if typeGenerics != nil { refuseTypeGenericUse(expr, expected: expected) }
        if !literalTypedGenerics.isEmpty, Self.isNumberLiteral(expr), let name = functionGenericName(expected),
            literalTypedGenerics.contains(name)
        {
            // `xs.reduce(0, +)` over `[T]`: the run types `0` by the type the call bound `T` to.
            return .cast(expr, .named(name, []), .boundGenericLiteral)
        }
        if !isCallee, case .identifier(let name) = expr.kind { refuseGenericFunctionAsValue(name, at: expr.pos) }
        if !isCallee, case .member(let base, let name) = expr.kind, takesTypes(name),
            takingTypes(name, on: typer.type(of: base)) != nil
        {
            // `let f = totals.sum`: no call to pass the type it takes.
            refusals.append(GenericRuntimeBindings.valueRefusal(name, at: expr.pos))
        }
        if case .implicitMember(let member) = expr.kind, let name = functionGenericName(expected),
            functionGenerics[name] == true
        {
            // `.zero` where a bound `T` is expected is `T.zero`, read from the type the call bound.
            return .member(Expr(.identifier(name), expr.pos), member)
        }
        switch expr.kind {
        case .integer(let value):
            if let expected, expected.isFloatingPoint || expected.unwrappingOptional.isFloatingPoint {
                return .float(Double(value))
            }
            return expr.kind
        case .wideInteger(let value):
            var target = expected ?? .unknown
            if case .optional(let wrapped) = target { target = wrapped }
            if target.isFloatingPoint { return .float(Double(value)) }
            if case .nominal(let name, _) = target,
                ["Int", "Int8", "Int16", "Int32", "Int64", "UInt8", "UInt16", "UInt32"].contains(name)
            {
                // The compiler's words: only `UInt64`, `UInt` (and floating point) hold a value above Int.max.
                let message = "integer literal '\(value)' overflows when stored into '\(name)'"
                refusals.append(ScriptError.compile(message, at: expr.pos))
            }
            return expr.kind
        case .prefix(let op, let operand):
            let lowered = lowerExpr(operand, expected: op == "-" ? expected : nil)
            if let call = operatorCall(op, .prefix, [operand], types: [typer.type(of: lowered)], at: expr.pos) {
                return lowerKind(call, expected: expected)
            }
            return .prefix(op, lowered)
        case .postfix(let op, let operand):
            if let call = operatorCall(op, .postfix, [operand], types: [typer.type(of: operand)], at: expr.pos) {
                return lowerKind(call, expected: expected)
            }
            let message = "the postfix operator '\(op)' on a value whose type the workbook cannot tell"
            refusals.append(ScriptError.compile(message + " is not supported", at: expr.pos))
            return expr.kind
        case .binary(let op, let lhs, let rhs):
            if let call = infixOperatorCall(op, .infix, lhs, rhs, at: expr.pos) {
                return lowerKind(call, expected: expected)
            }
            return lowerBinary(op, lhs, rhs, expected: expected, at: expr.pos)
        case .assign(let op, let target, let value):
            if op != "=", let call = infixOperatorCall(op, .assignment, target, value, at: expr.pos) {
                return lowerKind(call, expected: expected)
            }
            let loweredTarget = lowerExpr(target, expected: nil)
            if !Self.isAssignmentTarget(loweredTarget) {
                refusals.append(
                    ScriptError.compile(
                        "an assignment to this expression is not supported in the workbook (UNSUPPORTED.md lists"
                            + " what it does not run)", at: target.pos))
            }
            let targetType = typer.type(of: loweredTarget)
            let loweredValue = lowerExpr(value, expected: targetType.isKnown ? targetType : nil)
            if op == "=", case .subscriptAccess(let dictionary, _) = loweredTarget.kind,
                case .dictionary(_, let valueType) = typer.type(of: dictionary), valueType.isOptional,
                !Self.isNil(loweredValue)
            {
                // `d[k] = v` on a `[K: V?]` stores `v` as a `V?` (the setter takes `V??`): written
                // `Optional(v as V?)`, which the interpreter's setter unwraps once, as Swift's does.
                let stored = typer.promoted(loweredValue, to: valueType)
                let wrapped = Expr(
                    .call(Expr(.identifier("Optional"), value.pos), [Argument(label: nil, value: stored)]), value.pos)
                return .assign(op, loweredTarget, wrapped)
            }
            if op == "=" {
                // `t.0 = 5` into an `(Int?, String)`, `box.value = 6` into a `Box<Int?>`: stored as `Optional(…)`.
                let stored = promotedElements(loweredValue, storedAt: loweredTarget)
                let storedType = storedType(at: loweredTarget)
                return .assign(
                    op, loweredTarget, storedType.isOptional ? typer.promoted(stored, to: storedType) : stored)
            }
            return .assign(op, loweredTarget, loweredValue)
        case .ternary(let condition, let whenTrue, let whenFalse):
            let optional = expected?.isOptional == true ? expected : typer.optionalJoin([whenTrue, whenFalse])
            // `ok ? Priority.medium : .low`: an implicit member takes the other branch's type;
            // `ok ? 1 / 2 : 0.25`: literals take the other branch's floating-point type.
            let typer = self.typer
            let floating =
                expected == nil
                ? typer.floatingJoin(whenTrue, whenFalse) ?? NestedLiteralJoin.operandJoin(whenTrue, whenFalse) : nil
            func context(_ branch: Expr, other: Expr) -> StaticType? {
                if let floating { return floating }
                guard expected == nil || Self.isAnyContext(expected), ExpressionTyper.isImplicitMember(branch) else {
                    return expected
                }
                let type = typer.type(of: other)
                return type.isKnown ? type : nil
            }
            return .ternary(
                lowerExpr(condition, expected: .bool),
                typer.promoted(lowerExpr(whenTrue, expected: context(whenTrue, other: whenFalse)), to: optional),
                typer.promoted(lowerExpr(whenFalse, expected: context(whenFalse, other: whenTrue)), to: optional))
        case .array(let elements):
            var elementType: StaticType? = nil
            if case .array(let element)? = expected { elementType = element }
            if Self.isAnyContext(expected),
                elements.contains(where: { element in
                    guard case .array(let inner) = element.kind else { return false }
                    return commonLiteralType(inner) != nil && commonLiteralType(inner, context: expected) == nil
                })
            {
                // `print([[1, 2.5], [4 / 3, 1.5]])`: Swift makes every inner array an `[Any]` (`[1, 2.5]`).
                refusals.append(
                    ScriptError.compile(
                        "an array literal of array literals mixing integer arithmetic and floating-point numbers,"
                            + " passed as 'Any', is not supported in the workbook; write the element type"
                            + " ('[[Double]]') (UNSUPPORTED.md lists what it does not run)", at: expr.pos))
            }
            // `[[1, nil], [2]]`: the elements' joined type is the context each inner literal is typed by.
            let context =
                elementType ?? commonLiteralType(elements, context: expected) ?? NestedLiteralJoin.context(elements)
                ?? typer.optionalJoin(elements)
                ?? programLiteralContext(elements)
            // `[t, .freezing]`: an implicit member takes the type of the other elements.
            let typer = self.typer
            let memberContext =
                context
                ?? elements.lazy.filter { !ExpressionTyper.isImplicitMember($0) }.map { typer.type(of: $0) }.first {
                    $0.isKnown
                }
            let outerJoined = isInJoinedElement
            isInJoinedElement = context == nil && elements.count > 1
            let lowered = elements.map {
                lowerExpr($0, expected: ExpressionTyper.isImplicitMember($0) ? memberContext : context)
            }
            isInJoinedElement = outerJoined
            // Lowered, `Int?.none` is typed (written, it is an optional chain on the type name).
            let joined = context == nil ? typer.optionalJoin(lowered) : nil
            let optional = context?.isOptional == true ? context : joined?.isOptional == true ? joined : nil
            return .array(lowered.map { typer.promoted($0, to: optional) })
        case .dictionary(let pairs):
            var keyType: StaticType? = nil
            var valueType: StaticType? = nil
            if case .dictionary(let key, let value)? = expected {
                keyType = key
                valueType = value
            }
            keyType = keyType ?? commonLiteralType(pairs.map(\.0))
            valueType =
                valueType ?? commonLiteralType(pairs.map(\.1), context: expected)
                ?? NestedLiteralJoin.context(pairs.map(\.1))
                ?? typer.optionalJoin(pairs.map(\.1))
            let optional = valueType?.isOptional == true ? valueType : nil
            let outerJoined = isInJoinedElement
            defer { isInJoinedElement = outerJoined }
            return .dictionary(
                pairs.map {
                    isInJoinedElement = keyType == nil && pairs.count > 1
                    let key = lowerExpr($0.0, expected: keyType)
                    isInJoinedElement = valueType == nil && pairs.count > 1
                    return (key, typer.promoted(lowerExpr($0.1, expected: valueType), to: optional))
                })
        case .tuple(let items):
            var types: [StaticType]? = nil
            var labels: [String?]? = nil
            var context = expected
            if case .optional(let wrapped)? = expected { context = wrapped }  // `dict[k] = (1, 2)`
            if case .tuple(let elementLabels, let elementTypes)? = context, elementTypes.count == items.count {
                types = elementTypes
                labels = elementLabels
            }
            // `(price, count - 1)` stored where a `(price: Int, count: Int)` is expected takes its labels.
            return .tuple(
                items.enumerated().map { index, item in
                    // `(4, 5)` where an `(Int?, Int)` is expected holds `Optional(4)`.
                    let type = types?[index]
                    return Argument(
                        label: item.label ?? labels?[index],
                        value: typer.promoted(lowerExpr(item.value, expected: type), to: type))
                })
        case .cast(let inner, let target, let kind):
            if kind != .asType { refuseUnmodelledType(target, at: expr.pos) }
            if kind == .asType { Self.giveWrittenType(target, to: inner) }
            let targetType = kind == .asType ? typer.staticType(of: target) : nil
            return .cast(lowerExpr(inner, expected: targetType), target, kind)
        case .call(let callee, let arguments):
            if case .implicitMember(let name) = callee.kind {
                if let qualified = enumCaseReference(name, expected: expected, at: callee.pos)
                    ?? staticCallReference(name, expected: expected, at: callee.pos)
                {
                    return stampedConstruction(Expr(lowerCall(qualified, arguments), expr.pos), expected: expected)
                }
                refuseAmbiguousCase(name, expected: expected, at: callee.pos)
            }
            return stampedConstruction(
                Expr(lowerCall(callee, arguments, expected: expected), expr.pos), expected: expected)
        case .closure(let closure):
            return .closure(lowerClosure(closure, expected: expected))
        case .member(let base, let name):
            if name == "self", !isTypeName(base) {
                // `[String].self`, `[Int: Double].self`: the type, not an array holding `String.self`;
                // `[x].self` of values is the array itself.
                guard let written = writtenType(base) else { return lowerKind(base, expected: expected) }
                return .typeExpr(written)
            }
            if name == "description" || name == "debugDescription" { refuseDescribedWrapper(base) }
            if let refusal = WrapperSequences.indexRefusal(of: name, on: base, typer: typer, model: model)
                ?? LazySequences.refusal(of: name, on: base, arguments: nil, typer: typer, model: model)
            {
                refusals.append(refusal)
            }
            var receiver = base
            if literalArrayReceiverIsDouble(base, member: name), let written = StaticType.array(.double).writtenRef {
                receiver = Expr(.cast(base, written, .asType), base.pos)  // `[1, 2].average`: `[1.0, 2.0]`
            }
            var loweredBase = lowerExpr(receiver, expected: nil)
            if case .integer(let value) = base.kind, literalIsDouble(receiverOf: name) {
                loweredBase = Expr(.float(Double(value)), base.pos)
            }
            if let refusal = memberCheck.refusal(of: name, on: typer.type(of: loweredBase), at: expr.pos) {
                refusals.append(refusal)
            }
            if !isCallee, let getterCall = typeTakingPropertyAccess(base, loweredBase, name, at: expr.pos) {
                return getterCall
            }
            return .member(staticDispatchReceiver(loweredBase, name, isProperty: true) ?? loweredBase, name)
        case .subscriptAccess(let base, let arguments):
            if let refusal = LazySequences.refusal(of: "subscript", on: base, arguments: [], typer: typer, model: model)
            {
                refusals.append(refusal)
            }
            let loweredBase = lowerExpr(base, expected: nil)
            var arguments = arguments
            if arguments.count == 2, arguments[1].label == "default",
                case .implicitMember(let member) = arguments[1].value.kind,
                case .dictionary(_, .nominal(let valueType, let generics)) = typer.type(of: loweredBase),
                generics.isEmpty
            {
                // `counts[key, default: .max]` on an empty dictionary: the value type names the member.
                let value = arguments[1].value
                arguments[1].value = Expr(.member(Expr(.typeExpr(.named(valueType, [])), value.pos), member), value.pos)
            }
            // `sums[name, default: (0, 0)]` where values are `(total: Double, count: Int)`: the
            // default is a value of the dictionary's value type (labels and literal types included).
            var parameterTypes: [StaticType?]? = nil
            if arguments.count == 2, arguments[1].label == "default",
                case .dictionary(let keyType, let valueType) = typer.type(of: loweredBase)
            {
                parameterTypes = [keyType.isKnown ? keyType : nil, valueType.isKnown ? valueType : nil]
            }
            return .subscriptAccess(loweredBase, lowerArguments(arguments, parameterTypes: parameterTypes))
        case .forceUnwrap(let inner): return .forceUnwrap(lowerExpr(inner, expected: nil))
        case .bindOptional(let inner): return .bindOptional(lowerExpr(inner, expected: nil))
        case .optionalChain(let inner):
            if let member = optionalTypeMember(inner) { return lowerKind(member, expected: expected) }
            return .optionalChain(lowerExpr(inner, expected: nil))
        case .awaitExpr(let inner): return .awaitExpr(lowerExpr(inner, expected: expected))
        case .tryExpr(let inner, let kind):
            let lowered = lowerExpr(inner, expected: kind == .plain ? expected : nil)
            guard kind == .optional else { return .tryExpr(lowered, kind) }
            let operand = typer.type(of: lowered)
            let isExistential = if case .existential = operand { true } else { Self.isAnyContext(operand) }
            return .tryExpr(lowered, isExistential ? .optionalWrapping : kind)
        case .inoutRef(let inner): return .inoutRef(lowerExpr(inner, expected: nil))
        case .string(let parts):
            if expected == .character, Self.isPlainText(parts) {
                // `let c: Character = "x"`, `case "a"..."z"` on a Character: the literal is a Character.
                return .cast(expr, .named("Character", []), .asType)
            }
            return .string(
                parts.map { part in
                    guard case .expr(let interpolated) = part else { return part }
                    refuseDescribedWrapper(interpolated)
                    return .expr(lowerExpr(interpolated, expected: nil))
                })
        case .pound(let name, let arguments, let text):
            return .pound(name, lowerArguments(arguments, parameterTypes: nil), text)
        case .slot: return expr.kind  // placed after lowering (`SlotResolver`)
        case .statementExpr(let statement):
            return .statementExpr(lowerStatement(statement, isTopLevel: false))
        case .identifier(let name):
            if !isCallee, typer.scopes.lookup(name) == nil,
                let getterCall = typeTakingPropertyAccess(nil, nil, name, at: expr.pos)
            {
                return getterCall
            }
            // A bare extension-only property is `self.name`, reached statically: inside a protocol extension,
            // or in a class that inherits the conformance.
            guard typer.scopes.lookup(name) == nil, typer.scopes.selfType != nil,
                let staticSelf = staticDispatchReceiver(Expr(.selfRef, expr.pos), name, isProperty: true)
            else { return expr.kind }
            return .member(staticSelf, name)
        case .implicitMember(let name):
            // `x < .ulpOfOne`: a static member of a builtin type named by context is judged as
            // `Double.ulpOfOne` would be, before anything runs.
            // In an optional context `.none` and `.some` are Optional's own; other names the wrapped type's.
            let named = if case .optional(let wrapped)? = expected { wrapped } else { expected }
            if let named, named.isKnown, name != "none", name != "some",
                let refusal = memberCheck.refusal(of: name, on: .metatype(named), at: expr.pos)
            {
                refusals.append(refusal)
            }
            if let reference = staticPropertyReference(name, expected: expected, at: expr.pos)
                ?? enumCaseReference(name, expected: expected, at: expr.pos)
            {
                return reference.kind
            }
            refuseAmbiguousCase(name, expected: expected, at: expr.pos)
            return expr.kind
        case .keyPath(let root, let components):
            let keyPaths = KeyPathLowering(typer: typer)
            if let refusal = keyPaths.refusal(of: components, at: expr.pos) { refusals.append(refusal) }
            refuseTypeTakingKeyPath(components, at: expr.pos)
            return keyPaths.lowered(root: root, components, expected: expected)
        case .float, .bool, .nilLiteral, .selfRef, .superRef, .typeExpr, .discard:
            return expr.kind
        }
    }

    /// A function's generic parameter used as a type where the interpreter cannot know which type
    /// it stands for (`GenericParameterUses`).
    private mutating func refuseInexactGenericUse(_ expr: Expr, expected: StaticType?) {
        if collectedNeeds != nil { collectGenericUse(expr, expected: expected) }
        switch expr.kind {
        case .identifier(let name), .typeExpr(.named(let name, _)):
            if case .typeExpr(.named(_, let arguments)) = expr.kind, !arguments.isEmpty { return }
            if functionGenerics[name] == false, typer.scopes.lookup(name) == nil {
                refusals.append(GenericParameterUses.valueRefusal(name, at: expr.pos))
            }
        case .cast(_, let target, _):
            let names = GenericParameterUses.mentioned(in: target, among: Set(functionGenerics.keys))
            if let name = names.first { refusals.append(GenericParameterUses.castRefusal(name, at: expr.pos)) }
        case .integer, .wideInteger, .float:
            if let name = functionGenericName(expected), !literalTypedGenerics.contains(name) {
                refusals.append(GenericParameterUses.literalRefusal(name, at: expr.pos))
            }
        case .implicitMember:
            // `.zero` where a `T` is expected is `T.zero`.
            if let name = functionGenericName(expected), functionGenerics[name] == false {
                refusals.append(GenericParameterUses.valueRefusal(name, at: expr.pos))
            }
        default:
            break
        }
    }

    /// The function generic parameter a static type is (the typer spells one `T` or `.genericParameter`).
    func functionGenericName(_ type: StaticType?) -> String? {
        switch type {
        case .optional(let wrapped)?:
            return functionGenericName(wrapped)
        case .genericParameter(let name, _)?, .nominal(let name, [])?:
            return functionGenerics[name] != nil && model.types[name] == nil ? name : nil
        default:
            return nil
        }
    }

    /// The call a use of an operator the program implements makes (`OperatorCalls`), not yet lowered.
    private func operatorCall(
        _ op: String, _ use: OperatorCalls.Use, _ operands: [Expr], types: [StaticType], at pos: SourcePos
    ) -> Expr? {
        OperatorCalls(model: model).call(op, use, operands, types: types, at: pos)
    }

    private func infixOperatorCall(
        _ op: String, _ use: OperatorCalls.Use, _ lhs: Expr, _ rhs: Expr, at pos: SourcePos
    ) -> Expr? {
        // A standard spelling the program declares no global function for: the interpreter's
        // operators, or the type's static one found by the value when it runs.
        if OperatorTable.standard.binding(ofInfix: op) != nil, model.functions[op] == nil {
            // `Money * 1.5` beside `Money * 2`: a type's overloads of a standard operator are chosen
            // by the operands' static types, as a call's are.
            let operators = OperatorCalls(model: model)
            guard use == .infix, operators.isOverloadedStaticAnywhere(op) else { return nil }
            let types = [typer.type(of: lhs), typer.type(of: rhs)]
            guard operators.isOverloadedStatic(op, on: types) else { return nil }
            return operatorCall(op, use, [lhs, rhs], types: types, at: pos)
        }
        let types = [typer.type(of: lhs), typer.type(of: rhs)]
        return operatorCall(op, use, [lhs, rhs], types: types, at: pos)
    }

    private mutating func lowerBinary(
        _ op: String, _ lhs: Expr, _ rhs: Expr, expected: StaticType?, at pos: SourcePos
    ) -> ExprKind {
        let (left, leftType, right, rightType) = lowerOperands(op, lhs, rhs, expected: expected)
        if let refusal = RangeBoundCheck.refusal(op, left: leftType, right: rightType, model: model, at: pos)
            ?? RangeBoundCheck.extremeBoundRefusal(op, lhs, rhs, at: pos)
        {
            refusals.append(refusal)
        }
        lastBinaryType = ExpressionTyper.binaryResult(op, left, right, left: leftType, right: rightType)
        return .binary(op, left, right)
    }

    /// An operand's type, read right after lowering it (a binary one from `lastBinaryType`).
    private mutating func lowerOperand(_ expr: Expr, expected: StaticType?) -> (Expr, StaticType) {
        var expr = expr
        if let expected, expected.isFloatingPoint, let retyped = Self.literalArrayElementRetyped(expr, as: expected) {
            expr = retyped  // `[1, 2].max()! / 4 + 0.5`: the literal's elements are `Double`s
        }
        let lowered = lowerExpr(expr, expected: expected)
        if case .binary = lowered.kind, let type = lastBinaryType { return (lowered, type) }
        return (lowered, typer.type(of: lowered))
    }

    private mutating func lowerOperands(
        _ op: String, _ lhs: Expr, _ rhs: Expr, expected: StaticType?
    )
        -> (Expr, StaticType, Expr, StaticType)
    {
        let isArithmetic = ExpressionTyper.arithmeticOperators.contains(op)
        if op == "..." || op == "..<" {
            return lowerRangeBounds(lhs, rhs, expected: expected)
        }
        let isComparison = ["==", "!=", "<", "<=", ">", ">="].contains(op)
        if !isArithmetic && !isComparison && op != "??" {
            let (left, leftType) = lowerOperand(lhs, expected: nil)
            let (right, rightType) = lowerOperand(rhs, expected: nil)
            return (left, leftType, right, rightType)
        }
        if op == "??" {
            let (left, leftType) = lowerOperand(lhs, expected: expected.map { .optional($0) })
            let wrapped = leftType.unwrappingOptional
            let (right, rightType) = lowerOperand(rhs, expected: wrapped.isKnown ? wrapped : expected)
            return (left, leftType, right, rightType)
        }
        // `t > .freezing`: an implicit member is typed by the other operand, as a literal is; so is a
        // string literal (`version >= "1.2"` of a program's `ExpressibleByStringLiteral` type).
        // `doubles + [3]`, `xs == [1, 2]`: an array literal is typed by the other operand too.
        let leftIsLiteral =
            isContextTyped(lhs) || ExpressionTyper.isImplicitMember(lhs) || ExpressionTyper.isPlainStringLiteral(lhs)
            || Self.isArrayLiteral(lhs) || NestedLiteralJoin.isLiteralArray(lhs)
        let rightIsLiteral =
            isContextTyped(rhs) || ExpressionTyper.isImplicitMember(rhs) || ExpressionTyper.isPlainStringLiteral(rhs)
            || Self.isArrayLiteral(rhs) || NestedLiteralJoin.isLiteralArray(rhs)
        if leftIsLiteral && rightIsLiteral {
            // `[1] + [2.5]`: both sides' literals are typed together (an `Any` context, as `print`'s, types
            // the result, not the operands).
            let written = isArithmetic && !Self.isAnyContext(expected) ? expected : nil
            let operandType = written ?? NestedLiteralJoin.operandJoin(lhs, rhs)
            let (left, leftType) = lowerOperand(lhs, expected: operandType)
            let (right, rightType) = lowerOperand(rhs, expected: operandType)
            return (left, leftType, right, rightType)
        }
        if leftIsLiteral {
            let (right, rightType) = lowerOperand(rhs, expected: isArithmetic ? expected : nil)
            let (left, leftType) = lowerOperand(
                lhs, expected: literalType(beside: rightType, op, literalIsLeft: true) ?? known(rightType))
            return (left, leftType, right, rightType)
        }
        let (left, leftType) = lowerOperand(lhs, expected: isArithmetic ? expected : nil)
        let (right, rightType) = lowerOperand(
            rhs,
            expected: rightIsLiteral
                ? literalType(beside: leftType, op, literalIsLeft: false) ?? known(leftType)
                : (isArithmetic ? expected : nil))
        return (left, leftType, right, rightType)
    }

    /// `price * 3` where the program's only `*` taking a `Money` on that side is
    /// `static func * (a: Money, k: Int)`: the literal is an `Int`, not a `Money` (even when `Money`
    /// is `ExpressibleByIntegerLiteral`).
    private func literalType(beside other: StaticType, _ op: String, literalIsLeft: Bool) -> StaticType? {
        guard case .nominal(let typeName, []) = other, model.types[typeName]?.declaration != nil else { return nil }
        let operators =
            model.members(named: op, in: typeName).compactMap { member -> FunctionDecl? in
                if case .method(let method) = member.kind, member.isStatic { return method }
                return nil
            } + (model.functions[op] ?? [])
        let otherSide = literalIsLeft ? 1 : 0
        let candidates = operators.filter {
            $0.params.count == 2 && typer.staticType(of: $0.params[otherSide].type) == other
        }
        guard candidates.count == 1 else { return nil }
        let type = typer.staticType(of: candidates[0].params[1 - otherSide].type)
        return type.isKnown && type != other ? type : nil
    }

    func known(_ type: StaticType) -> StaticType? { type.isKnown ? type : nil }

    /// `.freezing` where a `Temperature` is expected: `Temperature.freezing`, a static property the
    /// type declares (enum cases are left to the interpreter, which matches them by name).
    private func staticPropertyReference(_ name: String, expected: StaticType?, at pos: SourcePos) -> Expr? {
        guard case .nominal(let typeName, let arguments)? = expected, arguments.isEmpty,
            model.members(named: name, in: typeName).contains(where: { member in
                guard member.isStatic, case .property = member.kind else { return false }
                return true
            })
        else { return nil }
        return Expr(.member(Expr(.typeExpr(.named(typeName, [])), pos), name), pos)
    }

    /// `.medium` or `.large(2)` where a program's enum `Size` is expected: `Size.medium`, so the case is
    /// the one the context names even when another enum has a case of that name too (the interpreter,
    /// left to match it by name, stopped mid-run there). Optional's own `.none`/`.some` stay as written.
    private func enumCaseReference(_ name: String, expected: StaticType?, at pos: SourcePos) -> Expr? {
        guard name != "none", name != "some" else { return nil }
        let named = if case .optional(let wrapped)? = expected { wrapped } else { expected }
        guard case .nominal(let typeName, let arguments)? = named, arguments.isEmpty,
            model.members(named: name, in: typeName).contains(where: { member in
                if case .enumCase = member.kind { return true }
                return false
            }),
            let path = typePath(typeName)
        else { return nil }
        return Expr(.member(Expr(.typeExpr(.named(path, [])), pos), name), pos)
    }

    /// `.init(celsius: -3)` or `.make(30)` where a program's `Temperature` is expected, named by
    /// lowering (an array literal's other elements, a ternary's other branch) and not by a
    /// written type the interpreter could read when it runs: `Temperature.init(celsius: -3)`.
    private func staticCallReference(_ name: String, expected: StaticType?, at pos: SourcePos) -> Expr? {
        let named = if case .optional(let wrapped)? = expected { wrapped } else { expected }
        guard case .nominal(let typeName, let arguments)? = named, arguments.isEmpty,
            model.types[typeName]?.declaration != nil,
            name == "init"
                || model.members(named: name, in: typeName).contains(where: { member in
                    guard member.isStatic, case .method = member.kind else { return false }
                    return true
                }),
            let path = typePath(typeName)
        else { return nil }
        return Expr(.member(Expr(.typeExpr(.named(path, [])), pos), name), pos)
    }

    /// `.low` where nothing before the run says which type is meant and two of the program's enums
    /// have a case `low`: refused here, as the interpreter, matching it by name, would stop mid-run.
    private mutating func refuseAmbiguousCase(_ name: String, expected: StaticType?, at pos: SourcePos) {
        guard expected?.isKnown != true else { return }
        let owners = Set(
            model.types.values.compactMap { type -> ObjectIdentifier? in
                guard type.kind == .enumType, type.declaration != nil,
                    (type.members[name] ?? []).contains(where: { member in
                        if case .enumCase = member.kind { return true }
                        return false
                    })
                else { return nil }
                return type.declaration.map(ObjectIdentifier.init)
            })
        guard owners.count > 1 else { return }
        refusals.append(
            ScriptError.compile(
                "'.\(name)' where several enums have a case '\(name)' and nothing before the run says which one is"
                    + " meant is not supported in the workbook; write the type (UNSUPPORTED.md lists what it does not run)",
                at: pos))
    }

    /// The name that reaches `typeName` from the top level: `TodoItem.Priority` for an enum nested in
    /// `TodoItem` that the program names `Priority`; nil when the model cannot tell which one it is.
    private func typePath(_ typeName: String) -> String? {
        guard let type = model.types[typeName] else { return nil }
        guard type.isNested, !typeName.contains(".") else { return typeName }
        let paths = model.types.filter { key, candidate in
            key.hasSuffix("." + typeName) && candidate.declaration === type.declaration
        }.keys
        // `Task.Priority`, or `Int.Kind` for one a program's `extension Int` declares.
        return paths.count == 1 ? paths.first : nil
    }

    /// A range's bounds have one type: a literal bound takes the other bound's type, or the
    /// bound type the context expects (`let r: ClosedRange<Double> = 1...2`, an expression pattern).
    private mutating func lowerRangeBounds(
        _ lhs: Expr, _ rhs: Expr, expected: StaticType?
    )
        -> (Expr, StaticType, Expr, StaticType)
    {
        var boundType: StaticType? = nil
        if case .nominal(let name, let arguments)? = expected, name == "Range" || name == "ClosedRange",
            let bound = arguments.first, bound.isKnown
        {
            boundType = bound
        }
        if Self.isOpenEnd(lhs) || Self.isOpenEnd(rhs) {
            // `...5`, `1.5...`: the parser's open end stays an `Int`, whatever the other bound is.
            let (left, leftType) = lowerOperand(lhs, expected: Self.isOpenEnd(lhs) ? nil : boundType)
            let (right, rightType) = lowerOperand(rhs, expected: Self.isOpenEnd(rhs) ? nil : boundType)
            return (left, leftType, right, rightType)
        }
        let leftIsLiteral = Self.isLiteralBound(lhs)
        let rightIsLiteral = Self.isLiteralBound(rhs)
        if leftIsLiteral && !rightIsLiteral {
            let (right, rightType) = lowerOperand(rhs, expected: boundType)
            let (left, leftType) = lowerOperand(lhs, expected: boundType ?? known(rightType))
            return (left, leftType, right, rightType)
        }
        let (left, leftType) = lowerOperand(lhs, expected: boundType)
        let (right, rightType) = lowerOperand(rhs, expected: boundType ?? (rightIsLiteral ? known(leftType) : nil))
        return (left, leftType, right, rightType)
    }

    /// The parser writes a one-sided range's open end as `Int.min` or `Int.max` (a bound the
    /// program writes so is refused: `RangeBoundCheck.extremeBoundRefusal`).
    private static func isOpenEnd(_ e: Expr) -> Bool {
        if case .integer(let value) = e.kind { return value == Int.min || value == Int.max }
        return false
    }

    private static func isLiteralBound(_ e: Expr) -> Bool {
        if case .string(let parts) = e.kind { return isPlainText(parts) }
        return ExpressionTyper.isLiteralArithmetic(e)
    }

    /// A literal whose type by context is the program's own `ExpressibleBy…Literal` type is a call
    /// of that protocol's initializer: `let q: Queue<Int> = [1, 2]` is `Queue(arrayLiteral: 1, 2)`,
    /// `let m: Money = 5` is `Money(integerLiteral: 5)`.
    private mutating func userLiteralInitializer(_ e: Expr, expected: StaticType) -> ExprKind? {
        switch e.kind {
        case .integer, .float, .string, .bool, .array: break
        default: return nil
        }
        let wrapped = if case .optional(let inner) = expected { inner } else { expected }
        guard case .nominal(let typeName, _) = wrapped, let type = model.type(named: typeName),
            type.declaration != nil || !type.extensions.isEmpty
        else { return nil }
        func conforms(_ proto: String) -> Bool { type.inherited.contains(proto) }
        let label: String
        var values: [Expr] = [e]
        switch e.kind {
        case .integer where conforms("ExpressibleByIntegerLiteral"): label = "integerLiteral"
        case .float where conforms("ExpressibleByFloatLiteral"): label = "floatLiteral"
        case .string(let parts) where Self.isPlainText(parts) && conforms("ExpressibleByStringLiteral"):
            label = "stringLiteral"
        case .bool where conforms("ExpressibleByBooleanLiteral"): label = "booleanLiteral"
        case .array(let elements) where conforms("ExpressibleByArrayLiteral") && !elements.isEmpty:
            label = "arrayLiteral"
            let elementType = commonLiteralType(elements)
            values = elements.map { lowerExpr($0, expected: elementType) }
        default: return nil
        }
        let callee = Expr(.typeExpr(.named(typeName, [])), e.pos)
        return .call(
            callee, values.enumerated().map { Argument(label: $0.offset == 0 ? label : nil, value: $0.element) })
    }

    /// The shapes the interpreter's `assign` stores into (a tuple of them too); any other target
    /// swiftc accepts is refused before the program runs.
    private static func isAssignmentTarget(_ target: Expr) -> Bool {
        switch target.kind {
        case .identifier, .selfRef, .member, .subscriptAccess, .forceUnwrap, .bindOptional, .optionalChain, .discard:
            return true
        case .tuple(let items): return items.allSatisfy { isAssignmentTarget($0.value) }
        default: return false
        }
    }

    private static func isNil(_ expr: Expr) -> Bool {
        if case .nilLiteral = expr.kind { return true }
        return false
    }

    /// A string literal without interpolation: its type may come from context (`Character`).
    private static func isPlainText(_ parts: [InterpolationPart]) -> Bool {
        parts.allSatisfy { if case .text = $0 { true } else { false } } && parts.count <= 1
    }

    /// `[3.5, 9]` is a `[Double]`: integer literals beside a floating-point element take its type.
    /// `[wallet, 1]`: the program's `ExpressibleBy…Literal` type the other elements join at, which
    /// the literals take (`Money(integerLiteral: 1)`).
    private func programLiteralContext(_ elements: [Expr]) -> StaticType? {
        guard
            elements.contains(where: ExpressionTyper.isLiteralArithmetic)
                || elements.contains(where: {
                    if case .string = $0.kind { return true }
                    return false
                })
        else { return nil }
        let joined = typer.arrayLiteralElementType(elements)
        guard case .nominal(let name, []) = joined, model.types[name]?.declaration != nil else { return nil }
        return joined
    }

    /// The floating-point type integer literals among `elements` take from the others (`[1, 2.5]` is
    /// `[Double]`). Where each element is passed as an `Any` (`print([4 / 3, 8.5])`), Swift keeps an
    /// arithmetic element's own `Int` (prints `[1, 8.5]`); bare literals still join there.
    private func commonLiteralType(_ elements: [Expr], context: StaticType? = nil) -> StaticType? {
        if Self.isAnyContext(context),
            elements.contains(where: {
                ExpressionTyper.isLiteralArithmetic($0) && !Self.isNumberLiteral($0) && !Self.isNegatedNumber($0)
            })
        {
            return nil
        }
        let floating = elements.lazy.map { self.typer.type(of: $0) }.first { $0.isFloatingPoint }
        guard let floating,
            elements.allSatisfy({
                ExpressionTyper.isLiteralArithmetic($0) || isLiteralLikeCall($0) || typer.type(of: $0) == floating
            })
        else { return nil }
        return floating
    }

    /// `Any` (or `any Any`): each value is converted on its own, keeping its default literal type.
    static func isAnyContext(_ type: StaticType?) -> Bool {
        switch type {
        case .nominal("Any", [])?, .existential(["Any"])?: return true
        default: return false
        }
    }

    private static func isArrayLiteral(_ expr: Expr) -> Bool {
        if case .array = expr.kind { return true }
        return false
    }

    /// Integer literals, and arithmetic and literal-like calls made only of them (`max(1, 2) / 4`): typed
    /// by what they meet (`max(1, 2) / 4 + 0.5` is Double arithmetic throughout: 1.0, not 0.5).
    private func isContextTyped(_ expr: Expr) -> Bool {
        if ExpressionTyper.isLiteralArithmetic(expr) || isLiteralLikeCall(expr) || Self.isLiteralArrayElement(expr) {
            return true
        }
        switch expr.kind {
        case .binary(let op, let lhs, let rhs):
            return ExpressionTyper.arithmeticOperators.contains(op) && isContextTyped(rhs) && isContextTyped(lhs)
        case .prefix("-", let operand): return isContextTyped(operand)
        // `(c ? 3 : 4) / 2 + 0.5`: a conditional between literals is typed by what it meets too.
        case .ternary(_, let whenTrue, let whenFalse): return isContextTyped(whenTrue) && isContextTyped(whenFalse)
        default: return false
        }
    }

    /// A call whose result is a generic `T` that only integer literals bind (`max(1, 2)`,
    /// `sum([1, 2])` of a `func sum<T: Numeric>(_ xs: [T]) -> T`): like a literal, it takes the type
    /// the other elements give (`[max(1, 2), 2.5]` holds 2.0).
    private func isLiteralLikeCall(_ expr: Expr) -> Bool {
        if case .prefix("-", let operand) = expr.kind { return isLiteralLikeCall(operand) }
        guard case .call(let callee, let arguments) = expr.kind, case .identifier(let name) = callee.kind,
            typer.scopes.lookup(name) == nil, !arguments.isEmpty,
            arguments.allSatisfy({ argument in
                if case .array(let items) = argument.value.kind {
                    return !items.isEmpty && items.allSatisfy(ExpressionTyper.isLiteralArithmetic)
                }
                return ExpressionTyper.isLiteralArithmetic(argument.value)
            })
        else { return false }
        if let functions = model.functions[name] {
            return functions.count == 1
                && functions.allSatisfy { function in
                    guard case .named(let result, let resultArguments)? = function.returnType else { return false }
                    return resultArguments.isEmpty && function.genericParams.contains(result)
                        && Self.literalJoinable(function).contains(result)
                }
        }
        return name == "max" || name == "min" || name == "abs"
    }

    /// A closure's parameters take the types its context gives (`{ $0 * 2 }` as `(Double) -> Double`).
    private mutating func lowerClosure(_ closure: ClosureExpr, expected: StaticType?) -> ClosureExpr {
        let outer = typer.scopes
        let outerJoined = isInJoinedElement
        isInJoinedElement = false
        defer {
            typer.scopes = outer
            isInJoinedElement = outerJoined
        }
        var inputs: [StaticType] = []
        var result: StaticType? = nil
        if case .function(let parameterTypes, let resultType)? = expected.map({
            $0.isOptional ? $0.unwrappingOptional : $0
        }) {
            inputs = parameterTypes
            result = resultType.isKnown ? resultType : nil
        }
        func input(_ index: Int) -> StaticType { index < inputs.count ? inputs[index] : .unknown }
        typer.scopes.push()
        for capture in closure.captures { typer.scopes.bind(capture.name, .unknown) }
        for (index, param) in closure.params.enumerated() {
            typer.scopes.bind(param.name, param.type.map { typer.staticType(of: $0) } ?? input(index))
        }
        for index in 0..<closure.anonymousParamCount { typer.scopes.bind("$\(index)", input(index)) }
        typer.scopes.resultType = result
        let body = closure.body.count == 1 ? lowerBody(closure.body, expected: result) : lowerBlock(closure.body)
        return closure.withBody(body)
    }

    private mutating func lowerArguments(_ arguments: [Argument], parameterTypes: [StaticType?]?) -> [Argument] {
        // Each argument is typed by its own parameter, whatever an enclosing literal joins.
        let outerJoined = isInJoinedElement
        isInJoinedElement = false
        defer { isInJoinedElement = outerJoined }
        return arguments.enumerated().map { index, argument in
            let expected = parameterTypes.flatMap { index < $0.count ? $0[index] : nil }
            // `f(4)` of an `(Int?) -> String` closure passes `Optional(4)` (a closure converts nothing).
            let lowered = lowerExpr(argument.value, expected: expected)
            return Argument(label: argument.label, value: typer.promoted(lowered, to: expected))
        }
    }

    /// The type an expression spells when it is written as one (`Int`, `[String]`, `[Int: [Double]]`,
    /// `Box<Int>`, `(Int, String)`); nil for any other expression.
    private func writtenType(_ expr: Expr) -> TypeRef? {
        switch expr.kind {
        case .typeExpr(let written): return written
        case .identifier(let name):
            guard case .metatype = typer.type(of: expr) else { return nil }
            return .named(name, [])
        case .array(let elements):
            guard elements.count == 1, let element = writtenType(elements[0]) else { return nil }
            return .array(element)
        case .dictionary(let pairs):
            guard pairs.count == 1, let key = writtenType(pairs[0].0), let value = writtenType(pairs[0].1) else {
                return nil
            }
            return .dictionary(key, value)
        case .tuple(let items):
            // `(Int, String).self`, `(x: Int, y: P).self`: a tuple type (of values, the tuple itself).
            let parts = items.compactMap { writtenType($0.value) }
            guard parts.count == items.count, items.count > 1 else { return nil }
            let labels = items.map(\.label)
            return labels.allSatisfy { $0 == nil } ? .tuple(parts) : .labeledTuple(labels, parts)
        case .bindOptional(let wrapped): return writtenType(wrapped).map { .optional($0) }  // `[Int?].self`
        case .optionalChain(let inner): return writtenType(inner)
        default: return nil
        }
    }

    /// A plain type name or type expression, which `.self` already reads as the type.
    private func isTypeName(_ expr: Expr) -> Bool {
        switch expr.kind {
        case .identifier, .typeExpr: return true
        default: return false
        }
    }

    /// `Int?.none`, `[String]?.some(x)`: the parser reads the `?` as optional chaining, but on a
    /// type it spells the type `Optional<…>`; the member of that type, without the chain.
    private func optionalTypeMember(_ chain: Expr) -> Expr? {
        func typeMember(_ e: Expr) -> Expr? {
            guard case .member(let base, let name) = e.kind, case .bindOptional(let type) = base.kind else {
                return nil
            }
            let ref: TypeRef
            switch type.kind {
            case .typeExpr(let written): ref = written
            case .identifier(let typeName):
                guard case .metatype = typer.type(of: type) else { return nil }
                ref = .named(typeName, [])
            case .array(let elements):
                guard elements.count == 1, case .identifier(let element) = elements[0].kind,
                    case .metatype = typer.type(of: elements[0])
                else { return nil }
                ref = .array(.named(element, []))
            default: return nil
            }
            return Expr(.member(Expr(.typeExpr(.optional(ref)), type.pos), name), e.pos)
        }
        if case .call(let callee, let arguments) = chain.kind, let member = typeMember(callee) {
            return Expr(.call(member, arguments), chain.pos)
        }
        return typeMember(chain)
    }

    /// A call on a lazy sequence: refused when the prelude does not model it; where an array is
    /// expected (`let doubled: [Int] = xs.lazy.map { … }`), Swift picks `Sequence`'s eager `map`,
    /// which calls the closure for every element at once: `Array(…)` of the lazy chain does the same.
    private mutating func lowerLazyCall(_ callee: Expr, _ arguments: [Argument], expected: StaticType?) -> ExprKind? {
        if case .member(let base, let name) = callee.kind,
            let refusal = LazySequences.refusal(of: name, on: base, arguments: arguments, typer: typer, model: model)
                ?? ProgramCollections.refusal(of: name, on: base, typer: typer, model: model)
        {
            refusals.append(refusal)
        }
        guard LazySequences.isArray(expected),
            LazySequences.lazyWrapper(of: Expr(.call(callee, arguments), callee.pos), typer: typer, model: model) != nil
        else { return nil }
        let lazyCall = Expr(lowerCall(callee, arguments, expected: nil), callee.pos)
        return .call(Expr(.identifier("Array"), callee.pos), [Argument(label: nil, value: lazyCall)])
    }

    private mutating func lowerCall(
        _ callee: Expr, _ arguments: [Argument], expected: StaticType? = nil
    ) -> ExprKind {
        var arguments = arguments
        var callee = callee
        if case .nominal(let typeName, _) = typer.type(of: callee),
            !model.methodOverloads(named: "callAsFunction", in: typeName).isEmpty
        {
            // `adder(3)` of a type declaring `callAsFunction` (SE-0253): the method call, chosen as any is.
            callee = Expr(.member(callee, "callAsFunction"), callee.pos)
        }
        // `Character(UnicodeScalar(65))`: the scalar's non-failable initializer.
        if let scalar = nonFailableScalarArguments(callee, arguments) { arguments = scalar }
        let joinsOtherElements = isInJoinedElement
        for argument in Self.describedArguments(callee, arguments)
        where typer.scopes.lookup(argument.name) == nil && model.functions[argument.name] == nil {
            refuseDescribedWrapper(argument.value, namingType: argument.name == "type")
        }
        if case .identifier(let name) = callee.kind, typer.scopes.lookup(name) == nil,
            let refusal = BuiltinInitializerCheck(model: model).refusal(
                of: name, labels: arguments.map(\.label), at: callee.pos)
        {
            refusals.append(refusal)
        }
        if case .identifier("String") = callee.kind, typer.scopes.lookup("String") == nil,
            let refusal = BuiltinInitializerCheck.formatRefusal(arguments)
        {
            refusals.append(refusal)
        }
        if let eager = lowerLazyCall(callee, arguments, expected: expected) { return eager }
        if case .member(let base, let method) = callee.kind,
            let element = closureElementContext(receiver: base, method: method, arguments, expected: expected),
            let written = StaticType.array(element).writtenRef
        {
            // `[1, 2].map { $0 / 2 + 0.5 }`: the closure makes the literal's elements `Double`s.
            callee = Expr(.member(Expr(.cast(base, written, .asType), base.pos), method), callee.pos)
        }
        isLoweringCallee = true
        let loweredCallee = lowerExpr(callee, expected: nil)
        isLoweringCallee = false
        do {
            arguments = try ResultBuilders.builtClosures(loweredCallee, arguments, typer: typer, names: &builderNames)
        } catch {
            refusals.append(error as? ScriptError ?? ScriptError.compile("\(error)", at: callee.pos))
        }
        var parameters = parameterTypes(of: loweredCallee, arguments, expected: expected)
        typeElementLiterals(&parameters, of: loweredCallee, arguments)
        if case .member(let base, "reduce") = loweredCallee.kind, arguments.count == 2, arguments[0].label == nil,
            case .identifier(let combine) = arguments[1].value.kind, !(combine.first?.isLetter ?? true),
            case .nominal(let typeName, _) = typer.type(of: base).elementType,
            functionGenericName(.nominal(typeName, [])) == nil
        {
            // `prices.reduce(.zero, +)`, `prices.reduce(0, +)`: an operator combining elements makes
            // the result the element type, which types the start (`Money.zero`, `Money(integerLiteral: 0)`).
            let start = arguments[0].value
            if case .implicitMember(let member) = start.kind {
                arguments[0].value = Expr(.member(Expr(.typeExpr(.named(typeName, [])), start.pos), member), start.pos)
            } else if parameters?.first ?? nil == nil {
                parameters = [.nominal(typeName, []), nil]
            }
        } else if case .member(let base, "reduce") = loweredCallee.kind, arguments.count == 2,
            arguments[0].label == nil, case .identifier(let combine) = arguments[1].value.kind,
            !(combine.first?.isLetter ?? true),
            functionGenericName(typer.type(of: base).elementType) != nil
                || typeGenericName(typer.type(of: base).elementType) != nil
        {
            // `xs.reduce(0, +)` over `[T]`: the start is a `T` (refused as such when it is a literal).
            parameters = [typer.type(of: base).elementType, nil]
        } else if functionGenerics["Element"] == true,
            reduceStartType(loweredCallee, arguments, names: ["Element"], expected: nil) != nil
        {
            // `reduce(0, +)` on `self` in a method that takes its `Element` (`extension Array`).
            parameters = [.nominal("Element", []), nil]
        }
        if let start = arguments.first, start.label == "into" || start.label == nil, isReduce(loweredCallee),
            functionGenericName(expected) != nil || typeGenericName(expected) != nil,
            Self.isNumberLiteral(start.value) || Self.isNegatedNumber(start.value)
                || ExpressionTyper.isImplicitMember(start.value)
        {
            // `reduce(into: 0) { … }`, `reduce(0) { … }` or `reduce(into: .zero)` returned as a `T`: the start is that `T`.
            parameters = [expected, nil]
        }
        if isReduce(loweredCallee), arguments.count == 2, arguments[0].label == nil,
            case .tuple(let labels, let items) = typer.type(of: arguments[0].value),
            labels.contains(where: { $0 != nil }),
            items.allSatisfy(\.isKnown), case .closure = arguments[1].value.kind
        {
            // `reduce((count: 0, sum: 0)) { acc, v in (acc.count + 1, acc.sum + v) }`: the closure returns
            // the start's type, labels and all.
            let accumulator = StaticType.tuple(labels, items)
            parameters = [accumulator, .function([accumulator, .unknown], accumulator)]
        }
        var loweredArguments = lowerArguments(arguments, parameterTypes: parameters)
        promoteGenericOptionals(&loweredArguments, of: loweredCallee, parameters, expected: expected)
        promoteOptionalElements(&loweredArguments, of: loweredCallee)
        if let staticName = typeOfArgument(loweredCallee, loweredArguments) {
            loweredArguments.append(Argument(label: TypeOfNames.label, value: staticName))
        }
        if let overload = chosenOverload(of: loweredCallee, arguments) {
            // Spell the static choice out: `f(x as Double)` picks the `Double` overload at run time too;
            // a generic parameter (`T`, `T?`) is named by a marker that converts nothing.
            let generics = Set(overload.genericParams)
            for (index, parameter) in overload.params.prefix(loweredArguments.count).enumerated() {
                let value = loweredArguments[index].value
                let convertsNothing: Bool
                if case .closure = value.kind { convertsNothing = true } else { convertsNothing = false }
                let mentionsGeneric = parameter.type.mentions(generics)
                loweredArguments[index].value = Expr(
                    .cast(value, parameter.type, mentionsGeneric || convertsNothing ? .overloadChoice : .asType),
                    value.pos)
            }
        }
        loweredArguments =
            hiddenTypeArguments(loweredCallee, arguments, expected: expected, joinsOtherElements: joinsOtherElements)
            + hiddenReceiverTypeArguments(loweredCallee, arguments) + loweredArguments
        if case .member(let base, let name) = loweredCallee.kind,
            let staticBase = staticDispatchReceiver(base, name, isProperty: false)
        {
            return .call(Expr(.member(staticBase, name), loweredCallee.pos), loweredArguments)
        }
        if case .identifier(let name) = loweredCallee.kind, typer.scopes.lookup(name) == nil,
            typer.scopes.selfType?.nominalName != nil || typer.scopes.selfType?.protocolsKnownStatically != nil,
            let staticSelf = staticDispatchReceiver(Expr(.selfRef, loweredCallee.pos), name, isProperty: false)
        {
            // `describe()` inside a class method is `self.describe()`, typed by the class.
            return .call(Expr(.member(staticSelf, name), loweredCallee.pos), loweredArguments)
        }
        return .call(loweredCallee, loweredArguments)
    }

    /// What `print`, `debugPrint`, `dump`, `String(describing:)`, `String(reflecting:)` and `type(of:)`
    /// describe, with the free name that does it (a program's own `print` describes nothing).
    private static func describedArguments(_ callee: Expr, _ arguments: [Argument]) -> [(name: String, value: Expr)] {
        guard case .identifier(let name) = callee.kind else { return [] }
        let labels: Set<String?> =
            switch name {
            case "print", "debugPrint", "dump": [nil]
            case "String": ["describing", "reflecting"]
            case "type": ["of"]
            default: []
            }
        return arguments.filter { labels.contains($0.label) }.map { (name, $0.value) }
    }

    private mutating func refuseDescribedWrapper(_ expr: Expr, namingType: Bool = false) {
        if let refusal = WrapperSequences.describingRefusal(expr, namingType: namingType, typer: typer, model: model) {
            refusals.append(refusal)
        }
    }

    /// For `type(of: x)`: the name of x's static type as a string literal, when it is certain
    /// (`TypeOfNames`); a function value whose type cannot be spelled exactly is refused.
    private mutating func typeOfArgument(_ callee: Expr, _ arguments: [Argument]) -> Expr? {
        guard case .identifier("type") = callee.kind, typer.scopes.lookup("type") == nil,
            model.functions["type"] == nil, arguments.count == 1, arguments[0].label == "of"
        else { return nil }
        let argument = arguments[0].value
        let name: String?
        if case .identifier(let function) = argument.kind, typer.scopes.lookup(function) == nil,
            let declared = model.functions[function], declared.count == 1
        {
            name = TypeOfNames.printedName(ofFunction: declared[0], model: model)
        } else if case .call(let called, _) = argument.kind, case .identifier(let function) = called.kind,
            typer.scopes.lookup(function) == nil, let declared = model.functions[function], declared.count == 1,
            let spelled = TypeOfNames.printedName(ofResultOf: declared[0], model: model)
        {
            // `type(of: makeCounter(step: 1))`: the declared result type, `() -> Int`.
            name = spelled
        } else if case .identifier(let variable) = argument.kind,
            let spelled = typer.scopes.lookup(variable) != nil
                ? typer.scopes.functionType(boundTo: variable) : model.functionTypeVariables[variable]
        {
            // `let f = chooseStep(backward: true)`, `var g: (Int) -> Int = h`: spelled where it was declared.
            name = spelled
        } else {
            let type = typer.type(of: argument)
            name = TypeOfNames.printedName(of: type, model: model)
            if name == nil, !type.isFunction { return nil }
        }
        guard let name else {
            refusals.append(
                ScriptError.compile(
                    "type(of:) of this function value is not supported in the workbook: its type cannot be"
                        + " named exactly (UNSUPPORTED.md lists what it does not run)", at: argument.pos))
            return nil
        }
        return Expr(.string([.text(name)]), argument.pos)
    }

    /// `(base as any P)` when `base.name(…)` or `base.name` must reach P's extension statically.
    private func staticDispatchReceiver(_ base: Expr, _ name: String, isProperty: Bool) -> Expr? {
        if case .cast(_, .existential, _) = base.kind { return nil }  // already reached through its protocol
        let receiverType = typer.type(of: base)
        let owner: String?
        if let protocols = receiverType.protocolsKnownStatically {
            if case .selfRef = base.kind, !isProperty {
                // The interpreter knows `self`'s static type for an extension's own methods; a requirement
                // a subclass redeclares is the conformance's witness (`greet()` inside `shout()`).
                owner = model.requirementShadowedBySubclass(named: name, in: protocols)
            } else {
                owner =
                    model.protocolExtensionOnlyMember(named: name, in: protocols, isProperty: isProperty)
                    ?? model.requirementShadowedBySubclass(named: name, in: protocols)
            }
        } else if let className = receiverType.nominalName {
            // `pet.describe()` with `pet: Pet`: a subclass's `describe()` shadows, it does not override.
            owner = model.protocolExtensionMemberReached(named: name, onClass: className, isProperty: isProperty)
        } else {
            owner = nil
        }
        guard let owner else { return nil }
        return Expr(.cast(base, .existential([.named(owner, [])]), .asType), base.pos)
    }

    /// The function or method a call chooses among overloads that share its labels, if any.
    private func chosenOverload(of callee: Expr, _ arguments: [Argument]) -> FunctionDecl? {
        var candidates: [FunctionDecl] = []
        if case .metatype(.nominal(let typeName, _)) = typer.type(of: callee), model.types[typeName]?.declaration != nil
        {
            // `Temp("2")` beside `Temp(2)`: the initializers of the type the callee names.
            candidates = model.members(named: "init", in: typeName).compactMap { member in
                if case .method(let method) = member.kind { return method }
                return nil
            }
        }
        switch callee.kind {
        case _ where !candidates.isEmpty:
            break
        case .identifier(let name) where typer.scopes.lookup(name) == nil:
            candidates = model.functions[name] ?? []
        case .member(let base, let name):
            // `value.name(…)` chooses among instance methods, `Type.name(…)` among static ones.
            guard let (typeName, isStatic) = typer.memberReceiver(base) else { return nil }
            candidates = model.methodOverloads(named: name, in: typeName).compactMap { member in
                if case .method(let method) = member.kind, member.isStatic == isStatic { return method }
                return nil
            }
        default:
            return nil
        }
        let fitting = FunctionChoice.fittingLabels(candidates, arguments)
        guard fitting.count > 1 else { return nil }
        let hasClosure = arguments.contains {
            if case .closure = $0.value.kind { return true }
            return false
        }
        // With a closure among the arguments, only its number of parameters decides here
        // (`run { print($0) }` beside `run(_: () -> Void)` and `run(_: (Int) -> Void)`).
        guard hasClosure else { return FunctionChoice.byStaticTypes(candidates, arguments, typer: typer) }
        let byArity = FunctionChoice.byClosureArity(fitting, arguments, model: model)
        return byArity.count == 1 && byArity.count < fitting.count ? byArity[0] : nil
    }

    /// The static type each argument is passed as, where the callee is known.
    func parameterTypes(
        of callee: Expr, _ arguments: [Argument], expected: StaticType? = nil
    ) -> [StaticType?]? {
        let calleeType = typer.type(of: callee)
        if case .metatype(.nominal("Array", [])) = calleeType, arguments.map(\.label) == ["repeating", "count"],
            case .array(let element)? = expected, element.isKnown
        {
            return [element, .int]  // `Array(repeating: 0, count: 2) + [1.5]`: the repeated value is an `Element`
        }
        var function: FunctionDecl? = nil
        var receiverBindings: [String: StaticType] = [:]
        switch callee.kind {
        case _ where calleeType.isFunction:
            if case .function(let inputs, _) = calleeType { return inputs.map { $0.isKnown ? $0 : nil } }
            return nil
        case .identifier(let name):
            guard typer.scopes.lookup(name) == nil else { return nil }
            if let functions = model.functions[name] {
                function = FunctionChoice.byStaticTypes(functions, arguments, typer: typer)
            } else if (name == "min" || name == "max") && arguments.count >= 2 || name == "abs" && arguments.count == 1
            {
                // `max(1.5, 2)`: every argument has the one type `T` the others give (a Double here).
                let common = arguments.lazy.filter { !ExpressionTyper.isLiteralArithmetic($0.value) }
                    .map { typer.type(of: $0.value) }.first { $0.isKnown }
                // Only literals: the expected result types them (`[max(1, 2), 2.5]` holds 2.0).
                let context = expected.flatMap { $0.isFloatingPoint ? $0 : nil }
                return (common ?? context).map { type in arguments.map { _ in type } }
            } else if name == "print" || name == "debugPrint" {
                // Each item is an `Any`: `print(c ? 4 / 3 : 0.25)` keeps each branch's own type (prints 1),
                // `print([4 / 3, 8.5])` each element's. (Only there: an `Any` context binds a generic call's `T`.)
                return arguments.map { argument in
                    guard argument.label == nil else { return nil }
                    switch argument.value.kind {
                    case .ternary, .array, .dictionary: return .nominal("Any", [])
                    default: return nil
                    }
                }
            } else if case .metatype(let instance) = calleeType {
                return initializerParameterTypes(Self.instance(instance, namedBy: expected), arguments)
            }
        case .typeExpr:
            if case .metatype(let instance) = calleeType { return initializerParameterTypes(instance, arguments) }
        case .member(let base, let name):
            let receiver = typer.type(of: base)
            if case .metatype(let instance) = receiver {
                if name == "init" { return initializerParameterTypes(instance, arguments) }
                guard let typeName = instance.nominalName else { return nil }
                for member in model.members(named: name, in: typeName) {
                    if case .enumCase(let enumCase) = member.kind {
                        return enumCase.params?.map { typer.staticType(of: $0.type) }
                    }
                }
                let statics = model.members(named: name, in: typeName).compactMap { member -> FunctionDecl? in
                    if case .method(let method) = member.kind, member.isStatic { return method }
                    return nil
                }
                function = FunctionChoice.byStaticTypes(statics, arguments, typer: typer)
            } else {
                function = typer.methodDeclaration(name, arguments, on: receiver)
                receiverBindings = typer.genericBindings(of: receiver)
            }
        default:
            return nil
        }
        guard let function else { return nil }
        return matchParameters(
            function.params, arguments, genericParameters: function.genericParams,
            constrained: Set(function.genericConstraints.keys), bindings: receiverBindings,
            resultBindings: resultBindings(of: function, expected: expected),
            literalJoinable: Self.literalJoinable(function), floating: Self.floatingParameters(function))
    }

    /// The generic parameters constrained to floating-point types (`T: BinaryFloatingPoint`): integer
    /// literals alone bind them to `Double` (`mean([1, 2])` is 1.5), as Swift's literal default does.
    static func floatingParameters(_ function: FunctionDecl) -> Set<String> {
        floatingParameters(function.genericConstraints)
    }

    static func floatingParameters(_ constraints: [String: TypeRef]) -> Set<String> {
        Set(constraints.filter { isFloatingConstraint($0.value) }.keys)
    }

    static func isFloatingConstraint(_ constraint: TypeRef) -> Bool {
        switch constraint {
        case .named(let name, _): return name == "BinaryFloatingPoint" || name == "FloatingPoint"
        case .existential(let parts): return parts.contains(where: isFloatingConstraint)
        default: return false
        }
    }

    /// The generic parameters literals alone may bind: a constrained one, or one the function does not
    /// return bare (an unconstrained `T` returned may be `Any` where the context is: `print(pick(1, or:
    /// 2.5))` prints `1`, while `print(both(1, 2.5))` of a `-> [T]` prints `[1.0, 2.5]`, measured on swiftc).
    static func literalJoinable(_ function: FunctionDecl) -> Set<String> {
        Set(
            function.genericParams.filter { name in
                guard function.genericConstraints[name] == nil else { return true }
                switch function.returnType {
                case .named(let result, let arguments)?: return !(arguments.isEmpty && result == name)
                case .optional(.named(let result, let arguments))?: return !(arguments.isEmpty && result == name)
                default: return true
                }
            })
    }

    /// What the expected type of a call's result binds its generic parameters to (`U` of `map` in
    /// `return xs.map { _ in 0 }` from `-> [T]`: the closure returns a `T`); weaker than the
    /// arguments, and nothing where the context is `Any` or a protocol.
    func resultBindings(of function: FunctionDecl, expected: StaticType?) -> [String: StaticType] {
        guard !function.genericParams.isEmpty, let result = function.returnType, var expected, expected.isKnown
        else { return [:] }
        if case .optional(let wrapped) = expected, case .named(let name, let arguments) = result, arguments.isEmpty,
            function.genericParams.contains(name)
        {
            // `let x: Double? = sum([1])`: the `T` returned is the Double the optional wraps.
            expected = wrapped
        }
        switch expected.unwrappingOptional {
        case .existential: return [:]
        case .nominal(let name, _) where name == "Any" || name == "AnyObject" || model.isProtocol(name): return [:]
        default: break
        }
        return GenericArgumentBindings.bindings(
            parameterTypes: [typer.staticType(of: result)], argumentTypes: [expected],
            genericParameters: function.genericParams, constrained: Set(function.genericParams))
    }

    /// `Pair<Double, Int?>(a: 1, b: 2)`: a parameter of generic type `B` is an `Int?` only by the
    /// written (or expected) arguments, which the interpreter does not see: `b` is stored as `Optional(2)`.
    private func promoteGenericOptionals(
        _ arguments: inout [Argument], of callee: Expr, _ parameters: [StaticType?]?, expected: StaticType?
    ) {
        guard case .metatype(let instance) = typer.type(of: callee),
            !typer.genericBindings(of: Self.instance(instance, namedBy: expected)).isEmpty, let parameters
        else { return }
        for (index, type) in parameters.prefix(arguments.count).enumerated() {
            guard let type, type.isOptional else { continue }
            arguments[index].value = typer.promoted(arguments[index].value, to: type)
        }
    }

    /// `Box(v: 1)` where a `Box<Double>` is expected: the expected type's generic arguments are the
    /// call's (so `1` is a Double); the written instance otherwise.
    static func instance(_ instance: StaticType, namedBy expected: StaticType?) -> StaticType {
        let wanted = if case .optional(let wrapped)? = expected { wrapped } else { expected }
        guard case .nominal(let name, let written) = instance, written.isEmpty,
            case .nominal(name, let arguments)? = wanted, !arguments.isEmpty, arguments.allSatisfy(\.isKnown)
        else { return instance }
        return .nominal(name, arguments)
    }

    private func initializerParameterTypes(_ instance: StaticType, _ arguments: [Argument]) -> [StaticType?]? {
        guard let typeName = instance.nominalName, let type = model.types[typeName] else { return nil }
        let initializers = model.members(named: "init", in: typeName).compactMap { member -> FunctionDecl? in
            if case .method(let method) = member.kind { return method }
            return nil
        }
        // `Clamped<Double>(wrappedValue: 0, -40...50)`: the written arguments bind the type's generic
        // parameters, so `-40...50` is a `ClosedRange<Double>` (it stayed an Int range).
        var written = typer.genericBindings(of: instance)
        written.merge(floatingLiteralBindings(type.declaration, arguments)) { own, _ in own }
        if let chosen = FunctionChoice.byLabels(initializers, arguments) {
            return matchParameters(
                chosen.params, arguments, genericParameters: type.genericParameters, bindings: written)
        }
        guard type.kind == .structType, let decl = type.declaration else { return nil }
        // The memberwise initializer: stored properties in order, by label.
        var propertyTypes: [String: StaticType] = [:]
        for case .variable(let variable) in decl.members.map(\.kind)
        where variable.isStored && !variable.modifiers.isStatic {
            if let ref = variable.type {
                let property = typer.staticType(of: ref).substituting(written)
                if !mentionsNames(property, type.genericParameters) { propertyTypes[variable.name] = property }
            }
        }
        return arguments.map { argument in argument.label.flatMap { propertyTypes[$0] } }
    }

    /// `Stats(values: [1, 2])` of a `struct Stats<T: BinaryFloatingPoint>`: where only literals are
    /// passed, a parameter constrained to floating-point types is a `Double` (Swift's literal default).
    private func floatingLiteralBindings(_ declaration: TypeDecl?, _ arguments: [Argument]) -> [String: StaticType] {
        guard let declaration, !arguments.isEmpty, arguments.allSatisfy({ NestedLiteralJoin.isLiteral($0.value) })
        else { return [:] }
        return Dictionary(
            uniqueKeysWithValues: Self.floatingParameters(declaration.genericConstraints).map {
                ($0, StaticType.double)
            })
    }

    /// Pairs arguments with parameters the way labels do, giving each argument its parameter's
    /// type (nil when it mentions a generic parameter the call would infer).
    private func matchParameters(
        _ params: [Param], _ arguments: [Argument], genericParameters: [String],
        constrained: Set<String> = [], bindings: [String: StaticType], resultBindings: [String: StaticType] = [:],
        literalJoinable: Set<String> = [], floating: Set<String> = []
    ) -> [StaticType?] {
        var matched: [Param?] = []
        var parameterIndex = 0
        for argument in arguments {
            while parameterIndex < params.count, params[parameterIndex].label != argument.label,
                params[parameterIndex].defaultValue != nil || params[parameterIndex].isVariadic
            {
                parameterIndex += 1
            }
            guard parameterIndex < params.count else {
                matched.append(nil)
                continue
            }
            matched.append(params[parameterIndex])
            if !params[parameterIndex].isVariadic { parameterIndex += 1 }
        }
        // What the non-literal arguments bind the generic parameters to types the literal ones.
        var bindings = bindings
        let callBindings = GenericArgumentBindings.bindings(
            parameterTypes: matched.map { $0.map { typer.staticType(of: $0.type) } ?? .unknown },
            argumentTypes: arguments.map {
                GenericArgumentBindings.isLiteral($0.value) ? nil : typer.type(of: $0.value)
            },
            genericParameters: genericParameters, constrained: constrained)
        bindings.merge(callBindings) { earlier, _ in earlier }
        bindings.merge(resultBindings) { earlier, _ in earlier }
        // Only literals left: they join as Swift's do (`clamp(-2.5, 0, 1)`: `T` is a Double, so are `0` and `1`).
        let literalJoin = GenericArgumentBindings.literalJoin(
            parameterTypes: matched.map { $0.map { typer.staticType(of: $0.type) } ?? .unknown },
            literalTypes: arguments.map {
                GenericArgumentBindings.isLiteral($0.value) ? typer.type(of: $0.value) : nil
            },
            genericParameters: genericParameters
        ).filter { literalJoinable.contains($0.key) }
        for (name, type) in literalJoin where floating.contains(name) && type == .int && bindings[name] == nil {
            bindings[name] = .double  // `mean([1, 2])` of a `T: BinaryFloatingPoint`
        }
        bindings.merge(literalJoin) { earlier, _ in earlier }
        var result: [StaticType?] = []
        for param in matched {
            guard let param else {
                result.append(nil)
                continue
            }
            var type = typer.staticType(of: param.type).substituting(bindings)
            // A bound parameter named like the caller's own (`map`'s `T` bound to the caller's `T`)
            // is substituted already: only the unbound ones leave a type unknown.
            let unbound = genericParameters.filter { bindings[$0] == nil }
            if case .function(let inputs, let output) = type {
                // A closure argument: its parameters' types are useful even when its result is generic.
                let known = { (candidate: StaticType) in
                    self.mentionsNames(candidate, unbound) ? StaticType.unknown : candidate
                }
                type = .function(inputs.map(known), known(output))
            } else if mentionsNames(type, unbound) {
                type = .unknown
            }
            result.append(type.isKnown ? type : nil)
        }
        return result
    }

    /// Whether a type mentions one of a function's generic parameters (`T`, `[T]`, `T?`).
    func mentionsNames(_ type: StaticType, _ names: [String]) -> Bool {
        !names.isEmpty
            && names.contains { name in
                type.description.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).contains(Substring(name))
            }
    }
}
