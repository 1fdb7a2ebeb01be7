// Declarations: attributes and modifiers, then functions, initializers, parameters, effects,
// nominal types, extensions, protocols and enum cases.

extension Parser {
    package static let modifierWords: Set<String> = [
        "static", "private", "fileprivate", "internal", "public", "open", "final", "override", "mutating",
        "nonmutating", "lazy", "weak", "unowned", "convenience", "required", "nonisolated", "indirect", "prefix",
        "postfix", "infix",
    ]
    package static let declarationKeywords: Set<String> = [
        "var", "let", "func", "class", "struct", "enum", "protocol", "extension", "init", "deinit", "typealias",
        "subscript", "case", "associatedtype", "actor", "operator",
    ]

    package func isDeclarationStart() -> Bool {
        var tokenIndex = index
        while true {
            let lookahead = token(at: tokenIndex)
            if lookahead.kind == .keyword || lookahead.kind == .identifier {
                if Parser.modifierWords.contains(lookahead.text) {
                    // `private(set)` and friends
                    if token(at: tokenIndex + 1).isSymbol("(") {
                        tokenIndex += 4
                        continue
                    }
                    // A modifier word followed by another declaration word.
                    let next = token(at: tokenIndex + 1)
                    if (next.kind == .keyword || next.kind == .identifier)
                        && (Parser.modifierWords.contains(next.text) || Parser.declarationKeywords.contains(next.text)
                            || next.text == "class")
                    {
                        tokenIndex += 1
                        continue
                    }
                    return false
                }
                if lookahead.kind == .keyword && Parser.declarationKeywords.contains(lookahead.text) {
                    return lookahead.text != "case" || tokenIndex == index || current.text == "indirect"
                }
                if lookahead.kind == .identifier && (lookahead.text == "actor" || lookahead.text == "associatedtype") {
                    return token(at: tokenIndex + 1).kind == .identifier
                }
                return false
            }
            return false
        }
    }

