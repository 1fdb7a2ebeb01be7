// Pattern matching (`switch`, `if case`, `for case`, `catch`), sequences and subscripts.

extension Interpreter {
    func bindPattern(_ pattern: Pattern, _ value: Value, in env: Environment) throws -> Bool {
        switch pattern {
        case .wildcard:
            return true
        case .binding(let name, let isLet):
            env.define(name, Box(value, isLet: isLet))
            return true
        case .expression(let e):
            if case .identifier(let name) = e.kind, resolve(name, in: env) == nil {
                throw ScriptError.compile("cannot find '\(name)' in scope", at: e.pos)
            }
            let p = try evaluate(e, in: env, expected: typeRef(of: value))
            if case .enumValue(let pe) = p, case .optional(let inner?) = value, case .enumValue = inner {
                return try patternMatches(.enumValue(pe), inner, pos: e.pos)
            }
            if let t = typeInfo(of: p), let f = t.findStaticMethod("~=")?.first {
                let r = try callFunctionDecl(
                    f, type: t, self: .type(.user(t)), args: [p, value], labels: [nil, nil], pos: e.pos)
                if case .bool(let b) = r { return b }
            }
            if typeInfo(of: p) != nil, let t = typeInfo(of: p), t.findStaticMethod("==") != nil {
                return try truthy(try binaryOperator("==", p, value, pos: e.pos), e.pos)
            }
            return try patternMatches(p, value, pos: e.pos)
        case .enumCase(let typeName, let name, let subpatterns):
            var subject = value
            if case .optional(let o) = value {
                // `.some(x)` / `.none` on optionals, or a case of the wrapped enum.
                if name == "some", let o, let subs = subpatterns, subs.count == 1 {
                    return try bindPattern(subs[0].1, o, in: env)
                }
                if name == "none" { return o == nil }
                guard let o else { return false }
                subject = o
            }
            guard case .enumValue(let e) = subject else {
                if typeName != nil {
                    // `Type.staticValue` as an expression pattern.
                    let expr = Expr(.member(Expr(.identifier(typeName!), .unknown), name), .unknown)
                    return try patternMatches(try evaluate(expr, in: env), value, pos: .unknown)
                }
                if name == "some" || name == "none" { return false }
                let p = try implicitMember(name, args: nil, expected: typeRef(of: subject), in: env, pos: .unknown)
                return valuesEqual(p, subject)
            }
            if let typeName, typeName != e.type.name, lookupTypeByPath(typeName, in: env) !== e.type { return false }
            if e.type.cases[name] == nil {
                throw ScriptError.compile("type '\(e.type.name)' has no member '\(name)'", at: .unknown)
            }
            guard e.caseName == name else { return false }
            guard let subs = subpatterns else { return true }
            if subs.count == e.payload.count {
                for (sub, v) in zip(subs, e.payload) {
                    if !(try bindPattern(sub.1, v, in: env)) { return false }
                }
                return true
            }
            if subs.count == 1 {
                return try bindPattern(subs[0].1, .tuple(e.payload, e.labels), in: env)
            }
            throw ScriptError.compile("tuple pattern has the wrong length for enum case '\(name)'", at: .unknown)
        case .tuple(let items):
            guard case .tuple(let values, _) = value, values.count == items.count else { return false }
            for (p, v) in zip(items, values) {
                if !(try bindPattern(p.1, v, in: env)) { return false }
            }
            return true
        case .optionalSome(let inner):
            guard case .optional(let o) = value, let o else { return false }
            return try bindPattern(inner, o, in: env)
        case .isType(let t):
            return isInstance(value, of: t)
        case .asType(let inner, let t):
            let unwrapped = unwrapOptional(value)
            guard isInstance(unwrapped, of: t) else { return false }
            return try bindPattern(inner, coerce(unwrapped, to: t), in: env)
        }
    }

    func callFunctionDecl(
        _ decl: FunctionDecl, type: TypeInfo, self selfValue: Value, args: [Value], labels: [String?], pos: SourcePos
    ) throws -> Value {
        let boxes = zip(decl.params, args).map { Box(coerce($1, to: $0.type), isLet: true) }
        return try invoke(
            decl, definingEnv: type.environment, selfBox: Box(selfValue, isLet: true), selfType: type, params: boxes,
            pos: pos)
    }

    /// The elements a `for … in` loop (or a sequence method) visits.
    func elements(of v: Value, pos: SourcePos) throws -> [Value] {
        if let type = typeInfo(of: v), type.isScriptSequence { return try elements(ofSequence: v, pos: pos) }
        if case .substring(let text, _) = v { return try elements(of: .string(text), pos: pos) }
        switch v {
        case .array(let items), .slice(let items, _): return items
        case .set(let s): return s.elements
        case .dictionary(let d): return zip(d.keys, d.values).map { .tuple([$0, $1], ["key", "value"]) }
        case .range(let a, let b, let closed):
            let end = closed ? b : b - 1
            if end < a { return [] }
            let (span, overflow) = end.subtractingReportingOverflow(a)
            if overflow || span > 50_000_000 {
                throw ScriptError.stopped(
                    "execution stopped: a range of \(end - a + 1) elements is too large for the workbook", at: pos)
            }
            return (a...end).map { .int($0) }
        case .string(let s): return s.map { .character($0) }
        case .optional(let inner?): return try elements(of: inner, pos: pos)
        default:
            throw ScriptError.compile("for-in loop requires '\(typeName(of: v))' to conform to 'Sequence'", at: pos)
        }
    }

