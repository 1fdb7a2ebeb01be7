import Foundation
import ScriptFrontEnd

// Expression evaluation (rvalues). Assignment and in-place mutation are in Mutation.swift,
// calls in Calls.swift, member access in Members.swift.

/// Ends an optional chain (`a?.b.c`) with nil.
struct OptionalChainNil: Error {}

/// What a name refers to where it is used.
enum Resolution {
    case box(Box)
    case selfMember(Box)
    case functions([FunctionDecl], Environment)
    case type(TypeValue)
}

let builtinTypeNames = BuiltinNames.types

extension Interpreter {
    func resolve(_ name: String, in env: Environment) -> Resolution? {
        let key = NameKey(name)
        if key.names("Self", sameAs: name, NameKey("Self")), let selfType = currentSelfType(env) {
            return .type(.user(descriptions.dynamicSelfType(selfType, in: env)))
        }
        // This loop runs for every identifier evaluated. Most scopes hold a few variables
        // (compared by `NameKey`, made once here, not hashed) and nothing else: those are
        // checked for variables alone. (`Unmanaged`: `env` keeps every scope of its chain
        // alive, and this loop would otherwise retain and release each scope it passes.)
        var scope = Unmanaged.passUnretained(env)
        while true {
            if let found = scope._withUnsafeGuaranteedRef({ resolveInThisScope(name, key, $0) }) { return found }
            guard let parent = scope._withUnsafeGuaranteedRef({ $0.parentLink }) else { break }
            scope = parent
        }
        if let alias = registry.aliases[name] { return .type(typeValue(for: alias)) }
        if builtinTypeNames.contains(name) { return .type(.builtin(name)) }
        // Inside an extension of a builtin type, unqualified names are members of self (an
        // operator passed as a function, `reduce(0, +)`, is not).
        if !BuiltinLibrary.globalFunctionNames.contains(name), name.first.map({ $0.isLetter || $0 == "_" }) ?? false,
            let selfBox = findSelf(env), typeInfo(of: selfBox.value) == nil,
            !isTypeValue(selfBox.value)
        {
            return .selfMember(selfBox)
        }
        return nil
    }

    @inline(__always)
    private func resolveInThisScope(_ name: String, _ key: NameKey, _ scope: Environment) -> Resolution? {
        if let box = scope.variable(name, key: key) { return .box(box) }
        return scope.holdsOnlyVariables ? nil : resolveInScope(name, scope)
    }

    /// What `name` is in `scope` besides its variables: a member of its `self`, a function or
    /// type declared there, a member or nested type of its receiver.
    private func resolveInScope(_ name: String, _ scope: Environment) -> Resolution? {
        // `guard let self` inside a `[weak self]` closure: members of self are in scope.
        if let boundSelf = scope.boundSelf, case .object(let object) = boundSelf.value, object.type.hasMember(name) {
            return .selfMember(boundSelf)
        }
        if !scope.functions.isEmpty, let overloads = scope.functions[name] { return .functions(overloads, scope) }
        if !scope.types.isEmpty, let type = scope.types[name] { return .type(.user(type)) }
        if let selfBox = scope.selfBox {
            if case .type(.user(let type)) = selfBox.value {
                if type.staticProperties[name] != nil || type.findStaticMethod(name) != nil && !isOperatorName(name)
                    || type.cases[name] != nil
                    || staticDeclared(type, name) || (name == "allCases" && type.conforms(to: "CaseIterable"))
                {
                    return .selfMember(selfBox)
                }
                if let nested = type.nestedTypes[name] { return .type(.user(nested)) }
            } else if let type = typeInfo(of: selfBox.value) {
                if type.hasMember(name) || extensionDispatch.reachesExtensionMember(selfBox.value, name) {
                    return .selfMember(selfBox)
                }
                if let nested = type.nestedTypes[name] { return .type(.user(nested)) }
                if type.staticProperties[name] != nil || type.findStaticMethod(name) != nil && !isOperatorName(name) {
                    return .selfMember(Box(.type(.user(type))))
                }
            } else if let selfType = scope.selfType, registry.builtinExtensions[selfType.name] === selfType,
                selfType.hasMember(name)
            {
                return .selfMember(selfBox)
            }
        }
        if let selfType = scope.selfType, let nested = selfType.nestedTypes[name] { return .type(.user(nested)) }
        return nil
    }

    /// `reduce(0, +)` inside a type that declares `static func +`: an operator used as a
    /// function is chosen by its operands' types (`binaryOperator`), not taken from `Self`.
    private func isOperatorName(_ name: String) -> Bool {
        name.first.map { Scanner.operatorChars.contains($0) } ?? false
    }

    private func isTypeValue(_ value: Value) -> Bool {
        if case .type = value { return true }
        return false
    }

    private func staticDeclared(_ type: TypeInfo, _ name: String) -> Bool {
        var next: TypeInfo? = type
        while let current = next {
            if current.staticProperties[name] != nil { return true }
            next = current.superclass
        }
        return false
    }

    func typeValue(for ref: TypeRef) -> TypeValue {
        switch ref {
        case .array(let element): return .array(element)
        case .dictionary(let key, let value): return .dictionary(key, value)
        case .optional(let wrapped), .implicitlyUnwrapped(let wrapped): return .optional(wrapped)
        case .named(let name, let args):
            if name == "Array", args.count == 1 { return .array(args[0]) }
            if name == "Dictionary", args.count == 2 { return .dictionary(args[0], args[1]) }
            if name == "Optional", args.count == 1 { return .optional(args[0]) }
            if let type = lookupTypeByPath(name, in: globals) { return .user(type) }
            if let alias = registry.aliases[name] { return typeValue(for: alias) }
            // `Int.Kind`: declared by a program's `extension Int`.
            if !registry.builtinExtensions.isEmpty, let dot = name.firstIndex(of: "."),
                let nested = registry.builtinExtensions[String(name[..<dot])]?.nestedTypes[
                    String(name[name.index(after: dot)...])]
            {
                return .user(nested)
            }
            return .builtin(name)
        default:
            return .builtin(ref.description)
        }
    }

