// Variable and property declarations (stored, computed, observed, tuple-destructuring) with
// their accessors, and `subscript` declarations (which share the accessor grammar).

extension Parser {
    package mutating func parseVariables(attributes: [Attribute], modifiers: Modifiers) throws -> [Stmt] {
        let isLet = advance().text == "let"
        var result: [Stmt] = []
        var declared: [VarDecl] = []
        repeat {
            let pos = current.pos
            var name: String
            var tupleNames: [String]? = nil
            var tupleShape: DestructuringPattern? = nil
            if check("(") {
                let pattern = try parseDestructuringPattern()
                name = ""
                tupleNames = pattern.names
                if pattern.isNested { tupleShape = pattern }
            } else if current.kind == .identifier {
                name = advance().text
            } else {
                throw ScriptError.compile("expected pattern", at: current.pos)
            }
            var type: TypeRef? = nil
            var typeIsWhole = false
            if match(":") {
                let start = index
                type = try parseType()
                typeIsWhole = Self.isWholeInTypeRef(start..<index, of: self)
            }
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
            decl.tupleShape = tupleShape
            decl.typeIsWholeInTypeRef = typeIsWhole
            let wrappers = Parser.wrapperAttributes(attributes)
            // `@DrawingBuilder var body: Drawable { … }`: on a computed property, a result builder.
            if !wrappers.isEmpty, !Self.isComputed(accessors) {
                result += try expandWrappedVariable(decl, wrappers: wrappers)
                continue
            }
            declared.append(decl)
            result.append(Stmt(.variable(decl), pos))
        } while match(",")
        Self.shareTypeAnnotations(declared)
        return result
    }

    private static func isComputed(_ accessors: Accessors) -> Bool {
        if case .computed = accessors { return true }
        return false
    }

    /// `var w, h: Double`: a name with neither a type nor a value takes the type written after
    /// the next name, as in Swift (`w` is a `Double` too; without this it held what it was given).
    private static func shareTypeAnnotations(_ declared: [VarDecl]) {
        var following: VarDecl? = nil
        for decl in declared.reversed() {
            if decl.type == nil, decl.initializer == nil, decl.tupleNames == nil, let typed = following {
                decl.type = typed.type
                decl.typeIsWholeInTypeRef = typed.typeIsWholeInTypeRef
            }
            if decl.type != nil { following = decl }
            if decl.initializer != nil { following = nil }
        }
    }

    package mutating func parseAccessors(isLet: Bool, pos: SourcePos) throws -> Accessors {
        let open = current.pos
        advance()  // {
        // Observers or explicit get/set?
        func accessorWord(_ candidate: Token) -> String? {
            guard candidate.kind == .identifier,
                ["get", "set", "willSet", "didSet", "_modify", "_read"].contains(candidate.text)
            else {
                return nil
            }
            return candidate.text
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
                if match("(") {
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
            guard let getter = getBody else {
                throw ScriptError.compile("variable with a setter must also have a getter", at: open)
            }
            return .computed(get: getter, set: setBody, setterName: setterName)
        }
        // A bare getter body.
        index -= 1
        let body = try parseBlock()
        return .computed(get: body, set: nil, setterName: "newValue")
    }

    /// At `{`: the braces hold only accessor words (`{ get }`, `{ get set }`,
    /// `{ mutating get nonmutating set }`), the form a protocol's requirement takes.
    /// Returns the accessors named, or nil when the braces hold anything else.
    private func bodilessAccessors() -> Set<String>? {
        var probe = index + 1
        var accessors: Set<String> = []
        while !token(at: probe).isSymbol("}") {
            let word = token(at: probe)
            if word.kind == .identifier && (word.text == "get" || word.text == "set") {
                accessors.insert(word.text)
            } else if !Parser.modifierWords.contains(word.text) && word.text != "throws" && word.text != "async" {
                return nil
            }
            probe += 1
        }
        return accessors.isEmpty ? nil : accessors
    }

    /// `subscript(params) -> T { get set }` becomes methods named `subscript` (the getter)
    /// and `subscript(set)` (the setter: the index parameters, then the new value).
    package mutating func parseSubscript(attributes: [Attribute], modifiers: Modifiers) throws -> [FunctionDecl] {
        let pos = advance().pos  // subscript
        let generics = try parseGenericParams()
        let params = try parseParams(labelOnlyWhenWritten: true)
        try expect("->")
        let returnType = try parseType()
        try skipWhereClause()
        guard check("{") else {
            throw ScriptError.compile(
                "expected '{' in subscript to specify getter and setter implementation", at: current.pos)
        }
        // A protocol's requirement `{ get set }` declares accessors without bodies: methods with
        // no body, as a protocol's `func` requirement is (an empty getter would be a body).
        let requirement = bodilessAccessors()
        let isRequirement = requirement != nil
        guard case .computed(let get, var set, let setterName) = try parseAccessors(isLet: false, pos: pos) else {
            throw ScriptError.compile("subscript declarations cannot have observers", at: pos)
        }
        if requirement?.contains("set") == true { set = [] }
        var result = [
            FunctionDecl(
                name: "subscript", params: params, returnType: returnType, body: isRequirement ? nil : get,
                modifiers: modifiers,
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
                    name: "subscript(set)", params: params + [newValue], returnType: nil,
                    body: isRequirement ? nil : set,
                    modifiers: setterModifiers, attributes: attributes, genericParams: generics,
                    isThrowing: false, isAsync: false, isFailable: false, pos: pos))
        }
        return result
    }
}
