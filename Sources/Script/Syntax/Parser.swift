// Parser: tokens → syntax tree. Recursive descent with Swift's operator precedences;
// constructs outside the workbook's subset are refused here with the construct named.

struct Parser {
    private var tokens: [Token]
    private var index = 0
    private let source: [Character]
    /// Per enclosing closure: the highest `$N` seen + 1.
    private var anonymousParamStack: [Int] = []
    /// Conditions of `if`/`while`/`guard`/`for`/`switch`: a `{` there opens the body, not a trailing closure.
    private var noTrailingClosure = false
    private var depth = 0

    init(source: String, start: SourcePos = SourcePos(line: 1, column: 1)) throws {
        self.source = Array(source)
        var scanner = Scanner(source, start: start)
        self.tokens = try scanner.scan()
    }

    // MARK: Token helpers

    private var current: Token { tokens[index] }
    private func peekToken(_ n: Int = 1) -> Token { tokens[min(index + n, tokens.count - 1)] }
    /// Lookahead that never runs past the end: positions beyond it read the end-of-input token.
    private func token(at i: Int) -> Token { tokens[min(max(i, 0), tokens.count - 1)] }
    private var atEnd: Bool { current.kind == .eof }

    @discardableResult
    private mutating func advance() -> Token {
        let t = tokens[index]
        if index < tokens.count - 1 { index += 1 }
        return t
    }

    private func check(_ symbol: String) -> Bool { current.isSymbol(symbol) }
    private func checkKeyword(_ k: String) -> Bool { current.isKeyword(k) }
    private func checkContextual(_ word: String) -> Bool { current.kind == .identifier && current.text == word }

    private mutating func match(_ symbol: String) -> Bool {
        if check(symbol) {
            advance()
            return true
        }
        return false
    }
    private mutating func matchKeyword(_ k: String) -> Bool {
        if checkKeyword(k) {
            advance()
            return true
        }
        return false
    }

    private mutating func expect(_ symbol: String, _ what: String? = nil) throws {
        guard match(symbol) else {
            throw ScriptError.compile(what ?? "expected '\(symbol)'\(describeFound())", at: current.pos)
        }
    }

    private func describeFound() -> String {
        atEnd ? "" : ""
    }

    private mutating func expectIdentifier(_ what: String = "expected identifier") throws -> String {
        if current.kind == .identifier { return advance().text }
        throw ScriptError.compile(what, at: current.pos)
    }

    private func text(from start: Int, to end: Int) -> String {
        guard start < end, end <= source.count else { return "" }
        return String(source[start..<end])
    }

    /// Every recursive descent passes here: deep input ends in a diagnostic, never in a
    /// stack overflow (see StackHeadroom).
    private func ensureStackHeadroom() throws {
        try StackHeadroom.ensureForReading(at: current.pos)
    }

    // MARK: Program

    mutating func parseProgram() throws -> [Stmt] {
        var statements: [Stmt] = []
        while !atEnd {
            if match(";") { continue }
            statements.append(contentsOf: try parseStatement())
            try endStatement()
        }
        return statements
    }

    private mutating func endStatement() throws {
        if match(";") { return }
        if atEnd || check("}") || current.newlineBefore { return }
        throw ScriptError.compile("consecutive statements on a line must be separated by ';'", at: current.pos)
    }

    private mutating func parseBlock() throws -> [Stmt] {
        guard check("{") else { throw ScriptError.compile("expected '{'", at: current.pos) }
        advance()
        return try parseBlockContents()
    }

    /// Statements up to and including the closing '}' (the '{' is already consumed).
    private mutating func parseBlockContents() throws -> [Stmt] {
        depth += 1
        defer { depth -= 1 }
        if depth > 200 { throw ScriptError.compile("statements are nested too deeply", at: current.pos) }
        let savedFlag = noTrailingClosure
        noTrailingClosure = false
        defer { noTrailingClosure = savedFlag }
        var statements: [Stmt] = []
        while !check("}") {
            if atEnd { throw ScriptError.compile("expected '}' at end of block", at: current.pos) }
            if match(";") { continue }
            statements.append(contentsOf: try parseStatement())
            try endStatement()
        }
        advance()
        return statements
    }

    // MARK: Statements