    func readBox(_ box: Box, name: String, pos: SourcePos) throws -> Value {
        if let computed = box.computed {
            let env = Environment(parent: box.computedEnvironment ?? globals)
            return try runBody(computed.get, in: env, pos: pos)
        }
        if !box.isInitialized {
            throw ScriptError.cannotRun("a read of '\(name)' before it is given a value", at: pos)
        }
        let value = box.value
        if case .native(let native) = value, native === inAccessMarkerBox {
            throw ScriptError.runtime(
                "Fatal error: Simultaneous accesses to '\(name)', but modification requires exclusive access", at: pos)
        }
        return value
    }

    /// Runs a function-like body: an explicit `return`, or a single expression's value.
    func runBody(_ body: [Stmt], in env: Environment, pos: SourcePos) throws -> Value {
        // A body of one expression skips `execute`, not its step: without it a sort's
        // comparator or an expression-bodied recursion would run with no step counted and
        // no Ctrl-C seen (a `{ $0 < $1 }` over 100,000 elements: seconds).
        if body.count == 1, case .expr(let expr) = body[0].kind {
            try tick(body[0].pos)
            return try evaluate(expr, in: env)
        }
        if body.count == 1, isExpressionStatement(body[0]) {
            try tick(body[0].pos)
            return try evaluateStatementExpr(body[0], in: env, expected: nil)
        }
        let flow = try execute(body, in: env)
        if case .returned(let value) = flow { return value }
        return .void
    }

    func evaluate(_ expr: Expr, in env: Environment, expected: TypeRef? = nil) throws -> Value {
        // A name is a leaf: what reading it may run (a getter) checks the stack itself.
        if case .identifier(let name) = expr.kind { return try evaluateIdentifier(name, in: env, pos: expr.pos) }
        if case .slot(let slot) = expr.kind { return try evaluatePlacedName(slot, in: env, pos: expr.pos) }
        try StackHeadroom.ensureForRunning(at: expr.pos)
        // The everyday cases are written out here; the rarer ones each call a helper named for them.
        switch expr.kind {
        case .integer(let value):
            if let expected, isDoubleType(expected) { return .double(Double(value)) }
            return .int(value)
        case .wideInteger(let value): return wideIntegerLiteral(value, expected: expected)
        case .float(let value): return .double(value)
        case .bool(let value): return .bool(value)
        case .nilLiteral: return .optional(nil)
        case .string(let parts): return try evaluateStringLiteral(parts, in: env)
        case .identifier(let name): return try evaluateIdentifier(name, in: env, pos: expr.pos)
        case .slot(let slot): return try evaluatePlacedName(slot, in: env, pos: expr.pos)
        case .selfRef: return try evaluateSelf(in: env, pos: expr.pos)
        case .implicitMember(let name):
            return try implicitMember(name, args: nil, expected: expected, in: env, pos: expr.pos)
        case .member(let base, let name): return try evaluateMember(base, name, in: env, pos: expr.pos)
        case .call(let callee, let args):
            return try evaluateCall(callee, args, in: env, pos: expr.pos, expected: expected)
        case .subscriptAccess(let base, let args):
            let receiver = try evaluate(base, in: env)
            let indices = try evaluateSubscriptArguments(args, receiver: receiver, in: env)
            return try subscriptGet(receiver, indices, labels: Argument.labels(of: args), pos: expr.pos)
        case .prefix(let op, let operand):
            let operandValue = try evaluate(operand, in: env, expected: expected)
            return try prefixOperator(op, operandValue, pos: expr.pos)
        case .binary(let op, let lhs, let rhs):
            return try evaluateBinary(op, lhs, rhs, in: env, pos: expr.pos, expected: expected)
        case .assign(let op, let target, let valueExpr):
            if case .optionalChain(let chained) = target.kind {
                return try evaluateChainedAssignment(op, chained, valueExpr, in: env, pos: expr.pos)
            }
            try evaluateAssignment(op, target, valueExpr, in: env, pos: expr.pos)
            return .void
        case .ternary(let condition, let whenTrue, let whenFalse):
            return try truthy(try evaluate(condition, in: env), condition.pos)
                ? try evaluate(whenTrue, in: env, expected: expected)
                : try evaluate(whenFalse, in: env, expected: expected)
        case .closure(let closure): return try makeClosure(closure, in: env)
        case .array(let items): return try evaluateArrayLiteral(items, in: env, expected: expected)
        case .dictionary(let pairs): return try evaluateDictionaryLiteral(pairs, in: env, expected: expected)
        case .tuple(let items):
            return .tuple(try items.map { try evaluate($0.value, in: env) }, items.map(\.label))
        case .forceUnwrap(let inner): return try evaluateForceUnwrap(inner, in: env, pos: expr.pos)
        case .bindOptional(let inner): return try evaluateOptionalBinding(inner, in: env)
        case .optionalChain(let inner): return try evaluateOptionalChain(inner, in: env)
        case .cast(let inner, let type, .boundGenericLiteral):
            let bound = try descriptions.boundGenericType(type, in: env, pos: expr.pos)
            return coerce(try evaluate(inner, in: env, expected: bound), to: bound, in: env)
        case .cast(let inner, .named(let typeName, let arguments), .genericInstance):
            let value = try constructionBindings.evaluateStampedConstruction(
                inner, typeName: typeName, arguments, in: env, expected: expected)
            return withGenericArguments(value, arguments)
        case .cast(let inner, let type, let kind):
            let value = try evaluate(inner, in: env, expected: kind == .asType ? type : nil)
            return try cast(value, to: type, kind: kind, in: env, pos: expr.pos)
        case .tryExpr(let inner, let kind):
            return try evaluateTry(inner, kind, in: env, pos: expr.pos, expected: expected)
        case .awaitExpr(let inner): return try evaluate(inner, in: env, expected: expected)
        case .keyPath(let root, let components):
            return .keyPath(KeyPathValue(rootType: root ?? (selfTypeName(env)), components: components))
        case .typeExpr(let written): return .type(typeValue(for: written))
        case .pound(let name, let args, let text): return try evaluatePound(name, args, text, in: env, pos: expr.pos)
        case .statementExpr(let statement): return try evaluateStatementExpr(statement, in: env, expected: expected)
        // `.postfix` never reaches here: lowering made it a call or refused it.
        case .superRef, .inoutRef, .discard, .postfix: throw misplacedExpressionError(expr)
        }
    }

    // MARK: Literals

