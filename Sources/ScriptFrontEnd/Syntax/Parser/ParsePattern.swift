// Patterns of `case`, `catch`, `for` and `if case`: bindings, enum cases with payloads,
// tuples, `is`/`as` casts, optionals and expression patterns; and the tuple pattern after
// `let`/`var` (`let ((x, y), distance) = queue[head]`), tuples inside tuples allowed: a flat one
// is `VarDecl.tupleNames`, a nested one also keeps its shape.

extension Parser {
    package mutating func parsePattern(bindingMode: Bool) throws -> Pattern {
        var pattern = try parsePatternPrimary(bindingMode: bindingMode)
        while true {
            if check("?") && !current.spaceBefore {
                advance()
                pattern = .optionalSome(pattern)
                continue
            }
            if matchKeyword("as") {
                pattern = .asType(pattern, try parseType())
                continue
            }
            break
        }
        return pattern
    }

    package mutating func parsePatternPrimary(bindingMode: Bool) throws -> Pattern {
        try ensureStackHeadroom()
        if checkKeyword("let") || checkKeyword("var") {
            let isLet = advance().text == "let"
            if current.kind == .identifier && !peekToken().isSymbol(".") && !peekToken().isSymbol("(") {
                return .binding(advance().text, isLet: isLet)
            }
            return try parsePattern(bindingMode: true)
        }
        if current.isKeyword("_") || (current.kind == .identifier && current.text == "_") {
            advance()
            return .wildcard
        }
        if matchKeyword("is") { return .isType(try parseType()) }
        if check("(") {
            // Tuple pattern (or a parenthesised expression pattern).
            let save = index
            advance()
            var items: [(String?, Pattern)] = []
            var ok = true
            while !check(")") {
                var label: String? = nil
                if current.kind == .identifier && peekToken().isSymbol(":") {
                    label = advance().text
                    advance()
                }
                do { items.append((label, try parsePattern(bindingMode: bindingMode))) } catch {
                    ok = false
                    break
                }
                if !match(",") { break }
            }
            if ok && match(")") {
                // `(0..<1)?`: parentheses around one unlabelled pattern are that pattern (Swift has no 1-tuples).
                if items.count == 1, items[0].0 == nil { return items[0].1 }
                return .tuple(items)
            }
            index = save
        }
        if check(".") && peekToken().kind == .identifier || (check(".") && peekToken().kind == .keyword) {
            advance()
            let name = advance().text
            return .enumCase(type: nil, name: name, try parsePatternPayload(bindingMode: bindingMode))
        }
        if bindingMode && current.kind == .identifier && !peekToken().isSymbol(".") && !peekToken().isSymbol("(") {
            return .binding(advance().text, isLet: true)
        }
        if current.kind == .identifier, let first = current.text.first, first.isUppercase,
            peekToken().isSymbol("."), peekToken(2).kind == .identifier, peekToken(3).isSymbol("(") || bindingMode
        {
            let type = advance().text
            advance()
            let name = advance().text
            return .enumCase(type: type, name: name, try parsePatternPayload(bindingMode: bindingMode))
        }
        return .expression(try parseTernary())
    }

    package mutating func parsePatternPayload(bindingMode: Bool) throws -> [(String?, Pattern)]? {
        guard check("(") && !current.spaceBefore else { return nil }
        advance()
        var items: [(String?, Pattern)] = []
        while !check(")") {
            var label: String? = nil
            if current.kind == .identifier && peekToken().isSymbol(":") {
                label = advance().text
                advance()
            }
            items.append((label, try parsePattern(bindingMode: bindingMode)))
            if !match(",") { break }
        }
        try expect(")")
        return items
    }

    /// `(a, (b, _), c)`.
    package mutating func parseDestructuringPattern() throws -> DestructuringPattern {
        try expect("(")
        var elements: [DestructuringPattern] = []
        while !check(")") {
            if check("(") {
                elements.append(try parseDestructuringPattern())
            } else if current.kind == .identifier || current.isKeyword("_") {
                elements.append(.name(advance().text))
            } else {
                throw ScriptError.compile("expected pattern", at: current.pos)
            }
            if !match(",") { break }
        }
        try expect(")")
        return .tuple(elements)
    }
}