    // MARK: Subscripts

    func subscriptGet(_ v: Value, _ indices: [Value], labels: [String?], pos: SourcePos) throws -> Value {
        switch (v, indices.first) {
        case (.array(let items), .int(let i)?):
            guard i >= 0 && i < items.count else {
                throw ScriptError.runtime("Fatal error: Index out of range", at: pos)
            }
            return items[i]
        case (.array(let items), .range?), (.slice(let items, _), .range?), (.slice(let items, _), .int?):
            return try sliceSubscript(v, items, indices[0], pos: pos)
        case (.dictionary(let d), let key?):
            if labels.count == 2, labels[1] == "default" {
                return d[key] ?? indices[1]
            }
            return .optional(d[key])
        case (.string(let s), .stringIndex?), (.string(let s), .tuple?):
            return try stringSubscript(s, indices[0], pos: pos)
        case (.substring(let s, let start), .stringIndex?), (.substring(let s, let start), .tuple?):
            return try substringSubscript(s, start, indices[0], pos: pos)
        case (.string, .int?), (.string, .range?):
            throw ScriptError.compile(
                "'subscript(_:)' is unavailable: cannot subscript String with an Int, use a String.Index instead.",
                at: pos)
        case (.object, _), (.structValue, _), (.enumValue, _):
            if labels.first == "keyPath", case .keyPath(let kp)? = indices.first {
                return try applyKeyPath(kp, to: v, pos: pos)
            }
            var receiver = v
            if let result = try callDeclaredSubscript(&receiver, "subscript", indices, labels: labels, pos: pos) {
                return result
            }
            throw ScriptError.compile("value of type '\(typeName(of: v))' has no subscripts", at: pos)
        case (_, .keyPath(let kp)?) where labels.first == "keyPath":
            return try applyKeyPath(kp, to: v, pos: pos)
        case (.native(let n), _) where n.object is ScriptBinding || n.object is ObjectProjection:
            return try subscriptBinding(n, indices, labels: labels, pos: pos)
        default:
            throw ScriptError.compile(
                "cannot subscript a value of type '\(typeName(of: v))' with an argument of type '\(indices.first.map { typeName(of: $0) } ?? "()")'",
                at: pos)
        }
    }

    func subscriptSet(_ v: inout Value, _ indices: [Value], labels: [String?], _ newValue: Value, pos: SourcePos) throws
    {
        switch (v, indices.first) {
        case (.slice(var items, let start), .int(let i)?):
            guard i >= start && i < start + items.count else {
                throw ScriptError.runtime("Fatal error: Index out of bounds", at: pos)
            }
            v = .void
            items[i - start] = newValue
            v = .slice(items, startIndex: start)
        case (.array(var items), .int(let i)?):
            guard i >= 0 && i < items.count else {
                throw ScriptError.runtime("Fatal error: Index out of range", at: pos)
            }
            v = .void
            items[i] = newValue
            v = .array(items)
        case (.dictionary(var d), let key?):
            v = .void
            if case .optional(let o) = newValue { d[key] = o } else { d[key] = newValue }
            v = .dictionary(d)
        default:
            if labels.first == "keyPath", case .keyPath(let kp)? = indices.first, kp.components.count == 1 {
                try setProperty(&v, kp.components[0], newValue, initializing: false, pos: pos)
                return
            }
            if try callDeclaredSubscript(&v, "subscript(set)", indices + [newValue], labels: labels + [nil], pos: pos)
                != nil
            {
                return
            }
            throw ScriptError.compile(
                "cannot assign through subscript of a value of type '\(typeName(of: v))'", at: pos)
        }
    }

    func modifySubscript(
        _ v: inout Value, _ indices: [Value], labels: [String?], pos: SourcePos, _ body: (inout Value) throws -> Void
    ) throws {
        switch (v, indices.first) {
        case (.array(var items), .int(let i)?):
            guard i >= 0 && i < items.count else {
                throw ScriptError.runtime("Fatal error: Index out of range", at: pos)
            }
            var element = items[i]
            if element.isReference {
                try body(&element)
                return
            }
            v = .void
            items[i] = .void
            defer {
                items[i] = element
                v = .array(items)
            }
            try body(&element)
        case (.dictionary(var d), let key?):
            if labels.count == 2, labels[1] == "default" {
                var element = d[key] ?? indices[1]
                v = .void
                defer {
                    d[key] = element
                    v = .dictionary(d)
                }
                try body(&element)
                return
            }
            var element = Value.optional(d[key])
            if element.isReference {
                try body(&element)
                return
            }
            v = .void
            defer {
                if case .optional(let o) = element { d[key] = o } else { d[key] = element }
                v = .dictionary(d)
            }
            try body(&element)
        default:
            if labels.first == "keyPath", case .keyPath(let kp)? = indices.first, kp.components.count == 1 {
                try modifyProperty(&v, kp.components[0], pos: pos, body)
                return
            }
            var element = try subscriptGet(v, indices, labels: labels, pos: pos)
            try body(&element)
            if !element.isReference { try subscriptSet(&v, indices, labels: labels, element, pos: pos) }
        }
    }
}