    /// An integer literal too wide for `Int`: typed lowering let it through only where a
    /// `UInt64`, `UInt`, `Double` or `Float` takes it.
    private func wideIntegerLiteral(_ value: UInt64, expected: TypeRef?) -> Value {
        if let expected, isDoubleType(expected) { return .double(Double(value)) }
        var target = expected
        if case .optional(let wrapped)? = target { target = wrapped }
        var kind = IntegerKind.uint64
        if case .named("UInt", _)? = target { kind = .uint }
        return .fixedInteger(FixedWidthNumber(kind: kind, value: Int128(value)))
    }

    /// `"a \(b) c"`: the text with each interpolated value as `print` shows it.
    private func evaluateStringLiteral(_ parts: [InterpolationPart], in env: Environment) throws -> Value {
        var text = ""
        for part in parts {
            switch part {
            case .text(let literal): text += literal
            case .expr(let interpolated):
                let piece = try descriptions.describeForPrint(
                    try evaluate(interpolated, in: env), pos: interpolated.pos)
                try memory.ensureStringFits(text.utf8.count + piece.utf8.count, at: interpolated.pos)
                text += piece
            }
        }
        return .string(text)
    }

    /// `[a, b]`: each element typed by the expected element type (or a `TrackingOptions` set).
    private func evaluateArrayLiteral(_ items: [Expr], in env: Environment, expected: TypeRef?) throws -> Value {
        var elementType: TypeRef? = nil
        if let expected, case .array(let element) = expected { elementType = element }
        if case .named(ObservationBridge.trackingOptionsTypeName, _)? = expected {
            return try observation.trackingOptionsLiteral(items, in: env)
        }
        return .array(
            try items.map { item in
                let value = try evaluate(item, in: env, expected: elementType)
                return elementType.map { coerce(value, to: $0, in: env) } ?? value
            })
    }

    /// `[k: v]`: each value evaluated before its key, as Swift does.
    private func evaluateDictionaryLiteral(
        _ pairs: [(Expr, Expr)], in env: Environment, expected: TypeRef?
    ) throws -> Value {
        var dictionary = OrderedDictionary()
        var keyType: TypeRef? = nil
        var valueType: TypeRef? = nil
        if let expected, case .dictionary(let key, let value) = expected {
            keyType = key
            valueType = value
        }
        for (keyExpr, valueExpr) in pairs {
            var value = try evaluate(valueExpr, in: env, expected: valueType)
            if let valueType { value = coerce(value, to: valueType, in: env) }
            dictionary[try evaluate(keyExpr, in: env, expected: keyType)] = value
        }
        return .dictionary(dictionary)
    }

    // MARK: Self and members

    private func evaluateSelf(in env: Environment, pos: SourcePos) throws -> Value {
        guard let box = findSelf(env) else {
            throw ScriptError.cannotRun(name: "self", at: pos)
        }
        return box.value
    }

    /// `base.name`. A member read is an everyday step: a variable's member is read here, in the
    /// dispatch, and every other base goes to `evaluateMemberOfExpression`.
    @inline(__always)
    private func evaluateMember(_ base: Expr, _ name: String, in env: Environment, pos: SourcePos) throws -> Value {
        if let (baseName, resolution) = try lookUpPlainName(base, in: env) {
            // `point.x`, `Color.red`: the base is looked up once.
            switch resolution {
            case .type(let type)?: return try staticMember(type, name, in: env, pos: pos)
            case .box(let box)?:
                let receiver = try readBox(box, name: baseName, pos: base.pos)
                if case .structValue(let structValue) = receiver,
                    let (value, updated) = try objectModel.initializeLazyField(structValue, name, pos: pos)
                {
                    try mutate(base, in: env, pos: pos) { $0 = updated }  // kept in the variable
                    return value
                }
                return try memberGet(receiver, name, pos: pos)
            default: break
            }
        }
        return try evaluateMemberOfExpression(base, name, in: env, pos: pos)
    }

    /// `super.name`, `Type.name` written as a path, `(x as P).name`, `f().name`.
    private func evaluateMemberOfExpression(
        _ base: Expr, _ name: String, in env: Environment, pos: SourcePos
    ) throws -> Value {
        if case .superRef = base.kind { return try superMember(name, in: env, pos: pos) }
        if let type = try staticBase(base, in: env) {
            return try staticMember(type, name, in: env, pos: pos)
        }
        let receiver = try evaluate(base, in: env)
        if case .cast = base.kind, let proto = staticProtocol(of: base, in: env),
            let property = protocolExtensionProperty(proto, name)
        {
            // Static dispatch, as for methods.
            return try runGetter(property, self: receiver, type: proto, pos: pos)
        }
        if case .object(let object) = receiver, case .cast = base.kind, let proto = staticProtocol(of: base, in: env),
            let property = objectModel.inheritedDefaultPropertyWitness(name, of: proto, for: object.type)
        {
            // A requirement whose witness is the extension's default, past a subclass's same-named property.
            return try runGetter(property, self: receiver, type: proto, pos: pos)
        }
        if case .structValue(let structValue) = receiver,
            let (value, updated) = try objectModel.initializeLazyField(structValue, name, pos: pos)
        {
            try mutate(base, in: env, pos: pos) { $0 = updated }
            return value
        }
        return try memberGet(receiver, name, pos: pos)
    }

    // MARK: Optionals and `try`

    /// `x!`: traps on nil.
    private func evaluateForceUnwrap(_ inner: Expr, in env: Environment, pos: SourcePos) throws -> Value {
        let value = try evaluate(inner, in: env)
        if case .optional(let wrapped) = value {
            guard let wrapped else {
                throw Self.unwrappedNil(at: pos)
            }
            return wrapped
        }
        return value
    }

    /// `x?` inside a chain: a nil ends the whole chain (`evaluateOptionalChain` catches it).
    private func evaluateOptionalBinding(_ inner: Expr, in env: Environment) throws -> Value {
        let value = try evaluate(inner, in: env)
        if case .optional(let wrapped) = value {
            guard let wrapped else { throw OptionalChainNil() }
            return wrapped
        }
        return value
    }

    /// `a?.b?.c`: the chain's value, wrapped once; nil when any link was.
    private func evaluateOptionalChain(_ inner: Expr, in env: Environment) throws -> Value {
        do {
            let value = try evaluate(inner, in: env)
            if case .optional = value { return value }
            if case .void = value { return .optional(.void) }
            return .optional(value)
        } catch is OptionalChainNil {
            return .optional(nil)
        }
    }

