// Expressions: assignment, ternary, binary operators by precedence, prefix operators, and
// postfix chains (calls, members, subscripts, `?`, `!`).

extension Parser {
    package mutating func parseExpression() throws -> Expr {
        try ensureStackHeadroom()
        depth += 1
        defer { depth -= 1 }
        if depth > 200 { throw ScriptError.compile("expression is nested too deeply", at: current.pos) }
        let lhs = try parseTernary()
        if current.kind == .symbol, isAssignmentOperator(current.text), current.spaceBefore == current.spaceAfter {
            let op = advance()
            let rhs = try parseExpression()
            return assignment(op, lhs, rhs)
        }
        return lhs
    }

    /// `try x.y = f()` is `try (x.y = f())`: `try` and `await` cover the assignment to their right too.
    private func assignment(_ op: Token, _ lhs: Expr, _ rhs: Expr) -> Expr {
        switch lhs.kind {
        case .tryExpr(let target, let kind): return Expr(.tryExpr(assignment(op, target, rhs), kind), lhs.pos)
        case .awaitExpr(let target): return Expr(.awaitExpr(assignment(op, target, rhs)), lhs.pos)
        default: return Expr(.assign(op.text, lhs, rhs), op.pos)
        }
    }

    package func isAssignmentOperator(_ text: String) -> Bool { operators.isAssignment(text) }

    package mutating func parseTernary() throws -> Expr {
        let cond = try parseBinary(operators.lowestBinaryRank)
        if check("?") && current.spaceBefore {
            let pos = advance().pos
            let whenTrue = try parseExpression()
            try expect(":", "expected ':' after '? ...' in ternary expression")
            let whenFalse = try parseExpression()
            return Expr(.ternary(cond, whenTrue, whenFalse), pos)
        }
        return cond
    }

    /// The infix operator at the cursor and how it binds; nil when none is here.
    package func binaryOperatorHere() -> (String, OperatorTable.Binding)? {
        guard current.kind == .symbol, let binding = operators.binding(ofInfix: current.text) else { return nil }
        // Binary operators have whitespace on both sides or on neither side.
        if current.spaceBefore != current.spaceAfter { return nil }
        // `=` and the compound assignments are read by `parseExpression`, `?:` by `parseTernary`.
        if binding.rank < operators.lowestBinaryRank { return nil }
        return (current.text, binding)
    }

    /// An operator the program put in `TernaryPrecedence` or below (but not in `AssignmentPrecedence`):
    /// `?:` and `=` are read outside the precedence climb, so it is refused by name.
    package func refuseLowPrecedenceOperator() throws {
        guard current.kind == .symbol, current.spaceBefore == current.spaceAfter, operators.isDeclared(current.text),
            let binding = operators.binding(ofInfix: current.text), binding.rank < operators.lowestBinaryRank,
            !operators.isAssignment(current.text)
        else { return }
        throw ScriptError.compile(
            "an operator of the precedence group '\(binding.group)' (as low as '?:') is not supported in the workbook",
            at: current.pos)
    }

    package mutating func parseBinary(_ minPrec: Int) throws -> Expr {
        try ensureStackHeadroom()
        var lhs = try parseUnary()
        while true {
            if (checkKeyword("is") || checkKeyword("as")) && operators.castingRank >= minPrec {
                let pos = current.pos
                let word = advance().text
                if word == "is" {
                    lhs = Expr(.cast(lhs, try parseType(), .isType), pos)
                } else {
                    var kind = CastKind.asType
                    if match("?") {
                        kind = .asOptional
                    } else if match("!") {
                        kind = .asForced
                    }
                    lhs = Expr(.cast(lhs, try parseType(), kind), pos)
                }
                continue
            }
            if check("...") && !current.spaceBefore
                && (peekToken().isSymbol("]") || peekToken().isSymbol(")") || peekToken().isSymbol(",")
                    || peekToken().isSymbol(":") || peekToken().isSymbol(";") || peekToken().isSymbol("}")
                    || (peekToken().isSymbol("{") && peekToken().spaceBefore)
                    || peekToken().newlineBefore || peekToken().kind == .eof)
            {
                // `n...`: a range from n.
                let pos = advance().pos
                lhs = Expr(.binary("...", lhs, Expr(.integer(Int.max), pos)), pos)
                continue
            }
            try refuseLowPrecedenceOperator()
            guard let (op, binding) = binaryOperatorHere(), binding.rank >= minPrec else { break }
            let pos = advance().pos
            let nextMin = binding.isRightAssociative ? binding.rank : binding.rank + 1
            let rhs = try parseBinary(nextMin)
            lhs = Expr(.binary(op, lhs, rhs), pos)
        }
        return lhs
    }