    package mutating func parseAttributes() throws -> [Attribute] {
        var attributes: [Attribute] = []
        while check("@") {
            let pos = advance().pos
            let name = try expectIdentifier("expected an attribute name")
            if name.first?.isUppercase == true && !BuiltinNames.attributes.contains(name) {
                attributes.append(try parseWrapperAttribute(name, at: pos))
                continue
            }
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

    /// `@Name`, `@Name<T>`, `@Name(args)`: a custom attribute, which the workbook runs only as a
    /// property wrapper, so its arguments are parsed as a call's.
    private mutating func parseWrapperAttribute(_ name: String, at pos: SourcePos) throws -> Attribute {
        var attribute = Attribute(name: name, arguments: nil, pos: pos)
        if check("<") && !current.spaceBefore {
            index -= 1
            guard case .named(_, let generics) = try parseType() else {
                throw ScriptError.compile("expected a property wrapper type after '@'", at: pos)
            }
            attribute.genericArguments = generics
        }
        if check("(") && !current.spaceBefore {
            advance()
            attribute.callArguments = try parseArguments(closing: ")")
        }
        return attribute
    }

    package mutating func parseModifiers() throws -> Modifiers {
        var modifiers = Modifiers()
        while current.kind == .keyword || current.kind == .identifier {
            let word = current.text
            if word == "class"
                && (peekToken().isKeyword("func") || peekToken().isKeyword("var") || peekToken().isKeyword("let")
                    || Parser.modifierWords.contains(peekToken().text))
            {
                advance()
                modifiers.isStatic = true
                continue
            }
            guard Parser.modifierWords.contains(word) else { break }
            let next = peekToken()
            if !(next.kind == .keyword || next.kind == .identifier || next.isSymbol("(")) { break }
            advance()
            switch word {
            case "static": modifiers.isStatic = true
            case "mutating": modifiers.isMutating = true
            case "final": modifiers.isFinal = true
            case "override": modifiers.isOverride = true
            case "lazy": modifiers.isLazy = true
            case "weak": modifiers.isWeak = true
            case "unowned": modifiers.isUnowned = true
            case "private", "fileprivate": modifiers.isPrivate = true
            case "convenience": modifiers.isConvenience = true
            case "required": modifiers.isRequired = true
            case "nonisolated": modifiers.isNonisolated = true
            case "prefix": modifiers.isPrefix = true
            case "postfix": modifiers.isPostfix = true
            default: break
            }
            if check("(")
                && (word == "private" || word == "fileprivate" || word == "internal" || word == "public"
                    || word == "unowned" || word == "nonisolated")  // `nonisolated(unsafe)`
            {
                advance()
                advance()
                try expect(")")
            }
        }
        return modifiers
    }

    package mutating func parseDeclaration() throws -> [Stmt] {
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
                    // `typealias Pair<T> = (T, T)`: expanded wherever it is written (GenericTypeAliases).
                    let outerConstraints = lastGenericConstraints
                    let parameters = try parseGenericParams()
                    lastGenericConstraints = outerConstraints
                    try expect("=")
                    try genericAliases.declare(name, parameters: parameters, target: try parseType(), at: pos)
                    return []
                }
                try expect("=")
                return [Stmt(.typealiasDecl(name, try parseType()), pos)]
            case "operator":
                // `infix operator +- : AdditionPrecedence`: the parser's `operators` read it before
                // the first statement; nothing is left to run.
                advance()
                advance()
                if match(":") { _ = try expectIdentifier() }
                return []
            case "subscript":
                return try parseSubscript(attributes: attributes, modifiers: modifiers).map { Stmt(.function($0), pos) }
            case "associatedtype":
                // A placeholder the conforming type fills in; values carry their own types at
                // run time, so only its name needs to be known.
                advance()
                associatedTypeNames.append(try expectIdentifier())
                if match(":") {
                    _ = try parseType()
                    while match("&") { _ = try parseType() }
                }
                // `where Suffix.Item == Item`: a constraint swiftc checks; nothing to run.
                try skipWhereClause()
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

    private static func isFunctionType(_ type: TypeRef) -> Bool {
        if case .function = type { return true }
        return false
    }

    /// `labelOnlyWhenWritten`: a subscript's parameter has an argument label only when it is
    /// written before the name (`subscript(row row: Int)`), unlike a function's.
    package mutating func parseParams(labelOnlyWhenWritten: Bool = false) throws -> [Param] {
        try expect("(")
        var params: [Param] = []
        while !check(")") {
            // A custom attribute on a parameter of function type is a result builder (SE-0289);
            // on any other, a property wrapper (SE-0293).
            let custom = Parser.wrapperAttributes(try parseAttributes()).first
            var first: String
            if current.kind == .identifier || current.kind == .keyword {
                first = advance().text
            } else {
                throw ScriptError.compile("expected parameter name followed by ':'", at: current.pos)
            }
            var label: String? = labelOnlyWhenWritten ? nil : first
            var name = first
            if current.kind == .identifier || current.kind == .keyword, !check(":") {
                name = advance().text
                label = first
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
            if match("...") {
                variadic = true
            }
            if let custom, !Self.isFunctionType(type) {
                // SE-0293: the caller's value goes through `init(wrappedValue:)` or `init(projectedValue:)`.
                throw ScriptError.compile(
                    "a property wrapper on a parameter ('@\(custom.name)') is not supported in the workbook",
                    at: custom.pos)
            }
            var defaultValue: Expr? = nil
            if match("=") { defaultValue = try parseExpression() }
            var param = Param(
                label: label, name: name, type: type, defaultValue: defaultValue, isInout: isInout,
                isVariadic: variadic, isAutoclosure: isAutoclosure)
            param.resultBuilder = custom?.name
            params.append(param)
            if !match(",") { break }
        }
        try expect(")")
        return params
    }

    package mutating func parseEffects() throws -> (throwing: Bool, async: Bool) {
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
                if match("(") {
                    _ = try parseType()
                    try expect(")")
                }
                continue
            }
            break
        }
        return (throwing, isAsync)
    }

    package mutating func parseFunction(attributes: [Attribute], modifiers: Modifiers) throws -> FunctionDecl {
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
        if modifiers.isPostfix { name = OperatorTable.postfixFunctionName(name) }
        let generics = try parseGenericParams()
        var constraints = lastGenericConstraints
        let params = try parseParams()
        let effects = try parseEffects()
        var returnType: TypeRef? = nil
        var returnTypeIsWhole = false
        if match("->") {
            let start = index
            returnType = try parseType()
            returnTypeIsWhole = Self.isWholeInTypeRef(start..<index, of: self)
        }
        try skipWhereClause()
        let sameTypeConstraints = lastSameTypeConstraints
        constraints = mergingWhereConformances(constraints, of: generics)
        var body: [Stmt]? = nil
        if check("{") { body = try parseBlock() }
        let decl = FunctionDecl(
            name: name, params: params, returnType: returnType, body: body, modifiers: modifiers,
            attributes: attributes,
            genericParams: generics, isThrowing: effects.throwing, isAsync: effects.async, isFailable: false, pos: pos)
        decl.genericConstraints = constraints
        decl.returnTypeIsWholeInTypeRef = returnTypeIsWhole
        decl.sameTypeConstraints = sameTypeConstraints
        return decl
    }

    /// Whether the type written in `range` of the tokens holds nothing `TypeRef` drops.
    static func isWholeInTypeRef(_ range: Range<Int>, of parser: Parser) -> Bool {
        let dropped: Set<String> = [
            "@", "async", "...", "some", "borrowing", "consuming", "sending", "isolated", "__owned", "__shared",
        ]
        for position in range {
            let token = parser.token(at: position)
            if dropped.contains(token.text) { return false }
            if token.text == "throws", parser.token(at: position + 1).isSymbol("(") { return false }
        }
        return true
    }

    package mutating func parseInit(attributes: [Attribute], modifiers: Modifiers) throws -> FunctionDecl {
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

    package mutating func parseTypeDecl(
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
        var genericConstraints = lastGenericConstraints
        var inherited: [TypeRef] = []
        if match(":") {
            repeat { inherited.append(try parseType()) } while match(",")
        }
        let hasWhereClause = checkKeyword("where")
        let selfConstraints = try parseWhereClause()
        let sameTypeConstraints = lastSameTypeConstraints
        // An extension's `where Element: BinaryFloatingPoint` constrains the extended type's parameters.
        genericConstraints =
            kind == .extensionDecl
            ? lastConformanceConstraints : mergingWhereConformances(genericConstraints, of: generics)
        let outerAssociatedTypes = associatedTypeNames
        associatedTypeNames = []
        let body = try parseBlock()
        let associatedTypes = associatedTypeNames
        associatedTypeNames = outerAssociatedTypes
        // `extension Container where Item == Double { func average() }`: the member requires it.
        for member in body where !sameTypeConstraints.isEmpty {
            if case .function(let function) = member.kind {
                function.sameTypeConstraints.merge(sameTypeConstraints) { own, _ in own }
            }
        }
        let end = tokens[index - 1].endOffset
        let decl = TypeDecl(
            kind: kind, name: name, genericParams: generics, inherited: inherited, members: body,
            attributes: attributes,
            modifiers: modifiers, pos: pos, sourceRange: startOffset..<end)
        decl.selfConstraints = selfConstraints
        decl.sameTypeConstraints = sameTypeConstraints
        decl.genericConstraints = genericConstraints
        decl.associatedTypes = associatedTypes
        decl.hasWhereClause = hasWhereClause
        return decl
    }

    package mutating func parseEnumCases() throws -> [EnumCaseDecl] {
        advance()  // case
        var cases: [EnumCaseDecl] = []
        repeat {
            let pos = current.pos
            let name = try expectIdentifier("expected identifier in enum 'case' declaration")
            var params: [(label: String?, type: TypeRef)]? = nil
            if match("(") {
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
}