    /// `try`, `try?` (nil for a thrown error) and `try!` (traps on one).
    private func evaluateTry(
        _ inner: Expr, _ kind: TryKind, in env: Environment, pos: SourcePos, expected: TypeRef?
    ) throws -> Value {
        switch kind {
        case .plain: return try evaluate(inner, in: env, expected: expected)
        case .optional:
            do {
                let value = try evaluate(inner, in: env)
                if case .optional = value { return value }
                return .optional(value)
            } catch is ThrownValue { return .optional(nil) }
        case .optionalWrapping:
            do { return .optional(try evaluate(inner, in: env)) } catch is ThrownValue { return .optional(nil) }
        case .forced:
            do { return try evaluate(inner, in: env) } catch let thrown as ThrownValue {
                throw ScriptError.runtime(
                    "Fatal error: 'try!' expression unexpectedly raised an error: \(descriptions.describe(thrown.value, debug: false))",
                    at: pos)
            }
        }
    }

    /// `super`, `&x` and `_` where no expression may stand: swiftc's diagnostics.
    private func misplacedExpressionError(_ expr: Expr) -> ScriptError {
        switch expr.kind {
        case .superRef: return ScriptError.cannotRun("'super' where no superclass member is named", at: expr.pos)
        case .inoutRef:
            return ScriptError.cannotRun("'&' anywhere but on an argument to an inout parameter", at: expr.pos)
        case .postfix(let op, _): return ScriptError.cannotRun("the postfix operator '\(op)'", at: expr.pos)
        default:
            return ScriptError.cannotRun("'_' anywhere but in a pattern or on the left of an assignment", at: expr.pos)
        }
    }

    /// An `if`/`switch` whose every branch is a single expression: the implicit return value
    /// of a one-statement body (Swift 5.9).
    func isExpressionStatement(_ statement: Stmt) -> Bool {
        func branchOK(_ body: [Stmt]) -> Bool {
            guard body.count == 1 else { return false }
            switch body[0].kind {
            case .expr(let expr):
                if case .assign = expr.kind { return false }
                if case .call(let callee, _) = expr.kind, case .identifier("print") = callee.kind { return false }
                return true
            case .ifStmt, .switchStmt: return isExpressionStatement(body[0])
            case .throwStmt: return true
            default: return false
            }
        }
        switch statement.kind {
        case .ifStmt(_, let body, let elseBody):
            guard let elseBody else { return false }
            return branchOK(body) && branchOK(elseBody)
        case .switchStmt(_, let cases):
            return cases.allSatisfy { branchOK($0.body) }
        default: return false
        }
    }

    func selfTypeName(_ env: Environment) -> String? {
        guard let selfBox = findSelf(env) else { return nil }
        return typeInfo(of: selfBox.value)?.name
    }

    func isDoubleType(_ type: TypeRef) -> Bool {
        switch type {
        case .named(let name, _):
            // Asked for every integer literal with an expected type: names compared by key, and
            // the everyday scalars answered without hashing the name into the aliases.
            if NameKey.same(name, "Double") || NameKey.same(name, "Float") || NameKey.same(name, "CGFloat")
                || NameKey.same(name, "TimeInterval")
            {
                return true
            }
            if !registry.scalarNameAliased,
                NameKey.same(name, "Int") || NameKey.same(name, "String") || NameKey.same(name, "Bool")
            {
                return false
            }
            return registry.aliases[name].map(isDoubleType) ?? false
        case .optional(let wrapped): return isDoubleType(wrapped)
        default: return false
        }
    }

    func findSelf(_ env: Environment) -> Box? {
        var next: Environment? = env
        while let scope = next {
            if let box = scope.boundSelf { return box }
            if let box = scope.selfBox { return box }
            next = scope.parent
        }
        return nil
    }

    func evaluateIdentifier(_ name: String, in env: Environment, pos: SourcePos) throws -> Value {
        switch resolve(name, in: env) {
        case .box(let box)?: return try readBox(box, name: name, pos: pos)
        case .selfMember(let selfBox)?:
            if case .type(let type) = selfBox.value { return try staticMember(type, name, in: env, pos: pos) }
            if case .structValue(let structValue) = selfBox.value,
                let (value, updated) = try objectModel.initializeLazyField(structValue, name, pos: pos)
            {
                selfBox.value = updated  // a mutating method's `self`
                return value
            }
            return try memberGet(selfBox.value, name, pos: pos)
        case .functions(let decls, let scope)?:
            if decls.count > 0, OperatorTable.standard.binding(ofInfix: name) != nil {
                return standardOperatorValue(name, decls, scope, pos: pos)
            }
            return .function(Function(.script(decls[0], scope), name: name))
        case .type(let type)?:
            return .type(type)
        case nil:
            if let projection = try views.projectionInScope(name, in: env, pos: pos) { return projection }
            if let builtin = builtins.builtinGlobalFunction(name) { return .function(builtin) }
            if let first = name.first, Scanner.operatorChars.contains(first) {
                return .function(
                    Function(
                        .builtin { [unowned self] args, _ in
                            // `zip(a, b).map(-)`: a pair's elements are the two operands, as in Swift.
                            if args.count == 1, case .tuple(let pair, _) = args[0], pair.count == 2 {
                                return try self.binaryOperator(name, pair[0], pair[1], pos: pos)
                            }
                            guard args.count == 2 else {
                                throw ScriptError.cannotRun(
                                    "the operator '\(name)' called with other than two operands", at: pos)
                            }
                            return try self.binaryOperator(name, args[0], args[1], pos: pos)
                        }, name: name))
            }
            throw ScriptError.cannotRun(name: name, at: pos)
        }
    }

    /// `reduce(0, +)` where the program also declares a global `func +`: its function for the
    /// operands its parameters take, the standard operator for the others (Swift picks by type).
    private func standardOperatorValue(
        _ name: String, _ decls: [FunctionDecl], _ scope: Environment, pos: SourcePos
    ) -> Value {
        .function(
            Function(
                .builtin { [unowned self] args, _ in
                    if let decl = decls.first(where: { decl in
                        decl.params.count == args.count
                            && zip(decl.params, args).allSatisfy { self.casts.isInstance($1, of: $0.type) }
                    }) {
                        let function = Value.function(Function(.script(decl, scope), name: name))
                        return try self.callValue(function, args, labels: args.map { _ in nil }, pos: pos)
                    }
                    guard args.count == 2 else {
                        throw ScriptError.cannotRun(
                            "the operator '\(name)' called with other than two operands", at: pos)
                    }
                    return try self.binaryOperator(name, args[0], args[1], pos: pos)
                }, name: name))
    }

