// Argument lists, trailing closures and closure expressions (signatures, capture lists,
// anonymous `$N` parameters).

extension Parser {
    /// Whether a `{` here may open a trailing closure: anywhere but in a condition, and there
    /// when what follows its matching `}` shows the condition goes on, as swiftc decides
    /// (`if let n = xs.map { $0 * 2 }.first {`: a `{`, `,` or `where` next, or a `.`, `?`, `!`,
    /// `[`, `(`, `:`, `=` or operator on the same line).
    package var trailingClosureAllowed: Bool {
        guard noTrailingClosure else { return true }
        var position = index
        var depth = 0
        repeat {
            let token = token(at: position)
            if token.kind == .eof { return false }
            if token.isSymbol("{") { depth += 1 } else if token.isSymbol("}") { depth -= 1 }
            position += 1
        } while depth > 0
        let next = token(at: position)
        if next.isSymbol("{") || next.isSymbol(",") || next.isKeyword("where") { return true }
        // `if let v = cache[n] { return v }; let r = …`: a `;` ends the statement the braces were the body of.
        guard !next.newlineBefore, !next.isSymbol(";") else { return false }
        if next.isKeyword("is") || next.isKeyword("as") { return true }
        return next.kind == .symbol && !next.isSymbol("}") && !next.isSymbol(")") && !next.isSymbol("]")
    }

    package mutating func parseTrailingClosures() throws -> [Argument] {
        var args: [Argument] = []
        guard check("{") && trailingClosureAllowed && !current.newlineBefore && !opensObserverBlock else { return args }
        args.append(Argument(label: nil, value: try parseClosure()))
        // Multiple trailing closures: `label: { … }`.
        while current.kind == .identifier || current.kind == .keyword, peekToken().isSymbol(":"),
            peekToken(2).isSymbol("{")
        {
            let label = advance().text
            advance()
            args.append(Argument(label: label, value: try parseClosure()))
        }
        return args
    }

    package mutating func parseArguments(closing: String) throws -> [Argument] {
        let saved = noTrailingClosure
        noTrailingClosure = false
        defer { noTrailingClosure = saved }
        var args: [Argument] = []
        while !check(closing) {
            if atEnd { throw ScriptError.compile("expected '\(closing)' in expression list", at: current.pos) }
            var label: String? = nil
            if (current.kind == .identifier || current.kind == .keyword) && peekToken().isSymbol(":")
                && !peekToken().spaceBefore || (current.kind == .identifier && peekToken().isSymbol(":"))
            {
                label = advance().text
                advance()
            }
            args.append(Argument(label: label, value: try parseExpression()))
            if !match(",") { break }
        }
        try expect(closing, "expected ',' separator")
        return args
    }

    package mutating func parseClosure() throws -> Expr {
        let pos = advance().pos  // {
        var captures: [CaptureItem] = []
        var params: [ClosureParam] = []
        // Signature: [captures] (params) -> T in | a, b in
        let save = index
        var hasSignature = false
        if match("[") {
            while !check("]") {
                var ownership = CaptureItem.Ownership.strong
                if checkContextual("weak") {
                    advance()
                    ownership = .weak
                } else if checkContextual("unowned") {
                    advance()
                    ownership = .unowned
                    if match("(") {
                        advance()
                        try expect(")")
                    }
                }
                let name: String
                if current.kind == .identifier {
                    name = advance().text
                } else if checkKeyword("self") {
                    name = advance().text
                } else {
                    index = save
                    break
                }
                var value: Expr? = nil
                if match("=") { value = try parseExpression() }
                captures.append(CaptureItem(ownership: ownership, name: name, value: value))
                if !match(",") { break }
            }
            // `{ [$0, $0 * 10] }`: not a capture list but an array literal, the body's start.
            if captures.isEmpty || !match("]") {
                index = save
                captures = []
            }
        }
        while check("@") {
            if let wrapper = Parser.wrapperAttributes(try parseAttributes()).first {
                throw ScriptError.compile(
                    "a property wrapper on a parameter ('@\(wrapper.name)') is not supported in the workbook",
                    at: wrapper.pos)
            }
        }
        let sigStart = index
        var writtenType: TypeRef? = nil
        var writtenResult: TypeRef? = nil
        if match("(") {
            var ok = true
            var list: [ClosureParam] = []
            while !check(")") {
                guard current.kind == .identifier || current.isKeyword("_") else {
                    ok = false
                    break
                }
                var name = advance().text
                if current.kind == .identifier { name = advance().text }
                var type: TypeRef? = nil
                if match(":") {
                    do { type = try parseType() } catch {
                        ok = false
                        break
                    }
                }
                list.append(ClosureParam(name: name, type: type))
                if !match(",") { break }
            }
            if ok && match(")") {
                let effects = try? parseEffects()
                var result: TypeRef? = nil
                if match("->") { result = try parseType() }
                if checkKeyword("in") {
                    advance()
                    params = list
                    hasSignature = true
                    writtenResult = result
                    let parameterTypes = list.compactMap(\.type)
                    if let result, parameterTypes.count == list.count, effects?.async != true {
                        writtenType = .function(parameterTypes, result, throws: effects?.throwing ?? false)
                    }
                }
            }
            if !hasSignature { index = sigStart }
        } else if current.kind == .identifier || current.isKeyword("_") {
            var list: [ClosureParam] = []
            var ok = true
            while true {
                guard current.kind == .identifier || current.isKeyword("_") else {
                    ok = false
                    break
                }
                list.append(ClosureParam(name: advance().text, type: nil))
                if !match(",") { break }
            }
            var result: TypeRef? = nil
            if ok {
                _ = try? parseEffects()
                if match("->") { result = try? parseType() }
            }
            if ok && checkKeyword("in") {
                advance()
                params = list
                hasSignature = true
                writtenResult = result
            } else {
                index = sigStart
            }
        }
        if !hasSignature && !captures.isEmpty {
            if checkKeyword("in") {
                advance()
                hasSignature = true
            } else {
                _ = try? parseEffects()
                if match("->") { _ = try? parseType() }
                if checkKeyword("in") {
                    advance()
                    hasSignature = true
                } else {
                    // `{ [head] + $0 }`: no `in`, so the brackets were an array literal, not captures.
                    index = save
                    captures = []
                }
            }
        } else if !hasSignature {
            // `{ () -> Void in }`, `{ async in }`
            let effectsStart = index
            let effects = try? parseEffects()
            if effects != nil, checkKeyword("in") {
                advance()
                hasSignature = true
            } else {
                index = effectsStart
            }
        }
        anonymousParamStack.append(0)
        let body = try parseBlockContents()
        let anonymousCount = anonymousParamStack.removeLast()
        if hasSignature && anonymousCount > 0 {
            throw ScriptError.compile(
                "anonymous closure arguments cannot be used inside a closure that has explicit arguments", at: pos)
        }
        let closure = ClosureExpr(
            params: params, captures: captures, body: body, anonymousParamCount: anonymousCount, pos: pos)
        closure.writtenType = writtenType
        closure.writtenResult = writtenResult
        return Expr(.closure(closure), pos)
    }
}
