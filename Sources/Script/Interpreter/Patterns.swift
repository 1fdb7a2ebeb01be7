// Pattern matching (`switch`, `if case`, `for case`, `catch`), sequences and subscripts.

import ScriptFrontEnd

extension Interpreter {
    func bindPattern(_ pattern: Pattern, _ value: Value, in env: Environment) throws -> Bool {
        switch pattern {
        case .wildcard:
            return true
        case .binding(let name, let isLet):
            env.define(name, Box(value, isLet: isLet))
            return true
        case .expression(let patternExpr):
            return try matchesExpressionPattern(patternExpr, value, in: env)
        case .enumCase(let typeName, let name, let subpatterns):
            return try bindEnumCasePattern(typeName, name, subpatterns, value, in: env)
        case .tuple(let items):
            guard case .tuple(let values, _) = value, values.count == items.count else { return false }
            for (item, element) in zip(items, values) {
                if !(try bindPattern(item.1, element, in: env)) { return false }
            }
            return true
        case .optionalSome(let inner):
            // Statically an Optional; a value the interpreter left unwrapped (`c ? nil : (a, b)`
            // gives the tuple itself) is `.some`.
            guard case .optional(let wrapped) = value else { return try bindPattern(inner, value, in: env) }
            guard let wrapped else { return false }
            return try bindPattern(inner, wrapped, in: env)
        case .isType(let type):
            try casts.refuseUndecidedCast(value, casting: type, pos: bounds.lastTick)
            return casts.isInstance(value, of: type)
        case .asType(let inner, let type):
            try casts.refuseUndecidedCast(value, casting: type, pos: bounds.lastTick)
            let unwrapped = unwrapOptional(value)
            guard casts.isInstance(unwrapped, of: type) else { return false }
            return try bindPattern(inner, coerce(unwrapped, to: type), in: env)
        }
    }

    /// `case expr`: `~=` (a script type's own, or the built-in one) between the pattern's value and the subject.
    private func matchesExpressionPattern(_ patternExpr: Expr, _ value: Value, in env: Environment) throws -> Bool {
        if case .identifier(let name) = patternExpr.kind, resolve(name, in: env) == nil {
            throw ScriptError.cannotRun(name: name, at: patternExpr.pos)
        }
        // `case 0 as Int`: a type-casting pattern around `0`, so a `0.0` is not an Int zero.
        if case .cast(_, let type, .asType) = patternExpr.kind, !casts.isInstance(value, of: type) {
            return false
        }
        let matched = try evaluate(patternExpr, in: env, expected: typeRef(of: value))
        if case .enumValue(let matchedCase) = matched, case .optional(let inner?) = value, case .enumValue = inner {
            return try patternMatches(.enumValue(matchedCase), inner, pos: patternExpr.pos)
        }
        if let matchedType = typeInfo(of: matched), let matchOperator = matchedType.findStaticMethod("~=")?.first {
            let result = try callFunctionDecl(
                matchOperator, type: matchedType, self: .type(.user(matchedType)), args: [matched, value],
                labels: [nil, nil], pos: patternExpr.pos)
            if case .bool(let matches) = result { return matches }
        }
        if let matchOperator = globalPatternOperator(matching: matched, against: value),
            case .bool(let matches) = try callGlobalOperator(matchOperator, matched, value, pos: patternExpr.pos)
        {
            return matches  // `case Even():` with a global `func ~= (_: Even, v: Int) -> Bool`
        }
        if typeInfo(of: matched) != nil, let matchedType = typeInfo(of: matched),
            matchedType.findStaticMethod("==") != nil
        {
            return try truthy(try binaryOperator("==", matched, value, pos: patternExpr.pos), patternExpr.pos)
        }
        return try patternMatches(matched, value, pos: patternExpr.pos)
    }

    /// A program's global `~=` taking the pattern's type and the subject's (`(Mod, Int)`, `(String, Int)`).
    private func globalPatternOperator(matching pattern: Value, against subject: Value) -> FunctionDecl? {
        guard globals.functions["~="] != nil else { return nil }
        return globalOperator(
            "~=", takingTypesNamed: descriptions.typeName(of: pattern), descriptions.typeName(of: subject))
    }