    /// A name read fast where `SlotResolver` placed it, else as any name.
    @inline(__always)
    func evaluatePlacedName(_ slot: NameSlot, in env: Environment, pos: SourcePos) throws -> Value {
        guard let box = placedBox(slot, in: env) else { return try evaluateIdentifier(slot.name, in: env, pos: pos) }
        if verifiesSlots { _ = try resolve(slot, in: env, pos: pos) }
        return try readBox(box, name: slot.name, pos: pos)
    }

    /// What a plain name (`x`, written or placed) refers to; nil for any other expression.
    @inline(__always)
    func lookUpPlainName(_ expr: Expr, in env: Environment) throws -> (String, Resolution?)? {
        switch expr.kind {
        case .identifier(let name): return (name, resolve(name, in: env))
        case .slot(let slot): return (slot.name, try resolve(slot, in: env, pos: expr.pos))
        default: return nil
        }
    }

    /// When `base` names a type (`Model.make()`, `Color.red`), the type; otherwise nil.
    func staticBase(_ base: Expr, in env: Environment) throws -> TypeValue? {
        if case .slot = base.kind { return try staticBase(unplaced(base), in: env) }
        switch base.kind {
        case .identifier(let name):
            switch resolve(name, in: env) {
            case .type(let type)?: return type
            case .box(let box)?:  // a metatype in a variable: `let k: Shape.Type = …; k.init()`
                if box.computed == nil, box.isInitialized, case .type(let type) = box.value { return type }
                return nil
            default: return nil
            }
        case .call(let callee, let args):
            // `type(of: x).member`: the dynamic type of x.
            guard case .identifier("type") = callee.kind, args.count == 1, args[0].label == "of" else { return nil }
            if case .type(let type) = try evaluate(base, in: env) { return type }
            return nil
        case .typeExpr(let written): return typeValue(for: written)
        case .member(let inner, let name):
            if let outer = try staticBase(inner, in: env), case .user(let outerType) = outer,
                let nested = outerType.nestedTypes[name]
            {
                return .user(nested)
            }
            return nil
        default: return nil
        }
    }

    // MARK: Operators

    func prefixOperator(_ op: String, _ operand: Value, pos: SourcePos) throws -> Value {
        if let result = try NumericOperators.prefix(op, operand, pos: pos) { return result }
        switch (op, operand) {
        case ("-", .int(let number)):
            guard number != Int.min else { throw overflow(pos) }
            return .int(-number)
        case ("-", .double(let number)): return .double(-number)
        case ("+", .int), ("+", .double): return operand
        case ("!", .bool(let flag)): return .bool(!flag)
        case ("~", .int(let number)): return .int(~number)
        default:
            if let type = typeInfo(of: operand),
                let method = type.findStaticMethod(op)?.first(where: {
                    $0.params.count == 1
                })
            {
                return try callFunctionDecl(
                    method, type: type, self: .type(.user(type)), args: [operand], labels: [nil], pos: pos)
            }
            throw ScriptError.cannotRun(
                "the operator '\(op)' on a value of type '\(descriptions.typeName(of: operand))'", at: pos)
        }
    }

    func evaluateBinary(
        _ op: String, _ lhs: Expr, _ rhs: Expr, in env: Environment, pos: SourcePos, expected: TypeRef?
    ) throws -> Value {
        switch op {
        case "&&":
            guard try truthy(try evaluate(lhs, in: env), lhs.pos) else { return .bool(false) }
            return .bool(try truthy(try evaluate(rhs, in: env), rhs.pos))
        case "||":
            if try truthy(try evaluate(lhs, in: env), lhs.pos) { return .bool(true) }
            return .bool(try truthy(try evaluate(rhs, in: env), rhs.pos))
        case "??":
            let lv = try evaluate(lhs, in: env)
            if case .optional(let wrapped) = lv {
                if let wrapped { return wrapped }
                return try evaluate(rhs, in: env, expected: expected)
            }
            return lv
        default:
            break
        }
        // An implicit member on one side takes its type from the other (`state == .done`).
        var lv: Value
        var rv: Value
        if case .implicitMember = lhs.kind {
            rv = try evaluate(rhs, in: env, expected: expected)
            lv = try evaluate(lhs, in: env, expected: typeRef(of: rv))
        } else {
            lv = try evaluate(lhs, in: env, expected: arithmeticExpected(op, expected))
            rv = try evaluate(rhs, in: env, expected: typeRef(of: lv) ?? arithmeticExpected(op, expected))
        }
        return try binaryOperator(op, lv, rv, pos: pos)
    }

    private func arithmeticExpected(_ op: String, _ expected: TypeRef?) -> TypeRef? {
        switch op {
        case "+", "-", "*", "/", "%": return expected
        default: return nil
        }
    }

    /// A TypeRef naming the dynamic type of a value, for contextual typing of the other operand.
    func typeRef(of value: Value) -> TypeRef? {
        switch value {
        case .double: return .named("Double", [])
        case .enumValue(let enumValue): return .named(enumValue.type.name, [])
        case .structValue(let structValue): return .named(structValue.type.name, [])
        case .object(let object): return .named(object.type.name, [])
        case .optional(let inner?): return typeRef(of: inner).map { .optional($0) }
        // `count == .some(3)`, `name != .none`: only Optional's own cases need to know it is one.
        case .optional(nil): return .optional(.named("Any", []))
        case .int: return .named("Int", [])
        case .string: return .named("String", [])
        case .bool: return .named("Bool", [])
        default: return nil
        }
    }

    func binaryOperator(_ op: String, _ lv: Value, _ rv: Value, pos: SourcePos) throws -> Value {
        // The everyday case first: no script type can own an operator on two `Int`s.
        if case .int(let left) = lv, case .int(let right) = rv, let result = try intOperator(op, left, right, pos: pos)
        {
            return result
        }
        if lv.isSubstring || rv.isSubstring {  // a substring's text, as Swift's StringProtocol operators see it
            return try binaryOperator(op, lv.droppingSubstring, rv.droppingSubstring, pos: pos)
        }
        // User-defined operators on script types come first.
        if let type = typeInfo(of: lv) ?? typeInfo(of: rv),
            let result = try scriptTypeOperator(op, of: type, lv, rv, pos: pos)
        {
            return result
        }
        if lv.isSizedNumber || rv.isSizedNumber, let result = try NumericOperators.binary(op, lv, rv, pos: pos) {
            return result
        }
        if let result = try builtinComparison(op, lv, rv, pos: pos) { return result }
        if let result = try builtinArithmetic(op, lv, rv, pos: pos) { return result }
        return try implicitlyUnwrappedOperands(op, lv, rv, pos: pos)
    }

