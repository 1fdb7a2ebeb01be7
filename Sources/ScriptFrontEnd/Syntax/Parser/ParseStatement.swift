// Statements: the statement dispatcher (expression statements, `return`, `throw`, `defer`,
// `do`/`catch`, loops) and the control-flow forms with conditions (`if`, `guard`, `while`, `for`, `switch`).

extension Parser {
    package mutating func parseStatement() throws -> [Stmt] {
        try ensureStackHeadroom()
        let pos = current.pos
        if current.kind == .identifier, peekToken().isSymbol(":"),
            peekToken(2).isKeyword("for") || peekToken(2).isKeyword("while") || peekToken(2).isKeyword("repeat")
                || peekToken(2).isKeyword("switch") || peekToken(2).isKeyword("do")
        {
            let label = advance().text
            advance()
            let inner = try parseStatement()
            return inner.map { Stmt(.labeled(label, $0), pos) }
        }
        if current.kind == .symbol && current.text == "@" || isDeclarationStart() {
            return try parseDeclaration()
        }
        if current.kind == .keyword {
            switch current.text {
            case "if": return [try parseIf()]
            case "guard":
                advance()
                let conditions = try parseConditions()
                guard matchKeyword("else") else {
                    throw ScriptError.compile("expected 'else' after 'guard' condition", at: current.pos)
                }
                let body = try parseBlock()
                return [Stmt(.guardStmt(conditions, body), pos)]
            case "while":
                advance()
                let conditions = try parseConditions()
                return [Stmt(.whileStmt(conditions, try parseBlock()), pos)]
            case "repeat":
                advance()
                let body = try parseBlock()
                guard matchKeyword("while") else {
                    throw ScriptError.compile("expected 'while' after 'repeat' body", at: current.pos)
                }
                return [Stmt(.repeatWhile(body, try parseConditionExpr()), pos)]
            case "for": return [try parseFor()]
            case "switch": return [try parseSwitch()]
            case "return":
                advance()
                if atEnd || check("}") || check(";") || current.newlineBefore || checkKeyword("case")
                    || checkKeyword("default")
                {
                    return [Stmt(.returnStmt(nil), pos)]
                }
                return [Stmt(.returnStmt(try parseExpression()), pos)]
            case "break":
                advance()
                if current.kind == .identifier && !current.newlineBefore {
                    return [Stmt(.breakStmt(advance().text), pos)]
                }
                return [Stmt(.breakStmt(nil), pos)]
            case "continue":
                advance()
                if current.kind == .identifier && !current.newlineBefore {
                    return [Stmt(.continueStmt(advance().text), pos)]
                }
                return [Stmt(.continueStmt(nil), pos)]
            case "fallthrough":
                advance()
                return [Stmt(.fallthroughStmt, pos)]
            case "throw":
                advance()
                return [Stmt(.throwStmt(try parseExpression()), pos)]
            case "defer":
                advance()
                return [Stmt(.deferStmt(try parseBlock()), pos)]
            case "do":
                advance()
                let body = try parseBlock()
                var catches: [CatchClause] = []
                while checkKeyword("catch") {
                    advance()
                    // `catch A, B where c { … }`: each pattern (with its own `where`) is a clause
                    // of its own that runs the one body, as swiftc matches them in order.
                    var patterns: [(pattern: Pattern?, guardExpr: Expr?)] = []
                    if check("{") {
                        patterns.append((nil, nil))
                    } else {
                        let saved = noTrailingClosure
                        noTrailingClosure = true
                        repeat {
                            let pattern = try parsePattern(bindingMode: false)
                            let guardExpr = matchKeyword("where") ? try parseExpression() : nil
                            patterns.append((pattern, guardExpr))
                        } while match(",")
                        noTrailingClosure = saved
                    }
                    let body = try parseBlock()
                    for clause in patterns {
                        catches.append(CatchClause(pattern: clause.pattern, guardExpr: clause.guardExpr, body: body))
                    }
                }
                return [Stmt(.doCatch(body, catches), pos)]
            case "import":
                advance()
                var name = try expectIdentifier("expected module name in import declaration")
                while match(".") { name += "." + (try expectIdentifier()) }
                return [Stmt(.importDecl(name), pos)]
            case "operator": return try parseDeclaration()
            default: break
            }
        }
        if current.kind == .identifier && current.text == "async" && peekToken().isKeyword("let") {
            // `async let`: the child task runs to completion here (the deterministic scheduler
            // has nothing else to interleave with it); `await name` then reads its value.
            advance()
            return try parseStatement()
        }
        if current.kind == .identifier && current.text == "precedencegroup" && peekToken().kind == .identifier
            && peekToken(2).isSymbol("{")
        {
            // Read before the first statement (`OperatorTable.absorbDeclarations`): stepped over here.
            advance()
            advance()
            while !check("}") && !atEnd { advance() }
            try expect("}")
            return []
        }
        let expr = try parseExpression()
        return [Stmt(.expr(expr), pos)]
    }

    // MARK: Control flow

    package mutating func parseConditionExpr() throws -> Expr {
        let saved = noTrailingClosure
        noTrailingClosure = true
        defer { noTrailingClosure = saved }
        return try parseExpression()
    }