    /// `case .name(sub…)` / `case Type.name(sub…)`: also `.some`/`.none` on an Optional, and
    /// a static value of the type used as an expression pattern.
    private func bindEnumCasePattern(
        _ typeName: String?, _ name: String, _ subpatterns: [(String?, Pattern)]?, _ value: Value, in env: Environment
    ) throws -> Bool {
        var subject = value
        if case .optional(let wrapped) = value {
            // `.some(x)` / `.none` on optionals, or a case of the wrapped enum.
            if name == "some", let wrapped, let payloadPatterns = subpatterns, payloadPatterns.count == 1 {
                return try bindPattern(payloadPatterns[0].1, wrapped, in: env)
            }
            if name == "none" { return wrapped == nil }
            guard let wrapped else { return false }
            subject = wrapped
        }
        guard case .enumValue(let enumValue) = subject else {
            if typeName != nil {
                // `Type.staticValue` as an expression pattern.
                let expr = Expr(.member(Expr(.identifier(typeName!), .unknown), name), .unknown)
                return try patternMatches(try evaluate(expr, in: env), value, pos: .unknown)
            }
            if name == "some" || name == "none" { return false }
            let member = try implicitMember(name, args: nil, expected: typeRef(of: subject), in: env, pos: .unknown)
            return valuesEqual(member, subject)
        }
        if let typeName, typeName != enumValue.type.name, lookupTypeByPath(typeName, in: env) !== enumValue.type {
            return false
        }
        if enumValue.type.cases[name] == nil {
            throw ScriptError.cannotRun(member: name, of: "\(enumValue.type.name).Type", at: .unknown)
        }
        guard enumValue.caseName == name else { return false }
        guard let payloadPatterns = subpatterns else { return true }
        if payloadPatterns.count == enumValue.payload.count {
            for (sub, payloadValue) in zip(payloadPatterns, enumValue.payload) {
                if !(try bindPattern(sub.1, payloadValue, in: env)) { return false }
            }
            return true
        }
        if payloadPatterns.count == 1 {
            return try bindPattern(payloadPatterns[0].1, .tuple(enumValue.payload, enumValue.labels), in: env)
        }
        throw ScriptError.cannotRun("a pattern for the case '\(name)' with a wrong number of values", at: .unknown)
    }

    func callFunctionDecl(
        _ decl: FunctionDecl, type: TypeInfo, self selfValue: Value, args: [Value], labels: [String?], pos: SourcePos
    ) throws -> Value {
        let boxes = zip(decl.params, args).map { Box(coerce($1, to: $0.type), isLet: true) }
        return try invoke(
            decl, definingEnv: type.environment, selfBox: Box(selfValue, isLet: true), selfType: type, params: boxes,
            pos: pos)
    }

    /// The elements a copy of the sequence holds (`Array(s)`, `Set(s)`, `append(contentsOf: s)`): a
    /// program's own sequence is asked its `underestimatedCount` first, as Swift's copies do.
    func copiedElements(of value: Value, pos: SourcePos) throws -> [Value] {
        if let type = typeInfo(of: value), type.isScriptSequence {
            return try extensionDispatch.copiedElements(ofSequence: value, pos: pos)
        }
        return try elements(of: value, pos: pos)
    }