    /// The operator a script type declares (`static func +`), or the one Swift derives from its
    /// `==` (`!=`) or `<` (`>`, `<=`, `>=`); nil when the type has neither.
    private func scriptTypeOperator(
        _ op: String, of type: TypeInfo, _ lv: Value, _ rv: Value, pos: SourcePos
    ) throws -> Value? {
        func callOperator(_ method: FunctionDecl, _ a: Value, _ b: Value) throws -> Value {
            try callFunctionDecl(
                method, type: type, self: .type(.user(type)), args: [a, b], labels: [nil, nil], pos: pos)
        }
        if let method = type.findStaticMethod(op)?.first(where: { $0.params.count == 2 }) {
            return try callOperator(method, lv, rv)
        }
        switch op {
        case "!=":
            if let method = type.findStaticMethod("==")?.first,
                case .bool(let isEqual) = try callOperator(method, lv, rv)
            {
                return .bool(!isEqual)
            }
            if let global = globalOperator("==", on: type),
                case .bool(let isEqual) = try callGlobalOperator(global, lv, rv, pos: pos)
            {
                return .bool(!isEqual)  // `a != b` beside a global `func ==`
            }
        case ">", "<=", ">=":
            if let method = type.findStaticMethod("<")?.first {
                func less(_ a: Value, _ b: Value) throws -> Bool {
                    if case .bool(let isLess) = try callOperator(method, a, b) { return isLess }
                    return false
                }
                switch op {
                case ">": return .bool(try less(rv, lv))
                case "<=": return .bool(!(try less(rv, lv)))
                default: return .bool(!(try less(lv, rv)))
                }
            }
        default: break
        }
        return nil
    }

    /// `==`, `!=`, `===`, `!==`, `<` … `>=`, ranges and `~=` on the built-in values; nil for any
    /// other operator.
    private func builtinComparison(_ op: String, _ lv: Value, _ rv: Value, pos: SourcePos) throws -> Value? {
        switch op {
        case "==": return .bool(valuesEqual(lv, rv))
        case "!=": return .bool(!valuesEqual(lv, rv))
        case "===", "!==":
            var same = false
            switch (unwrapOptional(lv), unwrapOptional(rv)) {
            case (.object(let left), .object(let right)): same = left === right
            case (.optional(nil), .optional(nil)): same = true
            case (.native(let left), .native(let right)): same = left.object === right.object
            default: same = false
            }
            return .bool(op == "===" ? same : !same)
        case "<", ">", "<=", ">=":
            guard let less = valuesLess(lv, rv), let greater = valuesLess(rv, lv) else {
                return try implicitlyUnwrappedOperands(op, lv, rv, pos: pos)
            }
            switch op {
            case "<": return .bool(less)
            case ">": return .bool(greater)
            case "<=": return .bool(!greater)
            default: return .bool(!less)
            }
        case "..<", "...": return try makeRange(op, lv, rv, pos: pos)
        case "~=":
            return .bool(try patternMatches(lv, rv, pos: pos))
        default: return nil
        }
    }

    /// `+ - * / %` on `Int`s and `Double`s, and `+` joining strings, characters, arrays and
    /// slices; nil when these operands take no such operator.
    private func builtinArithmetic(_ op: String, _ lv: Value, _ rv: Value, pos: SourcePos) throws -> Value? {
        switch (lv, rv) {
        case (.int(let left), .int(let right)):
            if let result = try intOperator(op, left, right, pos: pos) { return result }
        case (.double, .double), (.int, .double), (.double, .int):
            let left = asDouble(lv)!
            let right = asDouble(rv)!
            switch op {
            case "+": return .double(left + right)
            case "-": return .double(left - right)
            case "*": return .double(left * right)
            case "/": return .double(left / right)
            case "%":
                throw ScriptError.cannotRun("'%' on floating-point numbers (use truncatingRemainder)", at: pos)
            default: break
            }
        case (.string(let left), .string(let right)) where op == "+":
            try memory.ensureStringFits(left.utf8.count + right.utf8.count, at: pos)
            return .string(left + right)
        case (.string(let left), .character(let right)) where op == "+": return .string(left + String(right))
        case (.character(let left), .string(let right)) where op == "+": return .string(String(left) + right)
        case (.array(let left), .array(let right)) where op == "+",
            (.array(let left), .slice(let right, _)) where op == "+":  // Array + any Sequence is an Array
            try memory.ensureArrayFits(left.count + right.count, at: pos)
            return .array(left + right)
        case (.slice(let left, let start), .slice(let right, _)) where op == "+",
            (.slice(let left, let start), .array(let right)) where op == "+":  // a slice keeps its indices
            try memory.ensureArrayFits(left.count + right.count, at: pos)
            return .slice(left + right, startIndex: start)
        case (.array(let left), _) where op == "+" && typeInfo(of: rv)?.isScriptSequence == true:
            // `[0] + countdown`: Swift appends the program's sequence (`append(contentsOf:)`).
            let right = try copiedElements(of: rv, pos: pos)
            try memory.ensureArrayFits(left.count + right.count, at: pos)
            return .array(left + right)
        default: break
        }
        return nil
    }

    /// No operator takes these operands as they are. swiftc accepted the line, so an Optional
    /// among them is an implicitly unwrapped one (`var n: Int! = 3; n + 1`): Swift unwraps it,
    /// and traps when it is nil.
    private func implicitlyUnwrappedOperands(_ op: String, _ lv: Value, _ rv: Value, pos: SourcePos) throws -> Value {
        func unwrapped(_ value: Value) throws -> Value? {
            guard case .optional(let wrapped) = value else { return nil }
            guard let wrapped else {
                throw ScriptError.runtime(
                    "Fatal error: Unexpectedly found nil while implicitly unwrapping an Optional value", at: pos)
            }
            return wrapped
        }
        let left = try unwrapped(lv)
        let right = try unwrapped(rv)
        guard left != nil || right != nil else {
            throw ScriptError.cannotRun(
                "the operator '\(op)' on values of type '\(descriptions.typeName(of: lv))' and '\(descriptions.typeName(of: rv))'",
                at: pos)
        }
        return try binaryOperator(op, left ?? lv, right ?? rv, pos: pos)
    }