    package mutating func parseUnary() throws -> Expr {
        try ensureStackHeadroom()
        let pos = current.pos
        if matchKeyword("try") {
            var kind = TryKind.plain
            if check("?") && !current.spaceBefore {
                advance()
                kind = .optional
            } else if check("!") && !current.spaceBefore {
                advance()
                kind = .forced
            }
            return Expr(.tryExpr(try parseUnaryOrBinaryOperand(), kind), pos)
        }
        if matchKeyword("await") {
            return Expr(.awaitExpr(try parseUnaryOrBinaryOperand()), pos)
        }
        if current.kind == .symbol, current.text != "..<", current.text != "...", !current.spaceAfter,
            operators.prefixOperators.contains(current.text), !peekToken().isSymbol(")"), !peekToken().isSymbol(",")
        {
            let op = advance().text
            let operand = try parseUnary()
            if op == "&" { return Expr(.inoutRef(operand), pos) }
            if op == "-", case .integer(let value) = operand.kind { return Expr(.integer(-value), pos) }
            if op == "-", case .wideInteger(let value) = operand.kind, value == UInt64(Int.max) + 1 {
                return Expr(.integer(.min), pos)  // `-9223372036854775808` is Int.min
            }
            if op == "-", case .float(let value) = operand.kind { return Expr(.float(-value), pos) }
            return Expr(.prefix(op, operand), pos)
        }
        if current.kind == .symbol && (current.text == "..<" || current.text == "...") && !current.spaceAfter {
            // `..<n`, `...n`: a range up to n.
            let op = advance().text
            let operand = try parseUnary()
            return Expr(.binary(op, Expr(.integer(Int.min), pos), operand), pos)
        }
        return try parsePostfix()
    }

    /// `try`/`await` cover the whole binary expression to their right.
    package mutating func parseUnaryOrBinaryOperand() throws -> Expr {
        try parseBinary(operators.lowestBinaryRank)
    }

