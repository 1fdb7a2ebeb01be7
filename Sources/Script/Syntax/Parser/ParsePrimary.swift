// Primary expressions: literals (numbers, strings with interpolation, arrays, dictionaries),
// names, `self`/`super`, implicit members, parenthesised and tuple expressions, key paths.

extension Parser {
    mutating func parsePrimary() throws -> Expr {
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
