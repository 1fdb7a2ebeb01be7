// Primary expressions: literals (numbers, strings with interpolation, arrays, dictionaries),
// names, `self`/`super`, implicit members, parenthesised and tuple expressions, key paths.

extension Parser {
    /// Keywords that are a whole expression by themselves.
    package static let keywordExpressions: [String: ExprKind] = [
        "true": .bool(true), "false": .bool(false), "nil": .nilLiteral, "self": .selfRef,
        "Self": .identifier("Self"), "super": .superRef, "_": .discard, "init": .identifier("init"),
    ]

    package mutating func parsePrimary() throws -> Expr {
        skipModuleQualifier()
        let token = current
        switch token.kind {
        case .integer:
            advance()
            if let wide = token.wideIntValue { return Expr(.wideInteger(wide), token.pos) }
            return Expr(.integer(token.intValue), token.pos)
        case .float:
            advance()
            return Expr(.float(token.doubleValue), token.pos)
        case .string:
            advance()
            var parts: [InterpolationPart] = []
            for segment in token.segments {
                switch segment {
                case .text(let literalText): parts.append(.text(literalText))
                case .interpolation(let src, let pos):
                    var sub = try Parser(source: src, start: pos, operators: operators, genericAliases: genericAliases)
                    sub.anonymousParamStack = anonymousParamStack
                    if sub.atEnd { throw ScriptError.compile("expected expression in string interpolation", at: pos) }
                    let expression = try sub.parseExpression()
                    if !sub.atEnd {
                        throw ScriptError.compile(
                            "string interpolation with labels or several values is not supported in the workbook",
                            at: sub.current.pos)
                    }
                    if let last = sub.anonymousParamStack.last, !anonymousParamStack.isEmpty {
                        anonymousParamStack[anonymousParamStack.count - 1] = max(anonymousParamStack.last!, last)
                    }
                    parts.append(.expr(expression))
                }
            }
            return Expr(.string(parts), token.pos)
        case .identifier:
            advance()
            if token.text == "_" { return Expr(.discard, token.pos) }
            if token.text.hasPrefix("$"), let number = Int(token.text.dropFirst()) {
                guard !anonymousParamStack.isEmpty else {
                    throw ScriptError.compile("anonymous closure argument not contained in a closure", at: token.pos)
                }
                anonymousParamStack[anonymousParamStack.count - 1] = max(anonymousParamStack.last!, number + 1)
            }
            if token.text == "UnicodeScalar" || token.text == "Unicode" && check(".") && peekToken().text == "Scalar" {
                // `Unicode.Scalar(65)`, `UnicodeScalar(byte)`: the builtin type, under its one spelling.
                if token.text == "Unicode" { index += 2 }
                return Expr(.typeExpr(.named("Unicode.Scalar", [])), token.pos)
            }
            if check("<") && !current.spaceBefore, let first = token.text.first, first.isUppercase {
                let save = index
                index -= 1
                // `Box<Int>(…)`, `Box<Int>.make`, `AnyIterator<Int> { … }` (a trailing closure).
                if let type = try? parseType(), check("(") || check(".") || (check("{") && !current.newlineBefore) {
                    return Expr(.typeExpr(type), token.pos)
                }
                index = save
            }
            return Expr(.identifier(token.text), token.pos)
        case .keyword:
            if let kind = Parser.keywordExpressions[token.text] {
                advance()
                return Expr(kind, token.pos)
            }
            switch token.text {
            case "try", "await": return try parseUnary()
            case "if":
                return Expr(.statementExpr(try parseIf()), token.pos)
            case "switch":
                return Expr(.statementExpr(try parseSwitch()), token.pos)
            default:
                throw ScriptError.compile("expected expression, found '\(token.text)'", at: token.pos)
            }
        case .pound:
            if atAvailabilityCondition { throw availabilityOutsideCondition(token) }
            advance()
            let startOffset = current.endOffset
            if token.text == "if" || token.text == "#if" {
                throw ScriptError.compile(
                    "conditional compilation (#if) is not supported in the workbook", at: token.pos)
            }
            guard check("(") else {
                throw ScriptError.compile("'\(token.text)' is not supported in the workbook", at: token.pos)
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
                var tokenIndex = tokens.firstIndex(where: { $0.offset == firstArgStart && $0.kind != .eof }) ?? index
                while tokenIndex < tokens.count {
                    let argumentToken = tokens[tokenIndex]
                    if argumentToken.isSymbol("(") || argumentToken.isSymbol("[") || argumentToken.isSymbol("{") {
                        level += 1
                    }
                    if argumentToken.isSymbol(")") || argumentToken.isSymbol("]") || argumentToken.isSymbol("}") {
                        if level == 0 { break }
                        level -= 1
                    }
                    if argumentToken.isSymbol(",") && level == 0 { break }
                    end = argumentToken.endOffset
                    tokenIndex += 1
                }
                _ = first
                firstText = text(from: firstArgStart, to: end)
            }
            return Expr(.pound(token.text, args, firstText), token.pos)
        case .symbol:
            // An operator used as a function value: `reduce(0, +)`, `sorted(by: >)`.
            if operators.binding(ofInfix: token.text) != nil || operators.prefixOperators.contains(token.text)
                || operators.postfixOperators.contains(token.text),
                peekToken().isSymbol(")") || peekToken().isSymbol(",")
            {
                advance()
                return Expr(.identifier(token.text), token.pos)
            }
            switch token.text {
            case "(":
                // `((Int) -> Int).self`: a function type's metatype.
                let save = index
                if let type = try? parseType(), case .function = type, check("."), peekToken().isKeyword("self") {
                    return Expr(.typeExpr(type), token.pos)
                }
                index = save
                advance()
                let args = try parseArguments(closing: ")")
                if args.count == 1 && args[0].label == nil { return args[0].value }
                return Expr(.tuple(args), token.pos)
            case "[":
                // `[Int]()` / `[String: Int]()` construct an empty collection.
                let save = index
                if let type = try? parseType(), check("(") && !current.spaceBefore {
                    switch type {
                    case .array, .dictionary: return Expr(.typeExpr(type), token.pos)
                    default: break
                    }
                }
                index = save
                advance()
                if match(":") {
                    try expect("]")
                    return Expr(.dictionary([]), token.pos)
                }
                var elements: [Expr] = []
                var pairs: [(Expr, Expr)] = []
                var isDictionary = false
                while !check("]") {
                    let expression = try parseExpression()
                    if match(":") {
                        isDictionary = true
                        pairs.append((expression, try parseExpression()))
                    } else {
                        if isDictionary {
                            throw ScriptError.compile("expected ':' in dictionary literal", at: current.pos)
                        }
                        elements.append(expression)
                    }
                    if !match(",") { break }
                }
                try expect("]", "expected ']' in container literal expression")
                return isDictionary ? Expr(.dictionary(pairs), token.pos) : Expr(.array(elements), token.pos)
            case "{":
                return try parseClosure()
            case ".":
                advance()
                let name = current
                guard name.kind == .identifier || name.kind == .keyword else {
                    throw ScriptError.compile("expected identifier after '.' expression", at: name.pos)
                }
                advance()
                return Expr(.implicitMember(name.text), token.pos)
            case "\\":
                advance()
                var root: String? = nil
                if current.kind == .identifier && !current.spaceBefore {
                    root = advance().text
                }
                var components: [String] = []
                while check(".") {
                    advance()
                    // A tuple element `\.1` is an integer token (`\.0.1` scans as one number).
                    if current.kind == .integer || current.kind == .float,
                        current.text.allSatisfy({ $0.isNumber || $0 == "." })
                    {
                        components += advance().text.split(separator: ".").map(String.init)
                        continue
                    }
                    guard current.kind == .identifier || current.kind == .keyword else {
                        throw ScriptError.compile("expected member name in key path", at: current.pos)
                    }
                    components.append(advance().text)
                    // `\.address?.city`, `\.address!.city`: the optional step is a component of its own.
                    while check("?") || check("!") {
                        components.append(advance().text)
                    }
                    if check("[") {
                        throw ScriptError.compile(
                            "key paths with subscripts are not supported in the workbook", at: current.pos)
                    }
                }
                if components.isEmpty {
                    throw ScriptError.compile("key path must have at least one component", at: token.pos)
                }
                return Expr(.keyPath(root, components), token.pos)
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
        if token.kind == .eof { throw ScriptError.compile("expected expression", at: token.pos) }
        throw ScriptError.compile("expected expression, found '\(token.text)'", at: token.pos)
    }
}