    package mutating func parsePostfix() throws -> Expr {
        try ensureStackHeadroom()
        var expr = try parsePrimary()
        var sawOptional = false
        while true {
            let token = current
            if token.isSymbol("(") && !token.newlineBefore && isCompoundName() {
                // `describe(count:)`: a reference to a function by its full name. An initializer
                // keeps its labels (`T.init(text:)`): they choose among the type's inits.
                var labels = ""
                advance()
                while !check(")") { labels += advance().text }
                advance()
                if case .member(let base, "init") = expr.kind {
                    expr = Expr(.member(base, "init(\(labels))"), expr.pos)
                }
                continue
            }
            if token.isSymbol("(") && !token.newlineBefore && !token.spaceBefore
                || (token.isSymbol("(") && !token.newlineBefore && isCallable(expr))
            {
                advance()
                var args = try parseArguments(closing: ")")
                args.append(contentsOf: try parseTrailingClosures())
                expr = Expr(.call(expr, args), token.pos)
                continue
            }
            if token.isSymbol("[") && !token.newlineBefore && !token.spaceBefore {
                advance()
                let args = try parseArguments(closing: "]")
                expr = Expr(.subscriptAccess(expr, args), token.pos)
                continue
            }
            if token.isSymbol(".") && !(token.spaceBefore && !token.newlineBefore && token.spaceAfter) {
                advance()
                let nameToken = current
                if nameToken.kind == .identifier || nameToken.kind == .keyword {
                    advance()
                    if nameToken.text == "self" {
                        // `[String].self`, `[K: V].self`, `Int?.self`, `(Int, String).self`: kept for
                        // lowering, which tells a type (`TypedLowering.writtenType`) from `[x].self` on values.
                        switch expr.kind {
                        case .array, .dictionary, .bindOptional, .tuple:
                            expr = Expr(.member(expr, "self"), nameToken.pos)
                        default: break
                        }
                        continue
                    }
                    if nameToken.text == "init" && check("(") {
                        expr = Expr(.member(expr, "init"), nameToken.pos)
                        continue
                    }
                    expr = Expr(.member(expr, nameToken.text), nameToken.pos)
                    continue
                }
                if nameToken.kind == .integer {
                    advance()
                    expr = Expr(.member(expr, String(nameToken.intValue)), nameToken.pos)
                    continue
                }
                throw ScriptError.compile("expected member name following '.'", at: nameToken.pos)
            }
            if isPostfixOperator(token) {
                advance()
                expr = Expr(.postfix(token.text, expr), token.pos)
                continue
            }
            if token.isSymbol("!") && !token.spaceBefore {
                advance()
                expr = Expr(.forceUnwrap(expr), token.pos)
                continue
            }
            if token.isSymbol("?") && !token.spaceBefore {
                advance()
                expr = Expr(.bindOptional(expr), token.pos)
                sawOptional = true
                continue
            }
            if token.isSymbol("{") && trailingClosureAllowed && !token.newlineBefore && isCallable(expr)
                && !opensObserverBlock
            {
                let closures = try parseTrailingClosures()
                if case .call(let callee, var args) = expr.kind {
                    args.append(contentsOf: closures)
                    expr = Expr(.call(callee, args), expr.pos)
                } else {
                    expr = Expr(.call(expr, closures), token.pos)
                }
                continue
            }
            break
        }
        if sawOptional { expr = Expr(.optionalChain(expr), expr.pos) }
        return expr
    }

    /// A declared postfix operator glued to the operand before it and not to what follows
    /// (`x---`, `(1---)`); `!`, `?` and `n...` are read where they always were.
    package func isPostfixOperator(_ token: Token) -> Bool {
        guard token.kind == .symbol, !token.spaceBefore, operators.isDeclared(token.text),
            operators.postfixOperators.contains(token.text)
        else { return false }
        let next = peekToken()
        return token.spaceAfter || next.newlineBefore || next.kind == .eof || next.isSymbol(")") || next.isSymbol("]")
            || next.isSymbol("}") || next.isSymbol(",") || next.isSymbol(";") || next.isSymbol(":")
            || next.isSymbol(".")
    }

    /// At `(`: `(label:)`, `(a:b:)`, `(_:)` — argument labels only.
    package func isCompoundName() -> Bool {
        var tokenIndex = index + 1
        var sawLabel = false
        while true {
            let lookahead = token(at: tokenIndex)
            if (lookahead.kind == .identifier || lookahead.kind == .keyword) && token(at: tokenIndex + 1).isSymbol(":")
                && !token(at: tokenIndex + 1).spaceAfter
                || (lookahead.kind == .identifier && lookahead.text == "_" && token(at: tokenIndex + 1).isSymbol(":"))
            {
                sawLabel = true
                tokenIndex += 2
                continue
            }
            return sawLabel && lookahead.isSymbol(")")
        }
    }

    package func isCallable(_ expr: Expr) -> Bool {
        switch expr.kind {
        case .identifier, .member, .implicitMember, .call, .superRef, .typeExpr, .subscriptAccess, .bindOptional,
            .forceUnwrap, .selfRef:
            return true
        default: return false
        }
    }

    /// `var size = Size(…) { didSet { … } }`: the brace opens the property's observers.
    package var opensObserverBlock: Bool {
        check("{") && peekToken().kind == .identifier && ["willSet", "didSet"].contains(peekToken().text)
    }
}
