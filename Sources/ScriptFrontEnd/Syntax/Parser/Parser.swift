// Parser: tokens → syntax tree. Recursive descent with Swift's operator precedences;
// constructs outside the workbook's subset are refused here with the construct named.
// This file holds the token cursor, errors, and blocks; each grammar area is an extension
// in a sibling file (ParseStatement, ParseDeclaration, ParseDestructuring, ParseVariable,
// ParseType, ParsePattern, ParseExpression, ParseClosure, ParsePrimary), so members are not
// private. They are `package`, as was all of the front end when it became its own module, but
// other modules call only `init(source:start:)` and `parseProgram()` (Script; tests too).

package struct Parser {
    package var tokens: [Token]
    package var index = 0
    /// The scanned text, for the source text of a declaration's parts (`initializerText`).
    private let scanner: Scanner
    /// Per enclosing closure: the highest `$N` seen + 1.
    package var anonymousParamStack: [Int] = []
    /// Conditions of `if`/`while`/`guard`/`for`/`switch`: a `{` there opens the body, not a trailing closure.
    package var noTrailingClosure = false
    package var depth = 0
    /// Constraints of the generic parameters `parseGenericParams` read last (`<T: P>`).
    package var lastGenericConstraints: [String: TypeRef] = [:]
    /// The `Name == Type` requirements of the `where` clause `parseWhereClause` read last.
    package var lastSameTypeConstraints: [String: TypeRef] = [:]
    /// The `Name: Protocol` requirements of that `where` clause (`where T: BinaryFloatingPoint`).
    package var lastConformanceConstraints: [String: TypeRef] = [:]
    /// The `associatedtype` names of the protocol body being parsed (its `TypeDecl` keeps them).
    package var associatedTypeNames: [String] = []
    /// The operators this text may use: the standard ones, an earlier entry's, and its own.
    package var operators: OperatorTable
    /// The generic type aliases this text may use: an earlier entry's and its own, expanded where written.
    package var genericAliases: GenericTypeAliases

    package init(
        source: String, start: SourcePos = SourcePos(line: 1, column: 1), operators: OperatorTable = .standard,
        genericAliases: GenericTypeAliases = GenericTypeAliases()
    ) throws {
        var scanner = Scanner(source, start: start)
        self.tokens = try scanner.scan()
        self.scanner = scanner
        self.operators = operators
        self.genericAliases = genericAliases
        self.genericAliases.startText()
        try self.operators.absorbDeclarations(in: tokens)
    }

    // MARK: Token helpers

    package var current: Token { tokens[index] }
    package func peekToken(_ offset: Int = 1) -> Token { tokens[min(index + offset, tokens.count - 1)] }
    /// Lookahead that never runs past the end: positions beyond it read the end-of-input token.
    package func token(at position: Int) -> Token { tokens[min(max(position, 0), tokens.count - 1)] }
    package var atEnd: Bool { current.kind == .eof }

    @discardableResult
    package mutating func advance() -> Token {
        let token = tokens[index]
        if index < tokens.count - 1 { index += 1 }
        return token
    }

    /// Steps over a module qualifier `Swift.` before a name (`Swift.min(a, b)`, `Swift.Int`): every name the
    /// workbook provides is the standard library's, so the qualifier changes nothing.
    package mutating func skipModuleQualifier() {
        guard current.kind == .identifier, current.text == "Swift", peekToken().isSymbol("."),
            !peekToken().spaceBefore, peekToken(2).kind == .identifier || peekToken(2).isKeyword("Any")
        else { return }
        advance()
        advance()
    }

    package func check(_ symbol: String) -> Bool { current.isSymbol(symbol) }
    package func checkKeyword(_ keyword: String) -> Bool { current.isKeyword(keyword) }
    package func checkContextual(_ word: String) -> Bool { current.kind == .identifier && current.text == word }

    package mutating func match(_ symbol: String) -> Bool {
        if check(symbol) {
            advance()
            return true
        }
        return false
    }
    package mutating func matchKeyword(_ keyword: String) -> Bool {
        if checkKeyword(keyword) {
            advance()
            return true
        }
        return false
    }

    package mutating func expect(_ symbol: String, _ what: String? = nil) throws {
        guard match(symbol) else {
            throw ScriptError.compile(what ?? "expected '\(symbol)'", at: current.pos)
        }
    }

    package mutating func expectIdentifier(_ what: String = "expected identifier") throws -> String {
        if current.kind == .identifier { return advance().text }
        throw ScriptError.compile(what, at: current.pos)
    }

    package func text(from start: Int, to end: Int) -> String {
        scanner.text(from: start, to: end)
    }

    /// Every recursive descent passes here: deep input ends in a diagnostic, never in a
    /// stack overflow (see StackHeadroom).
    package func ensureStackHeadroom() throws {
        try StackHeadroom.ensureForReading(at: current.pos)
    }

    // MARK: Program

    package mutating func parseProgram() throws -> [Stmt] {
        var statements: [Stmt] = []
        while !atEnd {
            if match(";") { continue }
            statements.append(contentsOf: try parseStatement())
            try endStatement()
        }
        return statements
    }

    package mutating func endStatement() throws {
        if match(";") { return }
        if atEnd || check("}") || current.newlineBefore { return }
        throw ScriptError.compile("consecutive statements on a line must be separated by ';'", at: current.pos)
    }

    package mutating func parseBlock() throws -> [Stmt] {
        guard check("{") else { throw ScriptError.compile("expected '{'", at: current.pos) }
        advance()
        return try parseBlockContents()
    }

    /// Statements up to and including the closing '}' (the '{' is already consumed).
    package mutating func parseBlockContents() throws -> [Stmt] {
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
}