    /// `Int` with `Int`: checked arithmetic (a trap on overflow, as in Swift), bit operations
    /// and comparisons; nil for any other operator.
    @inline(__always)
    func intOperator(_ op: String, _ lhs: Int, _ rhs: Int, pos: SourcePos) throws -> Value? {
        switch op {
        case "+":
            let (result, overflowed) = lhs.addingReportingOverflow(rhs)
            if overflowed { throw overflow(pos) }
            return .int(result)
        case "-":
            let (result, overflowed) = lhs.subtractingReportingOverflow(rhs)
            if overflowed { throw overflow(pos) }
            return .int(result)
        case "*":
            let (result, overflowed) = lhs.multipliedReportingOverflow(by: rhs)
            if overflowed { throw overflow(pos) }
            return .int(result)
        case "/":
            if rhs == 0 { throw ScriptError.runtime("Fatal error: Division by zero", at: pos) }
            let (result, overflowed) = lhs.dividedReportingOverflow(by: rhs)
            if overflowed { throw ScriptError.runtime("Fatal error: Division results in an overflow", at: pos) }
            return .int(result)
        case "%":
            if rhs == 0 { throw ScriptError.runtime("Fatal error: Division by zero in remainder operation", at: pos) }
            let (result, overflowed) = lhs.remainderReportingOverflow(dividingBy: rhs)
            if overflowed {
                throw ScriptError.runtime(
                    "Fatal error: Division results in an overflow in remainder operation", at: pos)
            }
            return .int(result)
        case "&": return .int(lhs & rhs)
        case "|": return .int(lhs | rhs)
        case "^": return .int(lhs ^ rhs)
        case "<<": return .int(lhs << rhs)
        case ">>": return .int(lhs >> rhs)
        case "&+": return .int(lhs &+ rhs)
        case "&-": return .int(lhs &- rhs)
        case "&*": return .int(lhs &* rhs)
        case "==": return .bool(lhs == rhs)
        case "!=": return .bool(lhs != rhs)
        case "<": return .bool(lhs < rhs)
        case ">": return .bool(lhs > rhs)
        case "<=": return .bool(lhs <= rhs)
        case ">=": return .bool(lhs >= rhs)
        default: return nil
        }
    }

    private func overflow(_ pos: SourcePos) -> ScriptError {
        ScriptError.runtime("Fatal error: arithmetic overflow", at: pos)
    }

    func asDouble(_ value: Value) -> Double? {
        switch value {
        case .int(let integer): return Double(integer)
        case .double(let double): return double
        default: return nil
        }
    }

    func unwrapOptional(_ value: Value) -> Value {
        if case .optional(let inner?) = value { return unwrapOptional(inner) }
        return value
    }

    /// `pattern ~= value`: ranges contain, everything else compares equal.
    func patternMatches(_ pattern: Value, _ value: Value, pos: SourcePos) throws -> Bool {
        try rangeContains(pattern, value, pos: pos) ?? valuesEqual(pattern, value)
    }

    // MARK: Casts

    /// A constructed generic value keeps its static type's arguments (`CastKind.genericInstance`).
    private func withGenericArguments(_ value: Value, _ arguments: [TypeRef]) -> Value {
        switch value {
        case .structValue(var structValue):
            structValue.fields.genericArguments = arguments
            return .structValue(structValue)
        case .object(let object):
            object.fields.genericArguments = arguments
            return value
        case .optional(let wrapped?): return .optional(withGenericArguments(wrapped, arguments))
        default: return value
        }
    }

    func cast(_ value: Value, to type: TypeRef, kind: CastKind, in env: Environment, pos: SourcePos) throws -> Value {
        if kind != .asType, kind != .overloadChoice { try casts.refuseUndecidedCast(value, casting: type, pos: pos) }
        switch kind {
        case .asType:
            return coerce(value, to: type, in: env)
        case .overloadChoice, .boundGenericLiteral, .genericInstance:
            return value
        case .isType:
            return .bool(casts.isInstance(value, of: type))
        case .asOptional:
            let inner = unwrapOptional(value)
            if case .optional(nil) = inner { return .optional(nil) }
            return casts.isInstance(inner, of: type) ? .optional(coerce(inner, to: type, in: env)) : .optional(nil)
        case .asForced:
            let inner = unwrapOptional(value)
            guard casts.isInstance(inner, of: type) else {
                throw ScriptError.runtime(
                    "Could not cast value of type '\(descriptions.typeName(of: inner))' to '\(type)'", at: pos)
            }
            return coerce(inner, to: type, in: env)
        }
    }

    /// `value` as the stored property holds it (`1` stored in a `Double` is `1.0`). Run on
    /// every field write, so it stays here beside `coerce(_:to:)` rather than on `ObjectModel`.
    func coerce(_ value: Value, toField stored: StoredProperty) -> Value {
        guard let type = stored.type, !stored.holdsAsDeclared(value, aliases: registry.aliases) else { return value }
        return coerce(value, to: type)
    }

