import Foundation

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
        if name == "Self", let t = currentSelfType(env) { return .type(.user(t)) }
        var e: Environment? = env
        while let scope = e {
            // This loop runs for every identifier evaluated: most scopes hold a few variables
            // (compared, not hashed) and no functions or types (empty tables are skipped).
            if let b = scope.values[name] { return .box(b) }
            // `guard let self` inside a `[weak self]` closure: members of self are in scope.
            if let s = scope.boundSelf, case .object(let o) = s.value, o.type.hasMember(name) {
                return .selfMember(s)
            }
            if !scope.functions.isEmpty, let fs = scope.functions[name] { return .functions(fs, scope) }
            if !scope.types.isEmpty, let t = scope.types[name] { return .type(.user(t)) }
            if let selfBox = scope.selfBox {
                if case .type(.user(let t)) = selfBox.value {
                    if t.staticProperties[name] != nil || t.findStaticMethod(name) != nil || t.cases[name] != nil
                        || staticDeclared(t, name)
                    {
                        return .selfMember(selfBox)
                    }
                    if let nested = t.nestedTypes[name] { return .type(.user(nested)) }
                } else if let t = typeInfo(of: selfBox.value) {
                    if t.hasMember(name) { return .selfMember(selfBox) }
                    if let nested = t.nestedTypes[name] { return .type(.user(nested)) }
                    if t.staticProperties[name] != nil || t.findStaticMethod(name) != nil {
                        return .selfMember(Box(.type(.user(t))))
                    }
                } else if let st = scope.selfType, registry.builtinExtensions[st.name] === st, st.hasMember(name) {
                    return .selfMember(selfBox)
                }
            }
            if let st = scope.selfType, let nested = st.nestedTypes[name] { return .type(.user(nested)) }
            e = scope.parent
        }
        if let alias = registry.aliases[name] { return .type(typeValue(for: alias)) }
        if builtinTypeNames.contains(name) { return .type(.builtin(name)) }
        // Inside an extension of a builtin type, unqualified names are members of self.
        if builtinGlobalFunction(name) == nil, let selfBox = findSelf(env), typeInfo(of: selfBox.value) == nil,
            !isTypeValue(selfBox.value)
        {
            return .selfMember(selfBox)
        }
        if builtinTypeNames.contains(name) { return .type(.builtin(name)) }
        return nil
    }

    private func isTypeValue(_ v: Value) -> Bool {
        if case .type = v { return true }
        return false
    }

    private func staticDeclared(_ t: TypeInfo, _ name: String) -> Bool {
        var c: TypeInfo? = t
        while let x = c {
            if x.staticProperties[name] != nil { return true }
            c = x.superclass
        }
        return false
    }

    func typeValue(for ref: TypeRef) -> TypeValue {
        switch ref {
        case .array(let e): return .array(e)
        case .dictionary(let k, let v): return .dictionary(k, v)
        case .optional(let t), .implicitlyUnwrapped(let t): return .optional(t)
        case .named(let n, let args):
            if n == "Array", args.count == 1 { return .array(args[0]) }
            if n == "Dictionary", args.count == 2 { return .dictionary(args[0], args[1]) }
            if n == "Optional", args.count == 1 { return .optional(args[0]) }
            if let t = lookupTypeByPath(n, in: globals) { return .user(t) }
            if let alias = registry.aliases[n] { return typeValue(for: alias) }
            return .builtin(n)
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
            throw ScriptError.compile(
                box.isLet
                    ? "constant '\(name)' used before being initialized"
                    : "variable '\(name)' used before being initialized", at: pos)
        }
        let v = box.value
        if case .native(let n) = v, n === inAccessMarkerBox {
            throw ScriptError.runtime(
                "Fatal error: Simultaneous accesses to '\(name)', but modification requires exclusive access", at: pos)
        }
        return v
    }

    /// Runs a function-like body: an explicit `return`, or a single expression's value.
    func runBody(_ body: [Stmt], in env: Environment, pos: SourcePos) throws -> Value {
        if body.count == 1, case .expr(let e) = body[0].kind {
            return try evaluate(e, in: env)
        }
        if body.count == 1, isExpressionStatement(body[0]) {
            return try evaluateStatementExpr(body[0], in: env, expected: nil)
        }
        let flow = try execute(body, in: env)
        if case .returned(let v) = flow { return v }
        return .void
    }

    func evaluate(_ e: Expr, in env: Environment, expected: TypeRef? = nil) throws -> Value {
        try StackHeadroom.ensureForRunning(at: e.pos)
        switch e.kind {
        case .integer(let i):
            if let expected, isDoubleType(expected) { return .double(Double(i)) }
            return .int(i)
        case .float(let d): return .double(d)
        case .bool(let b): return .bool(b)
        case .nilLiteral: return .optional(nil)
        case .string(let parts):
            var s = ""
            for part in parts {
                switch part {
                case .text(let t): s += t
                case .expr(let x):
                    let piece = try describeForPrint(try evaluate(x, in: env), pos: x.pos)
                    try ensureStringFits(s.utf8.count + piece.utf8.count, at: x.pos)
                    s += piece
                }
            }
            return .string(s)
        case .identifier(let name):
            return try evaluateIdentifier(name, in: env, pos: e.pos)
        case .selfRef:
            guard let box = findSelf(env) else {
                throw ScriptError.compile(
                    "cannot find 'self' in scope; did you mean to use it in a type or extension context?", at: e.pos)
            }
            return box.value
        case .superRef:
            throw ScriptError.compile("'super' members cannot be referenced in a root class", at: e.pos)
        case .implicitMember(let name):
            return try implicitMember(name, args: nil, expected: expected, in: env, pos: e.pos)
        case .member(let base, let name):
            if case .superRef = base.kind { return try superMember(name, in: env, pos: e.pos) }
            if let type = try staticBase(base, in: env) {
                return try staticMember(type, name, in: env, pos: e.pos)
            }
            let v = try evaluate(base, in: env)
            if case .cast = base.kind, let proto = staticProtocol(of: base, in: env),
                let property = protocolExtensionProperty(proto, name)
            {
                return try runGetter(property, self: v, type: proto, pos: e.pos)  // static dispatch, as for methods
            }
            return try memberGet(v, name, pos: e.pos)
        case .call(let callee, let args):
            return try evaluateCall(callee, args, in: env, pos: e.pos, expected: expected)
        case .subscriptAccess(let base, let args):
            let v = try evaluate(base, in: env)
            let indices = try args.map { try evaluate($0.value, in: env) }
            return try subscriptGet(v, indices, labels: args.map(\.label), pos: e.pos)
        case .prefix(let op, let operand):
            let v = try evaluate(operand, in: env, expected: expected)
            return try prefixOperator(op, v, pos: e.pos)
        case .binary(let op, let l, let r):
            return try evaluateBinary(op, l, r, in: env, pos: e.pos, expected: expected)
        case .assign(let op, let target, let valueExpr):
            try evaluateAssignment(op, target, valueExpr, in: env, pos: e.pos)
            return .void
        case .ternary(let c, let a, let b):
            return try truthy(try evaluate(c, in: env), c.pos)
                ? try evaluate(a, in: env, expected: expected) : try evaluate(b, in: env, expected: expected)
        case .closure(let closure):
            return try makeClosure(closure, in: env)
        case .array(let items):
            var elementType: TypeRef? = nil
            if let expected, case .array(let t) = expected { elementType = t }
            return .array(
                try items.map { item in
                    let v = try evaluate(item, in: env, expected: elementType)
                    return elementType.map { coerce(v, to: $0, in: env) } ?? v
                })
        case .dictionary(let pairs):
            var d = OrderedDictionary()
            var kt: TypeRef? = nil
            var vt: TypeRef? = nil
            if let expected, case .dictionary(let k, let v) = expected {
                kt = k
                vt = v
            }
            for (k, v) in pairs {
                var value = try evaluate(v, in: env, expected: vt)
                if let vt { value = coerce(value, to: vt, in: env) }
                d[try evaluate(k, in: env, expected: kt)] = value
            }
            return .dictionary(d)
        case .tuple(let items):
            return .tuple(try items.map { try evaluate($0.value, in: env) }, items.map(\.label))
        case .forceUnwrap(let inner):
            let v = try evaluate(inner, in: env)
            if case .optional(let o) = v {
                guard let o else {
                    throw ScriptError.runtime(
                        "Fatal error: Unexpectedly found nil while unwrapping an Optional value", at: e.pos)
                }
                return o
            }
            return v
        case .bindOptional(let inner):
            let v = try evaluate(inner, in: env)
            if case .optional(let o) = v {
                guard let o else { throw OptionalChainNil() }
                return o
            }
            return v
        case .optionalChain(let inner):
            do {
                let v = try evaluate(inner, in: env)
                if case .optional = v { return v }
                if case .void = v { return .optional(.void) }
                return .optional(v)
            } catch is OptionalChainNil {
                return .optional(nil)
            }
        case .cast(let inner, let type, let kind):
            let v = try evaluate(inner, in: env, expected: kind == .asType ? type : nil)
            return try cast(v, to: type, kind: kind, in: env, pos: e.pos)
        case .tryExpr(let inner, let kind):
            switch kind {
            case .plain: return try evaluate(inner, in: env, expected: expected)
            case .optional:
                do {
                    let v = try evaluate(inner, in: env)
                    if case .optional = v { return v }
                    return .optional(v)
                } catch is ThrownValue { return .optional(nil) }
            case .forced:
                do { return try evaluate(inner, in: env) } catch let t as ThrownValue {
                    throw ScriptError.runtime(
                        "Fatal error: 'try!' expression unexpectedly raised an error: \(describe(t.value, debug: false))",
                        at: e.pos)
                }
            }
        case .awaitExpr(let inner):
            return try evaluate(inner, in: env, expected: expected)
        case .keyPath(let root, let components):
            return .keyPath(KeyPathValue(rootType: root ?? (selfTypeName(env)), components: components))
        case .typeExpr(let t):
            return .type(typeValue(for: t))
        case .inoutRef:
            throw ScriptError.compile("'&' may only be used to pass an argument to an inout parameter", at: e.pos)
        case .pound(let name, let args, let text):
            return try evaluatePound(name, args, text, in: env, pos: e.pos)
        case .discard:
            throw ScriptError.compile(
                "'_' can only appear in a pattern or on the left side of an assignment", at: e.pos)
        case .statementExpr(let statement):
            return try evaluateStatementExpr(statement, in: env, expected: expected)
        }
    }

    /// An `if`/`switch` whose every branch is a single expression: the implicit return value
    /// of a one-statement body (Swift 5.9).
    func isExpressionStatement(_ s: Stmt) -> Bool {
        func branchOK(_ body: [Stmt]) -> Bool {
            guard body.count == 1 else { return false }
            switch body[0].kind {
            case .expr(let e):
                if case .assign = e.kind { return false }
                if case .call(let callee, _) = e.kind, case .identifier("print") = callee.kind { return false }
                return true
            case .ifStmt, .switchStmt: return isExpressionStatement(body[0])
            case .throwStmt: return true
            default: return false
            }
        }
        switch s.kind {
        case .ifStmt(_, let body, let elseBody):
            guard let elseBody else { return false }
            return branchOK(body) && branchOK(elseBody)
        case .switchStmt(_, let cases):
            return cases.allSatisfy { branchOK($0.body) }
        default: return false
        }
    }

    func selfTypeName(_ env: Environment) -> String? {
        guard let s = findSelf(env) else { return nil }
        return typeInfo(of: s.value)?.name
    }

    func isDoubleType(_ t: TypeRef) -> Bool {
        switch t {
        case .named(let n, _):
            return n == "Double" || n == "Float" || n == "CGFloat" || n == "TimeInterval"
                || (registry.aliases[n].map(isDoubleType) ?? false)
        case .optional(let i): return isDoubleType(i)
        default: return false
        }
    }

    func findSelf(_ env: Environment) -> Box? {
        var e: Environment? = env
        while let scope = e {
            if let b = scope.boundSelf { return b }
            if let b = scope.selfBox { return b }
            e = scope.parent
        }
        return nil
    }

    func evaluateIdentifier(_ name: String, in env: Environment, pos: SourcePos) throws -> Value {
        switch resolve(name, in: env) {
        case .box(let b)?: return try readBox(b, name: name, pos: pos)
        case .selfMember(let selfBox)?:
            if case .type(let t) = selfBox.value { return try staticMember(t, name, in: env, pos: pos) }
            return try memberGet(selfBox.value, name, pos: pos)
        case .functions(let decls, let scope)?:
            return .function(Function(.script(decls[0], scope), name: name))
        case .type(let t)?:
            return .type(t)
        case nil:
            if let projection = try projectionInScope(name, in: env, pos: pos) { return projection }
            if let builtin = builtinGlobalFunction(name) { return .function(builtin) }
            if let first = name.first, Scanner.operatorChars.contains(first) {
                return .function(
                    Function(
                        .builtin { [unowned self] args, _ in
                            guard args.count == 2 else {
                                throw ScriptError.compile("operator '\(name)' needs two operands", at: pos)
                            }
                            return try self.binaryOperator(name, args[0], args[1], pos: pos)
                        }, name: name))
            }
            throw ScriptError.compile("cannot find '\(name)' in scope", at: pos)
        }
    }

    /// When `base` names a type (`Model.make()`, `Color.red`), the type; otherwise nil.
    func staticBase(_ base: Expr, in env: Environment) throws -> TypeValue? {
        switch base.kind {
        case .identifier(let name):
            if case .type(let t)? = resolve(name, in: env) { return t }
            return nil
        case .typeExpr(let t): return typeValue(for: t)
        case .member(let inner, let name):
            if let outer = try staticBase(inner, in: env), case .user(let t) = outer, let nested = t.nestedTypes[name] {
                return .user(nested)
            }
            return nil
        default: return nil
        }
    }

    // MARK: Operators

    func prefixOperator(_ op: String, _ v: Value, pos: SourcePos) throws -> Value {
        if let result = try numericPrefixOperator(op, v, pos: pos) { return result }
        switch (op, v) {
        case ("-", .int(let i)):
            guard i != Int.min else { throw overflow(pos) }
            return .int(-i)
        case ("-", .double(let d)): return .double(-d)
        case ("+", .int), ("+", .double): return v
        case ("!", .bool(let b)): return .bool(!b)
        case ("~", .int(let i)): return .int(~i)
        default:
            if let t = typeInfo(of: v), let f = t.findStaticMethod(op)?.first {
                return try callFunctionDecl(f, type: t, self: .type(.user(t)), args: [v], labels: [nil], pos: pos)
            }
            throw ScriptError.compile(
                "unary operator '\(op)' cannot be applied to an operand of type '\(typeName(of: v))'", at: pos)
        }
    }

    func evaluateBinary(
        _ op: String, _ l: Expr, _ r: Expr, in env: Environment, pos: SourcePos, expected: TypeRef?
    ) throws -> Value {
        switch op {
        case "&&":
            guard try truthy(try evaluate(l, in: env), l.pos) else { return .bool(false) }
            return .bool(try truthy(try evaluate(r, in: env), r.pos))
        case "||":
            if try truthy(try evaluate(l, in: env), l.pos) { return .bool(true) }
            return .bool(try truthy(try evaluate(r, in: env), r.pos))
        case "??":
            let lv = try evaluate(l, in: env)
            if case .optional(let o) = lv {
                if let o { return o }
                return try evaluate(r, in: env, expected: expected)
            }
            return lv
        default:
            break
        }
        // An implicit member on one side takes its type from the other (`state == .done`).
        var lv: Value
        var rv: Value
        if case .implicitMember = l.kind {
            rv = try evaluate(r, in: env, expected: expected)
            lv = try evaluate(l, in: env, expected: typeRef(of: rv))
        } else {
            lv = try evaluate(l, in: env, expected: arithmeticExpected(op, expected))
            rv = try evaluate(r, in: env, expected: typeRef(of: lv) ?? arithmeticExpected(op, expected))
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
    func typeRef(of v: Value) -> TypeRef? {
        switch v {
        case .double: return .named("Double", [])
        case .enumValue(let e): return .named(e.type.name, [])
        case .structValue(let s): return .named(s.type.name, [])
        case .object(let o): return .named(o.type.name, [])
        case .optional(let inner?): return typeRef(of: inner).map { .optional($0) }
        default: return nil
        }
    }

    func binaryOperator(_ op: String, _ lv: Value, _ rv: Value, pos: SourcePos) throws -> Value {
        // The everyday case first: no script type can own an operator on two `Int`s.
        if case .int(let a) = lv, case .int(let b) = rv, let result = try intOperator(op, a, b, pos: pos) {
            return result
        }
        if lv.isSubstring || rv.isSubstring {  // a substring's text, as Swift's StringProtocol operators see it
            return try binaryOperator(op, lv.droppingSubstring, rv.droppingSubstring, pos: pos)
        }
        // User-defined operators on script types come first.
        if let t = typeInfo(of: lv) ?? typeInfo(of: rv) {
            if let f = t.findStaticMethod(op)?.first {
                return try callFunctionDecl(
                    f, type: t, self: .type(.user(t)), args: [lv, rv], labels: [nil, nil], pos: pos)
            }
            switch op {
            case "!=":
                if let f = t.findStaticMethod("==")?.first {
                    let r = try callFunctionDecl(
                        f, type: t, self: .type(.user(t)), args: [lv, rv], labels: [nil, nil], pos: pos)
                    if case .bool(let b) = r { return .bool(!b) }
                }
            case ">", "<=", ">=":
                if let f = t.findStaticMethod("<")?.first {
                    func less(_ a: Value, _ b: Value) throws -> Bool {
                        if case .bool(let x) = try callFunctionDecl(
                            f, type: t, self: .type(.user(t)), args: [a, b], labels: [nil, nil], pos: pos)
                        {
                            return x
                        }
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
        }
        if lv.isSizedNumber || rv.isSizedNumber, let result = try numericOperator(op, lv, rv, pos: pos) {
            return result
        }
        switch op {
        case "==": return .bool(valuesEqual(lv, rv))
        case "!=": return .bool(!valuesEqual(lv, rv))
        case "===", "!==":
            var same = false
            switch (unwrapOptional(lv), unwrapOptional(rv)) {
            case (.object(let a), .object(let b)): same = a === b
            case (.optional(nil), .optional(nil)): same = true
            case (.native(let a), .native(let b)): same = a.object === b.object
            default: same = false
            }
            return .bool(op == "===" ? same : !same)
        case "<", ">", "<=", ">=":
            guard let less = valuesLess(lv, rv), let greater = valuesLess(rv, lv) else {
                throw ScriptError.compile(
                    "binary operator '\(op)' cannot be applied to operands of type '\(typeName(of: lv))' and '\(typeName(of: rv))'",
                    at: pos)
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
        default: break
        }
        switch (lv, rv) {
        case (.int(let a), .int(let b)):
            if let result = try intOperator(op, a, b, pos: pos) { return result }
        case (.double, .double), (.int, .double), (.double, .int):
            let a = asDouble(lv)!
            let b = asDouble(rv)!
            switch op {
            case "+": return .double(a + b)
            case "-": return .double(a - b)
            case "*": return .double(a * b)
            case "/": return .double(a / b)
            case "%":
                throw ScriptError.compile(
                    "'%' is unavailable: For floating point numbers use truncatingRemainder instead", at: pos)
            default: break
            }
        case (.string(let a), .string(let b)) where op == "+":
            try ensureStringFits(a.utf8.count + b.utf8.count, at: pos)
            return .string(a + b)
        case (.string(let a), .character(let b)) where op == "+": return .string(a + String(b))
        case (.character(let a), .string(let b)) where op == "+": return .string(String(a) + b)
        case (.array(let a), .array(let b)) where op == "+":
            try ensureArrayFits(a.count + b.count, at: pos)
            return .array(a + b)
        default: break
        }
        throw ScriptError.compile(
            "binary operator '\(op)' cannot be applied to operands of type '\(typeName(of: lv))' and '\(typeName(of: rv))'",
            at: pos)
    }

    /// `Int` with `Int`: checked arithmetic (a trap on overflow, as in Swift), bit operations
    /// and comparisons; nil for any other operator.
    @inline(__always)
    func intOperator(_ op: String, _ a: Int, _ b: Int, pos: SourcePos) throws -> Value? {
        switch op {
        case "+":
            let (r, o) = a.addingReportingOverflow(b)
            if o { throw overflow(pos) }
            return .int(r)
        case "-":
            let (r, o) = a.subtractingReportingOverflow(b)
            if o { throw overflow(pos) }
            return .int(r)
        case "*":
            let (r, o) = a.multipliedReportingOverflow(by: b)
            if o { throw overflow(pos) }
            return .int(r)
        case "/":
            if b == 0 { throw ScriptError.runtime("Fatal error: Division by zero", at: pos) }
            let (r, o) = a.dividedReportingOverflow(by: b)
            if o { throw ScriptError.runtime("Fatal error: Division results in an overflow", at: pos) }
            return .int(r)
        case "%":
            if b == 0 { throw ScriptError.runtime("Fatal error: Division by zero in remainder operation", at: pos) }
            let (r, o) = a.remainderReportingOverflow(dividingBy: b)
            if o {
                throw ScriptError.runtime(
                    "Fatal error: Division results in an overflow in remainder operation", at: pos)
            }
            return .int(r)
        case "&": return .int(a & b)
        case "|": return .int(a | b)
        case "^": return .int(a ^ b)
        case "<<": return .int(a << b)
        case ">>": return .int(a >> b)
        case "&+": return .int(a &+ b)
        case "&-": return .int(a &- b)
        case "&*": return .int(a &* b)
        case "==": return .bool(a == b)
        case "!=": return .bool(a != b)
        case "<": return .bool(a < b)
        case ">": return .bool(a > b)
        case "<=": return .bool(a <= b)
        case ">=": return .bool(a >= b)
        default: return nil
        }
    }

    private func overflow(_ pos: SourcePos) -> ScriptError {
        ScriptError.runtime("Fatal error: arithmetic overflow", at: pos)
    }

    func asDouble(_ v: Value) -> Double? {
        switch v {
        case .int(let i): return Double(i)
        case .double(let d): return d
        default: return nil
        }
    }

    func unwrapOptional(_ v: Value) -> Value {
        if case .optional(let inner?) = v { return unwrapOptional(inner) }
        return v
    }

    /// `pattern ~= value`: ranges contain, everything else compares equal.
    func patternMatches(_ pattern: Value, _ value: Value, pos: SourcePos) throws -> Bool {
        try rangeContains(pattern, value, pos: pos) ?? valuesEqual(pattern, value)
    }

    // MARK: Casts

    func cast(_ v: Value, to type: TypeRef, kind: CastKind, in env: Environment, pos: SourcePos) throws -> Value {
        switch kind {
        case .asType:
            return coerce(v, to: type, in: env)
        case .isType:
            return .bool(isInstance(v, of: type))
        case .asOptional:
            let inner = unwrapOptional(v)
            if case .optional(nil) = inner { return .optional(nil) }
            return isInstance(inner, of: type) ? .optional(coerce(inner, to: type, in: env)) : .optional(nil)
        case .asForced:
            let inner = unwrapOptional(v)
            guard isInstance(inner, of: type) else {
                throw ScriptError.runtime("Could not cast value of type '\(typeName(of: inner))' to '\(type)'", at: pos)
            }
            return coerce(inner, to: type, in: env)
        }
    }

    func isInstance(_ v: Value, of type: TypeRef) -> Bool {
        switch type {
        case .optional(let t):
            if case .optional(nil) = v { return true }
            return isInstance(unwrapOptional(v), of: t)
        case .array(let t):
            guard case .array(let items) = v else { return false }
            return items.allSatisfy { isInstance($0, of: t) }
        case .dictionary:
            if case .dictionary = v { return true }
            return false
        case .existential(let parts):
            return parts.allSatisfy { isInstance(v, of: $0) }
        case .named(let name, _):
            switch name {
            case "Any": return true
            case "AnyObject":
                if case .object = v { return true }
                return false
            case "Int":
                if case .int = v { return true }
                return false
            case "Double":
                if case .double = v { return true }
                return false
            case "Float":
                if case .float = v { return true }
                return false
            case _ where IntegerKind(name: name) != nil:
                if case .fixedInteger(let n) = v { return n.kind.name == name }
                return false
            case "String":
                if case .string = v { return true }
                return false
            case "Bool":
                if case .bool = v { return true }
                return false
            case "Character":
                if case .character = v { return true }
                return false
            case "Error": return typeInfo(of: v)?.conforms(to: "Error") ?? false
            case "Equatable", "Hashable", "Comparable", "CustomStringConvertible":
                if let t = typeInfo(of: v) { return t.conforms(to: name) }
                switch v {
                case .int, .double, .string, .bool, .character: return true
                default: return false
                }
            default:
                guard let t = typeInfo(of: v) else { return false }
                if let target = lookupTypeByPath(name, in: globals) {
                    if target.kind == .protocolType { return t.conforms(to: name) }
                    return t.isSubclass(of: target)
                }
                return t.conforms(to: name)
            }
        default:
            return false
        }
    }

    /// Adapts a value to a declared type: Int literals to Double, values to Optionals.
    func coerce(_ v: Value, to type: TypeRef, in env: Environment? = nil) -> Value {
        switch type {
        case .optional(let inner), .implicitlyUnwrapped(let inner):
            if case .optional(let o) = v {
                guard let o else { return v }
                if isOptionalType(inner) { return .optional(coerce(o, to: inner, in: env)) }
                return .optional(coerce(o, to: inner, in: env))
            }
            return .optional(coerce(v, to: inner, in: env))
        case .named(let name, let args):
            if let numeric = numericCoercion(v, to: name) { return numeric }
            switch name {
            case "Double", "CGFloat", "TimeInterval":
                if case .int(let i) = v { return .double(Double(i)) }
            case "Array":
                if args.count == 1 { return coerce(v, to: .array(args[0]), in: env) }
            case "Set":
                if case .array(let items) = v {
                    var s = OrderedSet()
                    for i in items { s.insert(args.first.map { coerce(i, to: $0, in: env) } ?? i) }
                    return .set(s)
                }
            case "Character":
                if case .string(let s) = v, s.count == 1 { return .character(s.first!) }
            case "Range", "ClosedRange":
                if args.count == 1 { return coerceRangeBounds(v, to: args[0], in: env) }
            default:
                if let alias = registry.aliases[name] { return coerce(v, to: alias, in: env) }
            }
            return v
        case .array(let element):
            if case .array(let items) = v {
                if needsCoercion(element) { return .array(items.map { coerce($0, to: element, in: env) }) }
            }
            return v
        case .dictionary(_, let valueType):
            if case .dictionary(var d) = v, needsCoercion(valueType) {
                for k in d.keys { d[k] = coerce(d[k]!, to: valueType, in: env) }
                return .dictionary(d)
            }
            return v
        case .tuple(let types):
            if case .tuple(let items, let labels) = v, items.count == types.count {
                return .tuple(zip(items, types).map { coerce($0, to: $1, in: env) }, labels)
            }
            return v
        case .labeledTuple(let labels, let types):
            if case .tuple(let items, _) = v, items.count == types.count {
                return .tuple(zip(items, types).map { coerce($0, to: $1, in: env) }, labels)
            }
            return v
        default:
            return v
        }
    }

    func isOptionalType(_ t: TypeRef) -> Bool { t.isOptional }

    private func needsCoercion(_ t: TypeRef) -> Bool {
        switch t {
        case .optional, .implicitlyUnwrapped: return true
        case .named(let n, _):
            return n == "Double" || n == "Float" || n == "Character" || n == "Set" || registry.aliases[n] != nil
        case .array(let e): return needsCoercion(e)
        case .dictionary(_, let v): return needsCoercion(v)
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
                throw ScriptError.compile("missing argument for parameter #1 in macro expansion", at: pos)
            }
            var values: String? = nil
            var passed: Bool
            let message = try args.dropFirst().first.map {
                try describeForPrint(try evaluate($0.value, in: env), pos: pos)
            }
            if case .binary(let op, let l, let r) = first.value.kind,
                ["==", "!=", "<", ">", "<=", ">=", "===", "!=="].contains(op)
            {
                let lv = try evaluate(l, in: env)
                let rv = try evaluate(r, in: env, expected: typeRef(of: lv))
                passed = try truthy(try binaryOperator(op, lv, rv, pos: pos), pos)
                if !passed {
                    let parts = text.components(separatedBy: " \(op) ")
                    let lt = parts.count == 2 ? parts[0] : "lhs"
                    let rt = parts.count == 2 ? parts[1] : "rhs"
                    values = "\(lt) → \(describe(lv, debug: true)), \(rt) → \(describe(rv, debug: true))"
                }
            } else {
                let v = try evaluate(first.value, in: env)
                passed = try truthy(v, first.value.pos)
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
            throw ScriptError.compile("macro '\(name)' is not supported in the workbook", at: pos)
        }
    }
}