    /// The elements a `for … in` loop (or a sequence method) visits.
    func elements(of value: Value, pos: SourcePos) throws -> [Value] {
        if let type = typeInfo(of: value), type.isScriptSequence {
            return try extensionDispatch.elements(ofSequence: value, pos: pos)
        }
        if case .substring(let text, _) = value { return try elements(of: .string(text), pos: pos) }
        if case .boundsRange(let range) = value, let integers = try sizedIntegerElements(range, pos: pos) {
            return integers
        }
        switch value {
        case .array(let items), .slice(let items, _): return items
        case .set(let set): return set.elements
        case .dictionary(let dictionary):
            return zip(dictionary.keys, dictionary.values).map { .tuple([$0, $1], ["key", "value"]) }
        case .range(let lower, let upper, let closed):
            let end = closed ? upper : upper - 1
            if end < lower { return [] }
            let (span, overflow) = end.subtractingReportingOverflow(lower)
            if overflow || span > Self.largestRangeWalked {
                // Counted without overflow: `Int.min...Int.max` holds more integers than an Int counts.
                throw Self.rangeTooLarge(overflow || span == .max ? "more than \(Int.max)" : "\(span + 1)", at: pos)
            }
            return (lower...end).map { .int($0) }
        case .string(let string): return string.map { .character($0) }
        case .optional(let inner?): return try elements(of: inner, pos: pos)
        default:
            throw ScriptError.cannotRun(
                "a 'for' loop over a value of type '\(descriptions.typeName(of: value))', which is not a sequence",
                at: pos)
        }
    }

    // MARK: Subscripts

    func subscriptGet(_ value: Value, _ indices: [Value], labels: [String?], pos: SourcePos) throws -> Value {
        if !registry.builtinExtensions.isEmpty, extensionDispatch.mayUseExtensionSubscript(value, indices, labels) {
            var receiver = value
            if let result = try extensionDispatch.callBuiltinExtensionSubscript(
                &receiver, "subscript", indices, labels: labels, pos: pos)
            {
                return result
            }
        }
        switch (value, indices.first) {
        case (.array(let items), .int(let index)?):
            guard index >= 0 && index < items.count else {
                throw ScriptError.runtime("Fatal error: Index out of range", at: pos)
            }
            return items[index]
        case (.array(let items), .range?), (.slice(let items, _), .range?), (.slice(let items, _), .int?):
            return try collections.sliceSubscript(value, items, indices[0], pos: pos)
        case (.range, _?),
            (.boundsRange, _?) where value.isHalfOpenIntegerRange && labels == [nil]:
            return try rangeSubscript(value, indices[0], pos: pos)
        case (.dictionary(let dictionary), let key?):
            if labels.count == 2, labels[1] == "default" {
                return dictionary[key] ?? indices[1]
            }
            return .optional(dictionary[key])
        case (.string(let string), .stringIndex?), (.string(let string), .boundsRange?):
            return try strings.stringSubscript(string, indices[0], pos: pos)
        case (.substring(let text, let start), .stringIndex?), (.substring(let text, let start), .boundsRange?):
            return try strings.substringSubscript(text, start, indices[0], pos: pos)
        case (.string, .int?), (.string, .range?):
            throw ScriptError.cannotRun("a String subscripted by an Int (a String.Index is needed)", at: pos)
        case (.object, _), (.structValue, _), (.enumValue, _), (.type(.user), _):
            if labels.first == "keyPath", case .keyPath(let keyPath)? = indices.first {
                return try applyKeyPath(keyPath, to: value, pos: pos)
            }
            var receiver = value
            if let result = try objectModel.callDeclaredSubscript(
                &receiver, "subscript", indices, labels: labels, pos: pos)
            {
                return result
            }
            throw ScriptError.cannotRun("a subscript of a value of type '\(descriptions.typeName(of: value))'", at: pos)
        case (_, .keyPath(let keyPath)?) where labels.first == "keyPath":
            return try applyKeyPath(keyPath, to: value, pos: pos)
        case (.native(let box), _) where box.object is ScriptBinding || box.object is ObjectProjection:
            return try views.subscriptBinding(box, indices, labels: labels, pos: pos)
        default:
            throw ScriptError.cannotRun(
                "a subscript of a value of type '\(descriptions.typeName(of: value))' by a value of type '\(indices.first.map { descriptions.typeName(of: $0) } ?? "()")'",
                at: pos)
        }
    }