    package mutating func parseConditions() throws -> [Condition] {
        let saved = noTrailingClosure
        noTrailingClosure = true
        defer { noTrailingClosure = saved }
        var conditions: [Condition] = []
        repeat {
            let pos = current.pos
            if checkKeyword("let") || checkKeyword("var") {
                let isLet = advance().text == "let"
                if check("(") {
                    // `if let (a, b) = optionalPair`: the tuple pattern of the unwrapped value.
                    let pattern = try parsePattern(bindingMode: true)
                    if match(":") { _ = try parseType() }
                    try expect("=", "expected '=' in optional binding")
                    conditions.append(.casePattern(.optionalSome(pattern), try parseExpression()))
                    continue
                }
                let name =
                    checkKeyword("self") ? advance().text : try expectIdentifier("expected pattern in optional binding")
                if match(":") { _ = try parseType() }
                if match("=") {
                    conditions.append(
                        .optionalBinding(name: name, isLet: isLet, value: try parseExpression(), pos: pos))
                } else {
                    conditions.append(
                        .optionalBinding(name: name, isLet: isLet, value: Expr(.identifier(name), pos), pos: pos))
                }
            } else if checkKeyword("case") {
                advance()
                let pattern = try parsePattern(bindingMode: false)
                try expect("=", "expected '=' in 'case' condition")
                conditions.append(.casePattern(pattern, try parseExpression()))
            } else if atAvailabilityCondition {
                conditions.append(.expr(try parseAvailabilityCondition()))
            } else {
                conditions.append(.expr(try parseExpression()))
            }
        } while match(",")
        return conditions
    }

    package mutating func parseIf() throws -> Stmt {
        let pos = advance().pos
        let conditions = try parseConditions()
        let body = try parseBlock()
        var elseBody: [Stmt]? = nil
        if matchKeyword("else") {
            if checkKeyword("if") { elseBody = [try parseIf()] } else { elseBody = try parseBlock() }
        }
        return Stmt(.ifStmt(conditions, body, elseBody), pos)
    }

    package mutating func parseFor() throws -> Stmt {
        let pos = advance().pos
        // `for try await x in s`: `try` comes first (a throwing async sequence).
        _ = matchKeyword("try")
        let isAwait = matchKeyword("await")
        let saved = noTrailingClosure
        noTrailingClosure = true
        var pattern: Pattern
        if matchKeyword("case") {
            pattern = try parsePattern(bindingMode: false)
        } else {
            pattern = try parsePattern(bindingMode: true)
        }
        if match(":") { _ = try parseType() }
        guard matchKeyword("in") else {
            throw ScriptError.compile("expected 'in' after for-each pattern", at: current.pos)
        }
        let sequence = try parseExpression()
        var whereExpr: Expr? = nil
        if matchKeyword("where") { whereExpr = try parseExpression() }
        noTrailingClosure = saved
        return Stmt(.forIn(pattern, sequence, whereExpr, try parseBlock(), isAwait: isAwait), pos)
    }

    package mutating func parseSwitch() throws -> Stmt {
        let pos = advance().pos
        let subject = try parseConditionExpr()
        try expect("{", "expected '{' after 'switch' subject expression")
        var cases: [SwitchCase] = []
        while !check("}") {
            if atEnd { throw ScriptError.compile("expected '}' at end of 'switch' statement", at: current.pos) }
            _ = try parseAttributes()
            let casePos = current.pos
            var patterns: [Pattern] = []
            var guardExpr: Expr? = nil
            var isDefault = false
            if matchKeyword("default") {
                isDefault = true
            } else if matchKeyword("case") {
                let saved = noTrailingClosure
                noTrailingClosure = true
                repeat { patterns.append(try parsePattern(bindingMode: false)) } while match(",")
                if matchKeyword("where") { guardExpr = try parseExpression() }
                noTrailingClosure = saved
            } else {
                throw ScriptError.compile(
                    "all statements inside a switch must be covered by a 'case' or 'default'", at: current.pos)
            }
            try expect(":", "expected ':' after case pattern")
            var body: [Stmt] = []
            while !atSwitchLabel && !check("}") {
                if atEnd { throw ScriptError.compile("expected '}' at end of 'switch' statement", at: current.pos) }
                if match(";") { continue }
                body.append(contentsOf: try parseStatement())
                // Swift lets the next label follow on the same line: `case 1: print("a") case 2: …`.
                if !atSwitchLabel { try endStatement() }
            }
            if body.isEmpty {
                throw ScriptError.compile(
                    "'\(isDefault ? "default" : "case")' label in a 'switch' must have at least one executable statement",
                    at: casePos)
            }
            cases.append(
                SwitchCase(patterns: patterns, guardExpr: guardExpr, body: body, isDefault: isDefault, pos: casePos))
        }
        advance()
        return Stmt(.switchStmt(subject, cases), pos)
    }

    /// The next token starts a `case`, `default` or `@unknown` label of a `switch`.
    package var atSwitchLabel: Bool {
        checkKeyword("case") || checkKeyword("default") || (check("@") && peekToken().text == "unknown")
    }
}