    /// Adapts a value to a declared type: Int literals to Double, values to Optionals.
    func coerce(_ value: Value, to type: TypeRef, in env: Environment? = nil) -> Value {
        switch type {
        case .optional(let inner), .implicitlyUnwrapped(let inner):
            if case .optional(let wrapped) = value {
                guard let wrapped else { return value }
                if isOptionalType(inner) { return .optional(coerce(wrapped, to: inner, in: env)) }
                return .optional(coerce(wrapped, to: inner, in: env))
            }
            return .optional(coerce(value, to: inner, in: env))
        case .named(let name, let args):
            if args.isEmpty, !registry.scalarNameAliased, isOwnType(value, name) { return value }
            if case .optional(let wrapped?) = value, isConcreteNonOptionalType(name) {
                // In a program swiftc accepted, an Optional reaches a concrete non-optional
                // type only from an implicitly unwrapped optional (`let s: String! …;
                // let t: String = s`): Swift unwraps it here. (A nil one traps in Swift; here
                // it stays nil: coerce cannot stop the program.)
                return coerce(wrapped, to: type, in: env)
            }
            if let numeric = numbers.numericCoercion(value, to: name) { return numeric }
            switch name {
            case "Double", "CGFloat", "TimeInterval":
                if case .int(let integer) = value { return .double(Double(integer)) }
            case "Array":
                if args.count == 1 { return coerce(value, to: .array(args[0]), in: env) }
            case "Set":
                if case .array(let items) = value {
                    var set = OrderedSet()
                    for item in items { set.insert(args.first.map { coerce(item, to: $0, in: env) } ?? item) }
                    return .set(set)
                }
            case "Character":
                if case .string(let text) = value, text.count == 1 { return .character(text.first!) }
            case "Unicode.Scalar", "UnicodeScalar":
                // A literal the compiler typed as a scalar: one scalar by construction.
                if case .string(let text) = value, text.unicodeScalars.count == 1 {
                    return .unicodeScalar(text.unicodeScalars.first!)
                }
            case "Range", "ClosedRange":
                if args.count == 1 { return coerceRangeBounds(value, to: args[0], in: env) }
            default:
                if !registry.aliases.isEmpty, let alias = registry.aliases[name] {
                    return coerce(value, to: alias, in: env)
                }
            }
            return value
        case .array(let element):
            if case .array(let items) = value {
                if needsCoercion(element) { return .array(items.map { coerce($0, to: element, in: env) }) }
            }
            return value
        case .dictionary(_, let valueType):
            if case .dictionary(var dictionary) = value, needsCoercion(valueType) {
                for key in dictionary.keys { dictionary[key] = coerce(dictionary[key]!, to: valueType, in: env) }
                return .dictionary(dictionary)
            }
            return value
        case .tuple(let types):
            // `let t: (Int, Int) = (x: 1, y: 2)`: the labels go with the conversion, `(1, 2)`.
            if case .tuple(let items, _) = value, items.count == types.count {
                return .tuple(
                    zip(items, types).map { coerce($0, to: $1, in: env) }, Array(repeating: nil, count: items.count))
            }
            return value
        case .labeledTuple(let labels, let types):
            if case .tuple(let items, _) = value, items.count == types.count {
                return .tuple(zip(items, types).map { coerce($0, to: $1, in: env) }, labels)
            }
            return value
        default:
            return value
        }
    }

    func isOptionalType(_ type: TypeRef) -> Bool { type.isOptional }

    /// A type that can never hold an Optional: the standard library's concrete value types and
    /// the program's structs, classes, enums and actors (not protocols, `Any`, aliases or
    /// generic parameters, which may stand for an Optional).
    private func isConcreteNonOptionalType(_ name: String) -> Bool {
        switch name {
        case "Int", "String", "Bool", "Double", "Float", "Character", "Substring", "Array", "Dictionary", "Set":
            return registry.aliases[name] == nil
        case _ where IntegerKind(name: name) != nil: return registry.aliases[name] == nil
        default:
            guard registry.aliases[name] == nil, let type = lookupTypeByPath(name, in: globals) else { return false }
            return type.kind != .protocolType && type.kind != .extensionDecl
        }
    }

    /// An `Int` passed where an `Int` is declared (a `String`, `Bool`, `Double` likewise): nothing
    /// to adapt. Every typed parameter, return and store is coerced; this spares them the
    /// comparisons with each type name that needs adapting.
    private func isOwnType(_ value: Value, _ name: String) -> Bool {
        let key = NameKey(name)
        switch value {
        case .int: return key.names("Int", sameAs: name, NameKey("Int"))
        case .string: return key.names("String", sameAs: name, NameKey("String"))
        case .bool: return key.names("Bool", sameAs: name, NameKey("Bool"))
        case .double: return key.names("Double", sameAs: name, NameKey("Double"))
        default: return false
        }
    }

    private func needsCoercion(_ type: TypeRef) -> Bool {
        switch type {
        case .optional, .implicitlyUnwrapped: return true
        case .named(let name, _):
            return name == "Double" || name == "Float" || name == "Character" || name == "Set"
                || name == "Unicode.Scalar" || name == "UnicodeScalar" || registry.aliases[name] != nil
        case .array(let element): return needsCoercion(element)
        case .dictionary(_, let value): return needsCoercion(value)
        case .tuple, .labeledTuple: return true
        default: return false
        }
    }

    // MARK: #expect and friends

    func evaluatePound(
        _ name: String, _ args: [Argument], _ text: String, in env: Environment, pos: SourcePos
    ) throws -> Value {
        switch name {
        case "#expect", "#require":
            guard let first = args.first else {
                throw ScriptError.cannotRun("'\(name)' without a condition", at: pos)
            }
            var values: String? = nil
            var passed: Bool
            let message = try args.dropFirst().first.map {
                try descriptions.describeForPrint(try evaluate($0.value, in: env), pos: pos)
            }
            if case .binary(let op, let lhs, let rhs) = first.value.kind,
                ["==", "!=", "<", ">", "<=", ">=", "===", "!=="].contains(op)
            {
                let lv = try evaluate(lhs, in: env)
                let rv = try evaluate(rhs, in: env, expected: typeRef(of: lv))
                passed = try truthy(try binaryOperator(op, lv, rv, pos: pos), pos)
                if !passed {
                    // Swift Testing's expansion: `(counter.changes → 1) == 3`; a side whose value
                    // reads as its source (a literal) is shown as written.
                    let parts = text.components(separatedBy: " \(op) ")
                    let lhsText = parts.count == 2 ? parts[0] : "lhs"
                    let rhsText = parts.count == 2 ? parts[1] : "rhs"
                    func expanded(_ source: String, _ value: Value) -> String {
                        let shown = descriptions.describe(value, debug: true)
                        return shown == source ? source : "(\(source) → \(shown))"
                    }
                    values = "\(expanded(lhsText, lv)) \(op) \(expanded(rhsText, rv))"
                }
            } else {
                let value = try evaluate(first.value, in: env)
                passed = try truthy(value, first.value.pos)
                if !passed { values = "\(text) → false" }
            }
            let location = SourceLocation(
                file: sources.file, line: pos.line + sources.firstLine - 1, column: pos.column)
            output.expectations.append(
                ExpectationResult(
                    passed: passed, expression: text, message: message, values: values, location: location))
            return .void
        case "#line": return .int(pos.line + sources.firstLine - 1)
        case "#file", "#filePath", "#fileID": return .string(sources.file)
        default:
            throw ScriptError.cannotRun("the macro '\(name)'", at: pos)
        }
    }
}