    func subscriptSet(
        _ value: inout Value, _ indices: [Value], labels: [String?], _ newValue: Value, pos: SourcePos
    ) throws {
        if !registry.builtinExtensions.isEmpty, extensionDispatch.mayUseExtensionSubscript(value, indices, labels),
            try extensionDispatch.callBuiltinExtensionSubscript(
                &value, "subscript(set)", indices + [newValue], labels: labels + [nil], pos: pos) != nil
        {
            return
        }
        // An array is taken out of `value` before it changes (a `switch (value, …)` tuple would
        // hold a second reference, and each store would copy the whole array).
        if case .array(var items) = value, case .int(let index)? = indices.first {
            guard index >= 0 && index < items.count else {
                throw ScriptError.runtime("Fatal error: Index out of range", at: pos)
            }
            value = .void
            items[index] = newValue
            value = .array(items)
            return
        }
        if case .array(var items) = value, let range = indices.first, case .range = range,
            let replacement = collections.elementsOfArrayOrSlice(newValue)
        {
            value = .void
            defer { value = .array(items) }
            try collections.replaceSlice(&items, range, with: replacement, pos: pos)
            return
        }
        switch (value, indices.first) {
        case (.slice(var items, let start), .int(let index)?):
            guard index >= start && index < start + items.count else {
                throw ScriptError.runtime("Fatal error: Index out of bounds", at: pos)
            }
            value = .void
            items[index - start] = newValue
            value = .slice(items, startIndex: start)
        case (.dictionary(var dictionary), let key?):
            value = .void
            if case .optional(let wrapped) = newValue { dictionary[key] = wrapped } else { dictionary[key] = newValue }
            value = .dictionary(dictionary)
        default:
            if labels.first == "keyPath", case .keyPath(let keyPath)? = indices.first {
                try setThroughKeyPath(&value, keyPath, newValue, pos: pos)  // `x[keyPath: \.self] = y` too
                return
            }
            if try objectModel.callDeclaredSubscript(
                &value, "subscript(set)", indices + [newValue], labels: labels + [nil], pos: pos)
                != nil
            {
                return
            }
            throw ScriptError.cannotRun(
                "an assignment through a subscript of a value of type '\(descriptions.typeName(of: value))'", at: pos)
        }
    }

    func modifySubscript(
        _ value: inout Value, _ indices: [Value], labels: [String?], pos: SourcePos,
        _ body: (inout Value) throws -> Void
    ) throws {
        if extensionDispatch.usesExtensionSubscript(value, indices, labels) {
            // `scores[safe: 2]! += 1`: the program's subscript reads it and writes it back.
            var element = try subscriptGet(value, indices, labels: labels, pos: pos)
            try body(&element)
            if !element.isReference { try subscriptSet(&value, indices, labels: labels, element, pos: pos) }
            return
        }
        if case .array(var items) = value, case .int(let index)? = indices.first {
            // Taken out of `value` first, as in subscriptSet: the array stays unique.
            guard index >= 0 && index < items.count else {
                throw ScriptError.runtime("Fatal error: Index out of range", at: pos)
            }
            var element = items[index]
            if element.isReference {
                try body(&element)
                return
            }
            value = .void
            items[index] = .void
            defer {
                items[index] = element
                value = .array(items)
            }
            try body(&element)
            return
        }
        if case .dictionary(var dictionary) = value, let key = indices.first {
            if labels.count == 2, labels[1] == "default" {
                value = .void
                defer { value = .dictionary(dictionary) }
                // `counts[k, default: 0] += 1`: a present key's value changes where it is (one look-up).
                if try dictionary.modifyValue(forKey: key, body) { return }
                var element = indices[1]
                defer { dictionary[key] = element }
                try body(&element)
                return
            }
            var element = Value.optional(dictionary[key])
            if element.isReference {
                try body(&element)
                return
            }
            value = .void
            defer {
                if case .optional(let wrapped) = element {
                    dictionary[key] = wrapped
                } else {
                    dictionary[key] = element
                }
                value = .dictionary(dictionary)
            }
            try body(&element)
            return
        }
        if labels.first == "keyPath", case .keyPath(let keyPath)? = indices.first {
            try modifyThroughKeyPath(&value, keyPath.components[...], pos: pos, body)
            return
        }
        var element = try subscriptGet(value, indices, labels: labels, pos: pos)
        try body(&element)
        if !element.isReference { try subscriptSet(&value, indices, labels: labels, element, pos: pos) }
    }
}