    mutating func parseStatement() throws -> [Stmt] {
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
                    var pattern: Pattern? = nil
                    var guardExpr: Expr? = nil
                    if !check("{") {
                        let saved = noTrailingClosure
                        noTrailingClosure = true
                        pattern = try parsePattern(bindingMode: false)
                        if matchKeyword("where") { guardExpr = try parseExpression() }
                        noTrailingClosure = saved
                    }
                    catches.append(CatchClause(pattern: pattern, guardExpr: guardExpr, body: try parseBlock()))
                }
                return [Stmt(.doCatch(body, catches), pos)]
            case "import":
                advance()
                var name = try expectIdentifier("expected module name in import declaration")
                while match(".") { name += "." + (try expectIdentifier()) }
                return [Stmt(.importDecl(name), pos)]
            case "operator", "precedencegroup":
                throw ScriptError.compile(
                    "custom operator declarations are not supported in the workbook; use a function instead", at: pos)
            default: break
            }
        }
        if current.kind == .identifier && current.text == "async" && peekToken().isKeyword("let") {
            // `async let`: the child task runs to completion here (the deterministic scheduler
            // has nothing else to interleave with it); `await name` then reads its value.
            advance()
            return try parseStatement()
        }
        if current.kind == .identifier && current.text == "precedencegroup" {
            throw ScriptError.compile(
                "custom operator declarations are not supported in the workbook; use a function instead", at: pos)
        }
        let expr = try parseExpression()
        return [Stmt(.expr(expr), pos)]
    }

    private static let modifierWords: Set<String> = [
        "static", "private", "fileprivate", "internal", "public", "open", "final", "override", "mutating",
        "nonmutating", "lazy", "weak", "unowned", "convenience", "required", "nonisolated", "indirect", "prefix",
        "postfix", "infix",
    ]
    private static let declarationKeywords: Set<String> = [
        "var", "let", "func", "class", "struct", "enum", "protocol", "extension", "init", "deinit", "typealias",
        "subscript", "case", "associatedtype", "actor", "operator",
    ]

    private func isDeclarationStart() -> Bool {
        var i = index
        while true {
            let t = token(at: i)
            if t.kind == .keyword || t.kind == .identifier {
                if Parser.modifierWords.contains(t.text) {
                    // `private(set)` and friends
                    if token(at: i + 1).isSymbol("(") {
                        i += 4
                        continue
                    }
                    // A modifier word followed by another declaration word.
                    let next = token(at: i + 1)
                    if (next.kind == .keyword || next.kind == .identifier)
                        && (Parser.modifierWords.contains(next.text) || Parser.declarationKeywords.contains(next.text)
                            || next.text == "class")
                    {
                        i += 1
                        continue
                    }
                    return false
                }
                if t.kind == .keyword && Parser.declarationKeywords.contains(t.text) {
                    return t.text != "case" || i == index || current.text == "indirect"
                }
                if t.kind == .identifier && (t.text == "actor" || t.text == "associatedtype") {
                    return token(at: i + 1).kind == .identifier
                }
                return false
            }
            return false
        }
    }

    private mutating func parseAttributes() throws -> [Attribute] {
        var attributes: [Attribute] = []
        while check("@") {
            let pos = advance().pos
            let name = try expectIdentifier("expected an attribute name")
            var args: String? = nil
            if check("(") && !current.spaceBefore {
                let startOffset = current.endOffset
                var level = 0
                repeat {
                    if check("(") { level += 1 }
                    if check(")") { level -= 1 }
                    if atEnd { throw ScriptError.compile("expected ')' in attribute", at: pos) }
                    advance()
                } while level > 0
                args = text(from: startOffset, to: tokens[index - 1].offset)
            }
            attributes.append(Attribute(name: name, arguments: args, pos: pos))
        }
        return attributes
    }

    private mutating func parseModifiers() throws -> Modifiers {
        var m = Modifiers()
        while current.kind == .keyword || current.kind == .identifier {
            let word = current.text
            if word == "class"
                && (peekToken().isKeyword("func") || peekToken().isKeyword("var") || peekToken().isKeyword("let")
                    || Parser.modifierWords.contains(peekToken().text))
            {
                advance()
                m.isStatic = true
                continue
            }
            guard Parser.modifierWords.contains(word) else { break }
            let next = peekToken()
            if !(next.kind == .keyword || next.kind == .identifier || next.isSymbol("(")) { break }
            advance()
            switch word {
            case "static": m.isStatic = true
            case "mutating": m.isMutating = true
            case "final": m.isFinal = true
            case "override": m.isOverride = true
            case "lazy": m.isLazy = true
            case "weak": m.isWeak = true
            case "unowned": m.isUnowned = true
            case "private", "fileprivate": m.isPrivate = true
            case "convenience": m.isConvenience = true
            case "required": m.isRequired = true
            case "nonisolated": m.isNonisolated = true
            case "prefix", "postfix", "infix":
                throw ScriptError.compile(
                    "custom operator declarations are not supported in the workbook; use a function instead",
                    at: tokens[index - 1].pos)
            default: break
            }
            if check("(")
                && (word == "private" || word == "fileprivate" || word == "internal" || word == "public"
                    || word == "unowned")
            {
                advance()
                advance()
                try expect(")")
            }
        }
        return m
    }

    private mutating func parseDeclaration() throws -> [Stmt] {
        let attributes = try parseAttributes()
        let modifiers = try parseModifiers()
        let pos = current.pos
        let startOffset = current.offset
        if current.kind == .keyword || current.kind == .identifier {
            switch current.text {
            case "var", "let": return try parseVariables(attributes: attributes, modifiers: modifiers)
            case "func": return [Stmt(.function(try parseFunction(attributes: attributes, modifiers: modifiers)), pos)]
            case "init": return [Stmt(.function(try parseInit(attributes: attributes, modifiers: modifiers)), pos)]
            case "deinit":
                advance()
                let body = try parseBlock()
                let decl = FunctionDecl(
                    name: "deinit", params: [], returnType: nil, body: body, modifiers: modifiers,
                    attributes: attributes,
                    genericParams: [], isThrowing: false, isAsync: false, isFailable: false, pos: pos)
                return [Stmt(.function(decl), pos)]
            case "class", "struct", "enum", "protocol", "extension", "actor":
                if current.kind == .identifier && current.text != "actor" { break }
                return [
                    Stmt(
                        .type(
                            try parseTypeDecl(attributes: attributes, modifiers: modifiers, startOffset: startOffset)),
                        pos)
                ]
            case "case":
                return [Stmt(.enumCases(try parseEnumCases()), pos)]
            case "typealias":
                advance()
                let name = try expectIdentifier()
                if check("<") {
                    throw ScriptError.compile("generic type aliases are not supported in the workbook", at: current.pos)
                }
                try expect("=")
                return [Stmt(.typealiasDecl(name, try parseType()), pos)]
            case "operator":
                throw ScriptError.compile(
                    "custom operator declarations are not supported in the workbook; use a function instead", at: pos)
            case "subscript":
                return try parseSubscript(attributes: attributes, modifiers: modifiers).map { Stmt(.function($0), pos) }
            case "associatedtype":
                // A placeholder the conforming type fills in; values carry their own types at
                // run time, so only its name needs to be known.
                advance()
                _ = try expectIdentifier()
                if match(":") {
                    _ = try parseType()
                    while match("&") { _ = try parseType() }
                }
                if match("=") { _ = try parseType() }
                return []
            default: break
            }
        }
        if !attributes.isEmpty {
            // `@MainActor` before a closure or expression statement.
            return try parseStatement()
        }
        throw ScriptError.compile("expected declaration", at: pos)
    }

    private mutating func parseVariables(attributes: [Attribute], modifiers: Modifiers) throws -> [Stmt] {
        let isLet = advance().text == "let"
        var result: [Stmt] = []
        repeat {
            let pos = current.pos
            var name: String
            var tupleNames: [String]? = nil
            if check("(") {
                advance()
                var names: [String] = []
                while !check(")") {
                    if current.kind == .identifier || current.isKeyword("_") {
                        names.append(advance().text)
                    } else {
                        throw ScriptError.compile("expected pattern", at: current.pos)
                    }
                    if !match(",") { break }
                }
                try expect(")")
                name = ""
                tupleNames = names
            } else if current.kind == .identifier {
                name = advance().text
            } else {
                throw ScriptError.compile("expected pattern", at: current.pos)
            }
            var type: TypeRef? = nil
            if match(":") { type = try parseType() }
            var initializer: Expr? = nil
            var initializerText: String? = nil
            if match("=") {
                let start = current.offset
                initializer = try parseExpression()
                initializerText = text(from: start, to: tokens[max(index - 1, 0)].endOffset)
            }
            var accessors = Accessors.none
            if check("{") && !current.newlineBefore || (check("{") && type != nil && initializer == nil) {
                accessors = try parseAccessors(isLet: isLet, pos: pos)
            }
            if case .computed = accessors, initializer != nil {
                throw ScriptError.compile("variable with getter/setter cannot have an initial value", at: pos)
            }
            if case .computed = accessors, isLet {
                throw ScriptError.compile("'let' declarations cannot be computed properties", at: pos)
            }
            if modifiers.isLazy && initializer == nil {
                throw ScriptError.compile("lazy properties must have an initializer", at: pos)
            }
            if name == "_" { name = "_\(pos.line)_\(pos.column)" }
            let decl = VarDecl(
                isLet: isLet, name: name, tupleNames: tupleNames, type: type, initializer: initializer,
                accessors: accessors, modifiers: modifiers, attributes: attributes, pos: pos)
            decl.initializerText = initializerText
            result.append(Stmt(.variable(decl), pos))
        } while match(",")
        return result
    }

    private mutating func parseAccessors(isLet: Bool, pos: SourcePos) throws -> Accessors {
        let open = current.pos
        advance()  // {
        // Observers or explicit get/set?
        func accessorWord(_ t: Token) -> String? {
            guard t.kind == .identifier, ["get", "set", "willSet", "didSet", "_modify", "_read"].contains(t.text) else {
                return nil
            }
            return t.text
        }
        var probe = index
        while token(at: probe).isSymbol("@") || Parser.modifierWords.contains(token(at: probe).text) {
            if token(at: probe).isSymbol("@") {
                probe += 2
                if token(at: probe).isSymbol("(") {
                    var level = 0
                    repeat {
                        if token(at: probe).isSymbol("(") { level += 1 }
                        if token(at: probe).isSymbol(")") { level -= 1 }
                        probe += 1
                    } while level > 0 && token(at: probe).kind != .eof
                }
            } else {
                probe += 1
            }
        }
        if token(at: probe).isKeyword("init") && token(at: probe + 1).isSymbol("(") {
            throw ScriptError.compile(
                "init accessors are not supported in the workbook; initialise the underlying '_' storage property directly",
                at: token(at: probe).pos)
        }
        if accessorWord(token(at: probe)) != nil
            && (token(at: probe + 1).isSymbol("{") || token(at: probe + 1).isSymbol("(")
                || token(at: probe + 1).isSymbol("}") || token(at: probe + 1).newlineBefore
                || (token(at: probe + 1).kind == .identifier && accessorWord(token(at: probe + 1)) != nil)
                || token(at: probe + 1).isKeyword("throws")
                || token(at: probe + 1).kind == .identifier && token(at: probe + 1).text == "async")
        {
            var getBody: [Stmt]? = nil
            var setBody: [Stmt]? = nil
            var setterName = "newValue"
            var willSetBody: [Stmt]? = nil
            var willSetName = "newValue"
            var didSetBody: [Stmt]? = nil
            var didSetName = "oldValue"
            var sawRequirement = false
            while !check("}") {
                _ = try parseAttributes()
                _ = try parseModifiers()
                let wordToken = current
                if wordToken.isKeyword("init") {
                    throw ScriptError.compile(
                        "init accessors are not supported in the workbook; initialise the underlying '_' storage property directly",
                        at: wordToken.pos)
                }
                guard let word = accessorWord(wordToken) else {
                    throw ScriptError.compile("expected 'get', 'set', 'willSet' or 'didSet' accessor", at: current.pos)
                }
                if word == "_modify" || word == "_read" {
                    throw ScriptError.compile(
                        "'\(word)' accessors are not supported in the workbook; use 'get' and 'set'", at: wordToken.pos)
                }
                advance()
                var paramName: String? = nil
                if check("(") {
                    advance()
                    paramName = try expectIdentifier()
                    try expect(")")
                }
                if matchKeyword("throws")
                    || (checkContextual("async")
                        && {
                            advance()
                            return true
                        }())
                {
                }
                if !check("{") {
                    sawRequirement = true
                    continue
                }
                let body = try parseBlock()
                switch word {
                case "get": getBody = body
                case "set":
                    setBody = body
                    setterName = paramName ?? "newValue"
                case "willSet":
                    willSetBody = body
                    willSetName = paramName ?? "newValue"
                case "didSet":
                    didSetBody = body
                    didSetName = paramName ?? "oldValue"
                default:
                    throw ScriptError.compile(
                        "'\(word)' accessors are not supported in the workbook; use 'get' and 'set'", at: wordToken.pos)
                }
            }
            advance()
            if willSetBody != nil || didSetBody != nil {
                if getBody != nil || setBody != nil {
                    throw ScriptError.compile("'willSet' cannot be provided together with a getter", at: open)
                }
                return .observed(
                    willSet: willSetBody, willSetName: willSetName, didSet: didSetBody, didSetName: didSetName)
            }
            if sawRequirement && getBody == nil {
                // A protocol requirement `{ get set }`.
                return .computed(get: [], set: nil, setterName: "newValue")
            }
            guard let g = getBody else {
                throw ScriptError.compile("variable with a setter must also have a getter", at: open)
            }
            return .computed(get: g, set: setBody, setterName: setterName)
        }
        // A bare getter body.
        index -= 1
        let body = try parseBlock()
        return .computed(get: body, set: nil, setterName: "newValue")
    }

    /// `subscript(params) -> T { get set }` becomes methods named `subscript` (the getter)
    /// and `subscript(set)` (the setter: the index parameters, then the new value).
    private mutating func parseSubscript(attributes: [Attribute], modifiers: Modifiers) throws -> [FunctionDecl] {
        let pos = advance().pos  // subscript
        let generics = try parseGenericParams()
        // A subscript's parameters have no argument label unless one is written.
        let params = try parseParams().map { p -> Param in
            var p = p
            if p.label == p.name { p.label = nil }
            return p
        }
        try expect("->")
        let returnType = try parseType()
        try skipWhereClause()
        guard check("{") else {
            throw ScriptError.compile(
                "expected '{' in subscript to specify getter and setter implementation", at: current.pos)
        }
        guard case .computed(let get, let set, let setterName) = try parseAccessors(isLet: false, pos: pos) else {
            throw ScriptError.compile("subscript declarations cannot have observers", at: pos)
        }
        var result = [
            FunctionDecl(
                name: "subscript", params: params, returnType: returnType, body: get, modifiers: modifiers,
                attributes: attributes, genericParams: generics, isThrowing: false, isAsync: false,
                isFailable: false, pos: pos)
        ]
        if let set {
            var setterModifiers = modifiers
            setterModifiers.isMutating = true
            let newValue = Param(
                label: nil, name: setterName, type: returnType, defaultValue: nil, isInout: false,
                isVariadic: false, isAutoclosure: false)
            result.append(
                FunctionDecl(
                    name: "subscript(set)", params: params + [newValue], returnType: nil, body: set,
                    modifiers: setterModifiers, attributes: attributes, genericParams: generics,
                    isThrowing: false, isAsync: false, isFailable: false, pos: pos))
        }
        return result
    }

    private var lastGenericConstraints: [String: TypeRef] = [:]

    private mutating func parseGenericParams() throws -> [String] {
        var names: [String] = []
        lastGenericConstraints = [:]
        guard check("<") else { return names }
        advance()
        while !check(">") {
            let name = try expectIdentifier("expected generic parameter name")
            names.append(name)
            if match(":") { lastGenericConstraints[name] = try parseType() }
            if !match(",") { break }
        }
        try expectClosingAngle()
        return names
    }

    private mutating func expectClosingAngle() throws {
        if check(">") {
            advance()
            return
        }
        // `>>`, `>?` … split the token.
        if current.kind == .symbol && current.text.hasPrefix(">") {
            tokens[index].text.removeFirst()
            tokens[index].pos.column += 1
            return
        }
        throw ScriptError.compile("expected '>' to complete generic argument list", at: current.pos)
    }

    private mutating func skipWhereClause() throws {
        guard matchKeyword("where") else { return }
        repeat {
            _ = try parseType()
            if match(":") || match("==") { _ = try parseType() }
        } while match(",")
    }

    private mutating func parseParams() throws -> [Param] {
        try expect("(")
        var params: [Param] = []
        while !check(")") {
            _ = try parseAttributes()
            var first: String
            if current.kind == .identifier || current.kind == .keyword {
                first = advance().text
            } else {
                throw ScriptError.compile("expected parameter name followed by ':'", at: current.pos)
            }
            var label: String? = first
            var name = first
            if current.kind == .identifier || current.kind == .keyword, !check(":") {
                name = advance().text
            }
            if first == "_" { label = nil }
            try expect(":", "expected ':' following argument label and parameter name")
            var isInout = false
            var isAutoclosure = false
            if matchKeyword("inout") { isInout = true }
            while check("@") {
                let attrs = try parseAttributes()
                if attrs.contains(where: { $0.name == "autoclosure" }) { isAutoclosure = true }
            }
            if matchKeyword("inout") { isInout = true }
            let type = try parseType()
            var variadic = false
            if check("...") {
                advance()
                variadic = true
            }
            var defaultValue: Expr? = nil
            if match("=") { defaultValue = try parseExpression() }
            params.append(
                Param(
                    label: label, name: name, type: type, defaultValue: defaultValue, isInout: isInout,
                    isVariadic: variadic, isAutoclosure: isAutoclosure))
            if !match(",") { break }
        }
        try expect(")")
        return params
    }

    private mutating func parseEffects() throws -> (throwing: Bool, async: Bool) {
        var throwing = false
        var isAsync = false
        while true {
            if checkContextual("async") {
                advance()
                isAsync = true
                continue
            }
            if matchKeyword("throws") || matchKeyword("rethrows") {
                throwing = true
                if check("(") {
                    advance()
                    _ = try parseType()
                    try expect(")")
                }
                continue
            }
            break
        }
        return (throwing, isAsync)
    }

    private mutating func parseFunction(attributes: [Attribute], modifiers: Modifiers) throws -> FunctionDecl {
        let pos = advance().pos  // func
        var name: String
        if current.kind == .identifier || current.kind == .keyword {
            name = advance().text
        } else if current.kind == .symbol && current.text != "(" && (current.text != "<" || peekToken().isSymbol("(")) {
            name = advance().text
        } else {
            throw ScriptError.compile("expected identifier in function declaration", at: current.pos)
        }
        if current.kind == .symbol, name.first.map({ Scanner.operatorChars.contains($0) }) == true {
            // `static func == (…)`: operator names may be split by the scanner; glue back.
            while current.kind == .symbol && !check("(") && !check("<") && !current.spaceBefore {
                name += advance().text
            }
        }
        let generics = try parseGenericParams()
        let constraints = lastGenericConstraints
        let params = try parseParams()
        let effects = try parseEffects()
        var returnType: TypeRef? = nil
        if match("->") { returnType = try parseType() }
        try skipWhereClause()
        var body: [Stmt]? = nil
        if check("{") { body = try parseBlock() }
        let decl = FunctionDecl(
            name: name, params: params, returnType: returnType, body: body, modifiers: modifiers,
            attributes: attributes,
            genericParams: generics, isThrowing: effects.throwing, isAsync: effects.async, isFailable: false, pos: pos)
        decl.genericConstraints = constraints
        return decl
    }

    private mutating func parseInit(attributes: [Attribute], modifiers: Modifiers) throws -> FunctionDecl {
        let pos = advance().pos
        var failable = false
        if check("?") || check("!") {
            advance()
            failable = true
        }
        let generics = try parseGenericParams()
        let params = try parseParams()
        let effects = try parseEffects()
        try skipWhereClause()
        var body: [Stmt]? = nil
        if check("{") { body = try parseBlock() }
        return FunctionDecl(
            name: "init", params: params, returnType: nil, body: body, modifiers: modifiers, attributes: attributes,
            genericParams: generics, isThrowing: effects.throwing, isAsync: effects.async, isFailable: failable,
            pos: pos)
    }

    private mutating func parseTypeDecl(
        attributes: [Attribute], modifiers: Modifiers, startOffset: Int
    ) throws -> TypeDecl {
        let keywordToken = advance()
        // An actor runs like a class: the deterministic scheduler never runs two tasks at
        // once, so its isolation holds by construction.
        let kind = keywordToken.text == "actor" ? .classType : TypeKind(rawValue: keywordToken.text) ?? .classType
        let pos = keywordToken.pos
        var name = try expectIdentifier("expected identifier in \(kind.rawValue) declaration")
        if kind == .extensionDecl {
            while match(".") { name += "." + (try expectIdentifier()) }
        }
        var generics: [String] = []
        if kind != .extensionDecl { generics = try parseGenericParams() }
        var inherited: [TypeRef] = []
        if match(":") {
            repeat { inherited.append(try parseType()) } while match(",")
        }
        try skipWhereClause()
        let body = try parseBlock()
        let end = tokens[index - 1].endOffset
        return TypeDecl(
            kind: kind, name: name, genericParams: generics, inherited: inherited, members: body,
            attributes: attributes,
            modifiers: modifiers, pos: pos, sourceRange: startOffset..<end)
    }

    private mutating func parseEnumCases() throws -> [EnumCaseDecl] {
        advance()  // case
        var cases: [EnumCaseDecl] = []
        repeat {
            let pos = current.pos
            let name = try expectIdentifier("expected identifier in enum 'case' declaration")
            var params: [(label: String?, type: TypeRef)]? = nil
            if check("(") {
                advance()
                var list: [(label: String?, type: TypeRef)] = []
                while !check(")") {
                    var label: String? = nil
                    if (current.kind == .identifier || current.isKeyword("_")) && peekToken().isSymbol(":") {
                        label = advance().text
                        if label == "_" { label = nil }
                        advance()
                    }
                    list.append((label, try parseType()))
                    if match("=") {
                        throw ScriptError.compile(
                            "default values for enum associated values are not supported in the workbook",
                            at: tokens[index - 1].pos)
                    }
                    if !match(",") { break }
                }
                try expect(")")
                params = list
            }
            var raw: Expr? = nil
            if match("=") { raw = try parsePrimary() }
            cases.append(EnumCaseDecl(name: name, params: params, rawValue: raw, pos: pos))
        } while match(",")
        return cases
    }

    // MARK: Control flow

    private mutating func parseConditionExpr() throws -> Expr {
        let saved = noTrailingClosure
        noTrailingClosure = true
        defer { noTrailingClosure = saved }
        return try parseExpression()
    }

    private mutating func parseConditions() throws -> [Condition] {
        let saved = noTrailingClosure
        noTrailingClosure = true
        defer { noTrailingClosure = saved }
        var conditions: [Condition] = []
        repeat {
            let pos = current.pos
            if checkKeyword("let") || checkKeyword("var") {
                let isLet = advance().text == "let"
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
            } else {
                conditions.append(.expr(try parseExpression()))
            }
        } while match(",")
        return conditions
    }

    private mutating func parseIf() throws -> Stmt {
        let pos = advance().pos
        let conditions = try parseConditions()
        let body = try parseBlock()
        var elseBody: [Stmt]? = nil
        if matchKeyword("else") {
            if checkKeyword("if") { elseBody = [try parseIf()] } else { elseBody = try parseBlock() }
        }
        return Stmt(.ifStmt(conditions, body, elseBody), pos)
    }

    private mutating func parseFor() throws -> Stmt {
        let pos = advance().pos
        var isAwait = false
        if matchKeyword("await") { isAwait = true }
        if matchKeyword("try") { isAwait = isAwait || false }
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

    private mutating func parseSwitch() throws -> Stmt {
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
            while !checkKeyword("case") && !checkKeyword("default") && !check("}")
                && !(check("@") && peekToken().text == "unknown")
            {
                if atEnd { throw ScriptError.compile("expected '}' at end of 'switch' statement", at: current.pos) }
                if match(";") { continue }
                body.append(contentsOf: try parseStatement())
                try endStatement()
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

    // MARK: Patterns

    mutating func parsePattern(bindingMode: Bool) throws -> Pattern {
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

    private mutating func parsePatternPrimary(bindingMode: Bool) throws -> Pattern {
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
            if ok && match(")") { return .tuple(items) }
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

    private mutating func parsePatternPayload(bindingMode: Bool) throws -> [(String?, Pattern)]? {
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

    // MARK: Types

    mutating func parseType() throws -> TypeRef {
        var parts: [TypeRef] = [try parseTypeNoComposition()]
        while check("&") {
            advance()
            parts.append(try parseTypeNoComposition())
        }
        return parts.count == 1 ? parts[0] : .existential(parts)
    }

    private mutating func parseTypeNoComposition() throws -> TypeRef {
        try ensureStackHeadroom()
        while check("@") { _ = try parseAttributes() }
        if checkContextual("some") || checkContextual("any") {
            advance()
            return .existential([try parseTypeNoComposition()])
        }
        if matchKeyword("inout") { return .inoutType(try parseType()) }
        var type: TypeRef
        let pos = current.pos
        if check("[") {
            advance()
            let element = try parseType()
            if match(":") {
                let value = try parseType()
                try expect("]")
                type = .dictionary(element, value)
            } else {
                try expect("]")
                type = .array(element)
            }
        } else if check("(") {
            advance()
            var elements: [TypeRef] = []
            var labels: [String?] = []
            while !check(")") {
                var label: String? = nil
                if (current.kind == .identifier || current.isKeyword("_")) && peekToken().isSymbol(":") {
                    label = advance().text
                    advance()
                }
                labels.append(label == "_" ? nil : label)
                if (current.kind == .identifier || current.isKeyword("_")) && peekToken().kind == .identifier
                    && peekToken(2).isSymbol(":")
                {
                    advance()
                    advance()
                    advance()
                }
                elements.append(try parseType())
                if check("...") { advance() }
                if !match(",") { break }
            }
            try expect(")")
            let effects = try parseEffects()
            if match("->") {
                let result = try parseType()
                return .function(elements, result, throws: effects.throwing)
            }
            if elements.count > 1, labels.contains(where: { $0 != nil }) {
                type = .labeledTuple(labels, elements)
            } else {
                type = elements.count == 1 ? elements[0] : .tuple(elements)
            }
        } else if current.kind == .identifier || current.isKeyword("Self") || current.isKeyword("Any") {
            var name = advance().text
            var args: [TypeRef] = []
            if check("<") && !current.spaceBefore {
                advance()
                while !check(">") && !(current.kind == .symbol && current.text.hasPrefix(">")) {
                    args.append(try parseType())
                    if !match(",") { break }
                }
                try expectClosingAngle()
            }
            while check(".")
                && (peekToken().kind == .identifier || peekToken().isKeyword("Type") || peekToken().isKeyword("self"))
            {
                if peekToken().isKeyword("self") { break }
                // `Optional<Int>.none`: after generic arguments a lowercase name is a member.
                if !args.isEmpty, peekToken().text.first?.isLowercase == true { break }
                advance()
                name += "." + advance().text
            }
            type = .named(name, args)
        } else {
            throw ScriptError.compile("expected a type", at: pos)
        }
        while !current.spaceBefore {
            if check("?") {
                advance()
                type = .optional(type)
                continue
            }
            if check("!") {
                advance()
                type = .implicitlyUnwrapped(type)
                continue
            }
            if check("?>") || check("?>>") {  // `Array<Int?>`
                tokens[index].text.removeFirst()
                type = .optional(type)
                continue
            }
            break
        }
        return type
    }

    // MARK: Expressions

    mutating func parseExpression() throws -> Expr {
        try ensureStackHeadroom()
        depth += 1
        defer { depth -= 1 }
        if depth > 200 { throw ScriptError.compile("expression is nested too deeply", at: current.pos) }
        let lhs = try parseTernary()
        if current.kind == .symbol, isAssignmentOperator(current.text), current.spaceBefore == current.spaceAfter {
            let op = advance()
            let rhs = try parseExpression()
            return Expr(.assign(op.text, lhs, rhs), op.pos)
        }
        return lhs
    }

    private func isAssignmentOperator(_ s: String) -> Bool {
        ["=", "+=", "-=", "*=", "/=", "%=", "&&=", "||=", "&=", "|=", "^=", "<<=", ">>=", "&+=", "&-=", "&*="].contains(
            s)
    }

    private mutating func parseTernary() throws -> Expr {
        let cond = try parseBinary(0)
        if check("?") && current.spaceBefore {
            let pos = advance().pos
            let a = try parseExpression()
            try expect(":", "expected ':' after '? ...' in ternary expression")
            let b = try parseExpression()
            return Expr(.ternary(cond, a, b), pos)
        }
        return cond
    }

    /// Swift's standard precedence groups, low to high.
    private static let precedence: [String: Int] = [
        "||": 1, "&&": 2,
        "==": 3, "!=": 3, "<": 3, ">": 3, "<=": 3, ">=": 3, "===": 3, "!==": 3, "~=": 3,
        "??": 4,
        // 5: is / as
        "...": 6, "..<": 6,
        "+": 7, "-": 7, "|": 7, "^": 7, "&+": 7, "&-": 7,
        "*": 8, "/": 8, "%": 8, "&": 8, "&*": 8,
        "<<": 9, ">>": 9,
    ]
    private static let rightAssociative: Set<String> = ["??"]

    private func binaryOperatorHere() -> String? {
        guard current.kind == .symbol, Parser.precedence[current.text] != nil else { return nil }
        // Binary operators have whitespace on both sides or on neither side.
        if current.spaceBefore != current.spaceAfter { return nil }
        if current.text == "..." || current.text == "..<" {
            // `x...` (postfix) isn't supported; a range needs both ends.
        }
        return current.text
    }

    private mutating func parseBinary(_ minPrec: Int) throws -> Expr {
        try ensureStackHeadroom()
        var lhs = try parseUnary()
        while true {
            if (checkKeyword("is") || checkKeyword("as")) && 5 >= minPrec {
                let pos = current.pos
                let word = advance().text
                if word == "is" {
                    lhs = Expr(.cast(lhs, try parseType(), .isType), pos)
                } else {
                    var kind = CastKind.asType
                    if check("?") {
                        advance()
                        kind = .asOptional
                    } else if check("!") {
                        advance()
                        kind = .asForced
                    }
                    lhs = Expr(.cast(lhs, try parseType(), kind), pos)
                }
                continue
            }
            if check("...") && !current.spaceBefore
                && (peekToken().isSymbol("]") || peekToken().isSymbol(")") || peekToken().isSymbol(",")
                    || peekToken().isSymbol(":"))
            {
                // `n...`: a range from n.
                let pos = advance().pos
                lhs = Expr(.binary("...", lhs, Expr(.integer(Int.max), pos)), pos)
                continue
            }
            guard let op = binaryOperatorHere(), let prec = Parser.precedence[op], prec >= minPrec else { break }
            let pos = advance().pos
            let nextMin = Parser.rightAssociative.contains(op) ? prec : prec + 1
            let rhs = try parseBinary(nextMin)
            lhs = Expr(.binary(op, lhs, rhs), pos)
        }
        return lhs
    }

    private mutating func parseUnary() throws -> Expr {
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
        if current.kind == .symbol, ["-", "!", "+", "~", "&"].contains(current.text), !current.spaceAfter,
            !peekToken().isSymbol(")"), !peekToken().isSymbol(",")
        {
            let op = advance().text
            let operand = try parseUnary()
            if op == "&" { return Expr(.inoutRef(operand), pos) }
            if op == "-", case .integer(let v) = operand.kind { return Expr(.integer(-v), pos) }
            if op == "-", case .float(let v) = operand.kind { return Expr(.float(-v), pos) }
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
    private mutating func parseUnaryOrBinaryOperand() throws -> Expr {
        try parseBinary(0)
    }

    private mutating func parsePostfix() throws -> Expr {
        try ensureStackHeadroom()
        var expr = try parsePrimary()
        var sawOptional = false
        while true {
            let t = current
            if t.isSymbol("(") && !t.newlineBefore && isCompoundName() {
                // `describe(count:)`: a reference to a function by its full name.
                while !check(")") { advance() }
                advance()
                continue
            }
            if t.isSymbol("(") && !t.newlineBefore && !t.spaceBefore
                || (t.isSymbol("(") && !t.newlineBefore && isCallable(expr))
            {
                advance()
                var args = try parseArguments(closing: ")")
                args.append(contentsOf: try parseTrailingClosures())
                expr = Expr(.call(expr, args), t.pos)
                continue
            }
            if t.isSymbol("[") && !t.newlineBefore && !t.spaceBefore {
                advance()
                let args = try parseArguments(closing: "]")
                expr = Expr(.subscriptAccess(expr, args), t.pos)
                continue
            }
            if t.isSymbol(".") && !(t.spaceBefore && !t.newlineBefore && t.spaceAfter) {
                advance()
                let nameToken = current
                if nameToken.kind == .identifier || nameToken.kind == .keyword {
                    advance()
                    if nameToken.text == "self" { continue }
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
            if t.isSymbol("!") && !t.spaceBefore {
                advance()
                expr = Expr(.forceUnwrap(expr), t.pos)
                continue
            }
            if t.isSymbol("?") && !t.spaceBefore {
                advance()
                expr = Expr(.bindOptional(expr), t.pos)
                sawOptional = true
                continue
            }
            if t.isSymbol("{") && !noTrailingClosure && !t.newlineBefore && isCallable(expr) && !opensObserverBlock {
                let closures = try parseTrailingClosures()
                if case .call(let callee, var args) = expr.kind {
                    args.append(contentsOf: closures)
                    expr = Expr(.call(callee, args), expr.pos)
                } else {
                    expr = Expr(.call(expr, closures), t.pos)
                }
                continue
            }
            break
        }
        if sawOptional { expr = Expr(.optionalChain(expr), expr.pos) }
        return expr
    }

    /// At `(`: `(label:)`, `(a:b:)`, `(_:)` — argument labels only.
    private func isCompoundName() -> Bool {
        var i = index + 1
        var sawLabel = false
        while true {
            let t = token(at: i)
            if (t.kind == .identifier || t.kind == .keyword) && token(at: i + 1).isSymbol(":")
                && !token(at: i + 1).spaceAfter
                || (t.kind == .identifier && t.text == "_" && token(at: i + 1).isSymbol(":"))
            {
                sawLabel = true
                i += 2
                continue
            }
            return sawLabel && t.isSymbol(")")
        }
    }

    private func isCallable(_ e: Expr) -> Bool {
        switch e.kind {
        case .identifier, .member, .implicitMember, .call, .superRef, .typeExpr, .subscriptAccess, .bindOptional,
            .forceUnwrap, .selfRef:
            return true
        default: return false
        }
    }

    /// `var size = Size(…) { didSet { … } }`: the brace opens the property's observers.
    private var opensObserverBlock: Bool {
        check("{") && peekToken().kind == .identifier && ["willSet", "didSet"].contains(peekToken().text)
    }

    private mutating func parseTrailingClosures() throws -> [Argument] {
        var args: [Argument] = []
        guard check("{") && !noTrailingClosure && !current.newlineBefore && !opensObserverBlock else { return args }
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

    private mutating func parseArguments(closing: String) throws -> [Argument] {
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

    private mutating func parseClosure() throws -> Expr {
        let pos = advance().pos  // {
        var captures: [CaptureItem] = []
        var params: [ClosureParam] = []
        // Signature: [captures] (params) -> T in | a, b in
        let save = index
        var hasSignature = false
        if check("[") {
            advance()
            while !check("]") {
                var ownership = CaptureItem.Ownership.strong
                if checkContextual("weak") {
                    advance()
                    ownership = .weak
                } else if checkContextual("unowned") {
                    advance()
                    ownership = .unowned
                    if check("(") {
                        advance()
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
            if index != save { try expect("]") }
        }
        while check("@") { _ = try parseAttributes() }
        let sigStart = index
        if check("(") {
            advance()
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
                _ = try? parseEffects()
                if match("->") { _ = try parseType() }
                if checkKeyword("in") {
                    advance()
                    params = list
                    hasSignature = true
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
            if ok {
                _ = try? parseEffects()
                if match("->") { _ = try? parseType() }
            }
            if ok && checkKeyword("in") {
                advance()
                params = list
                hasSignature = true
            } else {
                index = sigStart
            }
        }
        if !hasSignature && !captures.isEmpty {
            if checkKeyword("in") {
                advance()
                hasSignature = true
            } else {
                let effectsStart = index
                _ = try? parseEffects()
                if match("->") { _ = try? parseType() }
                if checkKeyword("in") {
                    advance()
                    hasSignature = true
                } else {
                    index = effectsStart
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
        return Expr(.closure(closure), pos)
    }

    private mutating func parsePrimary() throws -> Expr {
        let t = current
        switch t.kind {
        case .integer:
            advance()
            return Expr(.integer(t.intValue), t.pos)
        case .float:
            advance()
            return Expr(.float(t.doubleValue), t.pos)
        case .string:
            advance()
            var parts: [InterpolationPart] = []
            for segment in t.segments {
                switch segment {
                case .text(let s): parts.append(.text(s))
                case .interpolation(let src, let pos):
                    var sub = try Parser(source: src, start: pos)
                    sub.anonymousParamStack = anonymousParamStack
                    if sub.atEnd { throw ScriptError.compile("expected expression in string interpolation", at: pos) }
                    let e = try sub.parseExpression()
                    if !sub.atEnd {
                        throw ScriptError.compile(
                            "string interpolation with labels or several values is not supported in the workbook",
                            at: sub.current.pos)
                    }
                    if let last = sub.anonymousParamStack.last, !anonymousParamStack.isEmpty {
                        anonymousParamStack[anonymousParamStack.count - 1] = max(anonymousParamStack.last!, last)
                    }
                    parts.append(.expr(e))
                }
            }
            return Expr(.string(parts), t.pos)
        case .identifier:
            advance()
            if t.text == "_" { return Expr(.discard, t.pos) }
            if t.text.hasPrefix("$"), let n = Int(t.text.dropFirst()) {
                guard !anonymousParamStack.isEmpty else {
                    throw ScriptError.compile("anonymous closure argument not contained in a closure", at: t.pos)
                }
                anonymousParamStack[anonymousParamStack.count - 1] = max(anonymousParamStack.last!, n + 1)
            }
            if check("<") && !current.spaceBefore, let first = t.text.first, first.isUppercase {
                let save = index
                index -= 1
                if let type = try? parseType(), check("(") || check(".") {
                    return Expr(.typeExpr(type), t.pos)
                }
                index = save
            }
            return Expr(.identifier(t.text), t.pos)
        case .keyword:
            switch t.text {
            case "true":
                advance()
                return Expr(.bool(true), t.pos)
            case "false":
                advance()
                return Expr(.bool(false), t.pos)
            case "nil":
                advance()
                return Expr(.nilLiteral, t.pos)
            case "self":
                advance()
                return Expr(.selfRef, t.pos)
            case "Self":
                advance()
                return Expr(.identifier("Self"), t.pos)
            case "super":
                advance()
                return Expr(.superRef, t.pos)
            case "_":
                advance()
                return Expr(.discard, t.pos)
            case "init":
                advance()
                return Expr(.identifier("init"), t.pos)
            case "try", "await": return try parseUnary()
            case "if":
                return Expr(.statementExpr(try parseIf()), t.pos)
            case "switch":
                return Expr(.statementExpr(try parseSwitch()), t.pos)
            default:
                throw ScriptError.compile("expected expression, found '\(t.text)'", at: t.pos)
            }
        case .pound:
            advance()
            let startOffset = current.endOffset
            if t.text == "if" || t.text == "#if" {
                throw ScriptError.compile("conditional compilation (#if) is not supported in the workbook", at: t.pos)
            }
            guard check("(") else {
                throw ScriptError.compile("'\(t.text)' is not supported in the workbook", at: t.pos)
            }
            advance()
            let firstArgStart = current.offset
            let args = try parseArguments(closing: ")")
            _ = startOffset
            // Source text of the first argument, for expectation reports.
            var firstText = ""
            if let first = args.first {
                var end = firstArgStart
                // Find the end of the first argument: the token before the first top-level ',' or the closing ')'.
                var level = 0
                var i = tokens.firstIndex(where: { $0.offset == firstArgStart && $0.kind != .eof }) ?? index
                while i < tokens.count {
                    let tk = tokens[i]
                    if tk.isSymbol("(") || tk.isSymbol("[") || tk.isSymbol("{") { level += 1 }
                    if tk.isSymbol(")") || tk.isSymbol("]") || tk.isSymbol("}") {
                        if level == 0 { break }
                        level -= 1
                    }
                    if tk.isSymbol(",") && level == 0 { break }
                    end = tk.endOffset
                    i += 1
                }
                _ = first
                firstText = text(from: firstArgStart, to: end)
            }
            return Expr(.pound(t.text, args, firstText), t.pos)
        case .symbol:
            // An operator used as a function value: `reduce(0, +)`, `sorted(by: >)`.
            if Parser.precedence[t.text] != nil || t.text == "-", peekToken().isSymbol(")") || peekToken().isSymbol(",")
            {
                advance()
                return Expr(.identifier(t.text), t.pos)
            }
            switch t.text {
            case "(":
                advance()
                let args = try parseArguments(closing: ")")
                if args.count == 1 && args[0].label == nil { return args[0].value }
                return Expr(.tuple(args), t.pos)
            case "[":
                // `[Int]()` / `[String: Int]()` construct an empty collection.
                let save = index
                if let type = try? parseType(), check("(") && !current.spaceBefore {
                    switch type {
                    case .array, .dictionary: return Expr(.typeExpr(type), t.pos)
                    default: break
                    }
                }
                index = save
                advance()
                if match(":") {
                    try expect("]")
                    return Expr(.dictionary([]), t.pos)
                }
                var elements: [Expr] = []
                var pairs: [(Expr, Expr)] = []
                var isDictionary = false
                while !check("]") {
                    let e = try parseExpression()
                    if match(":") {
                        isDictionary = true
                        pairs.append((e, try parseExpression()))
                    } else {
                        if isDictionary {
                            throw ScriptError.compile("expected ':' in dictionary literal", at: current.pos)
                        }
                        elements.append(e)
                    }
                    if !match(",") { break }
                }
                try expect("]", "expected ']' in container literal expression")
                return isDictionary ? Expr(.dictionary(pairs), t.pos) : Expr(.array(elements), t.pos)
            case "{":
                return try parseClosure()
            case ".":
                advance()
                let name = current
                guard name.kind == .identifier || name.kind == .keyword else {
                    throw ScriptError.compile("expected identifier after '.' expression", at: name.pos)
                }
                advance()
                return Expr(.implicitMember(name.text), t.pos)
            case "\\":
                advance()
                var root: String? = nil
                if current.kind == .identifier && !current.spaceBefore {
                    root = advance().text
                }
                var components: [String] = []
                while check(".") {
                    advance()
                    guard current.kind == .identifier || current.kind == .keyword else {
                        throw ScriptError.compile("expected member name in key path", at: current.pos)
                    }
                    components.append(advance().text)
                    if check("?") || check("!") || check("[") {
                        throw ScriptError.compile(
                            "key paths with optional chaining or subscripts are not supported in the workbook",
                            at: current.pos)
                    }
                }
                if components.isEmpty {
                    throw ScriptError.compile("key path must have at least one component", at: t.pos)
                }
                return Expr(.keyPath(root, components), t.pos)
            case "@":
                // `@MainActor in` closures, `@Sendable` closures …
                _ = try parseAttributes()
                return try parsePrimary()
            default:
                break
            }
        default:
            break
        }
        if t.kind == .eof { throw ScriptError.compile("expected expression", at: t.pos) }
        throw ScriptError.compile("expected expression, found '\(t.text)'", at: t.pos)
    }
}
