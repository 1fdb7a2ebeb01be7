// Types: named and generic types, optionals, collections, tuples, function types, `some`/`any`
// compositions; generic parameter lists and `where` clauses.

extension Parser {
    // MARK: Generic parameters

    package mutating func parseGenericParams() throws -> [String] {
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

    package mutating func expectClosingAngle() throws {
        if match(">") {
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

    package mutating func skipWhereClause() throws { _ = try parseWhereClause() }

    /// `<T: Numeric>` and `where T: Comparable` together: each generic parameter's constraints as one.
    package func mergingWhereConformances(_ constraints: [String: TypeRef], of generics: [String]) -> [String: TypeRef]
    {
        var merged = constraints
        for (name, constraint) in lastConformanceConstraints where generics.contains(name) {
            merged[name] = merged[name].map { .existential([$0, constraint]) } ?? constraint
        }
        return merged
    }

    /// A `where` clause; returns the types `Self` is constrained to (`where Self: Priced`).
    package mutating func parseWhereClause() throws -> [TypeRef] {
        lastSameTypeConstraints = [:]
        lastConformanceConstraints = [:]
        guard matchKeyword("where") else { return [] }
        var selfConstraints: [TypeRef] = []
        repeat {
            let subject = try parseType()
            if match(":") {
                let constraint = try parseType()
                if case .named("Self", let arguments) = subject, arguments.isEmpty {
                    selfConstraints.append(constraint)
                } else if case .named(let name, let arguments) = subject, arguments.isEmpty {
                    let earlier = lastConformanceConstraints[name].map { [$0] } ?? []
                    lastConformanceConstraints[name] =
                        earlier.isEmpty ? constraint : .existential(earlier + [constraint])
                }
            } else if match("==") {
                let type = try parseType()
                if case .named(let name, let arguments) = subject, arguments.isEmpty {
                    lastSameTypeConstraints[name] = type
                }
            }
        } while match(",")
        return selfConstraints
    }

    // MARK: Types

    package mutating func parseType() throws -> TypeRef {
        var parts: [TypeRef] = [try parseTypeNoComposition()]
        while check("&") {
            advance()
            parts.append(try parseTypeNoComposition())
        }
        return parts.count == 1 ? parts[0] : .existential(parts)
    }

    package mutating func parseTypeNoComposition() throws -> TypeRef {
        try ensureStackHeadroom()
        while check("@") { _ = try parseAttributes() }
        if checkContextual("some") || checkContextual("any") {
            advance()
            return .existential([try parseTypeNoComposition()])
        }
        if matchKeyword("inout") { return .inoutType(try parseType()) }
        // A parameter's ownership (`borrowing ObservationTracking.Event`: swiftc requires one
        // for a noncopyable parameter) changes nothing the interpreter does with the value.
        if checkContextual("borrowing") || checkContextual("consuming"),
            peekToken().kind == .identifier || peekToken().isSymbol("(") || peekToken().isSymbol("[")
        {
            advance()
        }
        var type: TypeRef
        let pos = current.pos
        skipModuleQualifier()
        if match("[") {
            let element = try parseType()
            if match(":") {
                let value = try parseType()
                try expect("]")
                type = .dictionary(element, value)
            } else {
                try expect("]")
                type = .array(element)
            }
        } else if match("(") {
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
            // `Optional<Int>` is `Int?`: the same type, so the same TypeRef (a value stored in a
            // variable of it is wrapped, and prints `Optional(4)`, as Swift prints it).
            // `UnicodeScalar` is the standard library's alias of `Unicode.Scalar`: one spelling.
            if name == "UnicodeScalar" { name = "Unicode.Scalar" }
            if let expanded = try genericAliases.expansion(of: name, args, at: pos) {
                type = expanded
            } else {
                type = name == "Optional" && args.count == 1 ? .optional(args[0]) : .named(name, args)
            }
        } else {
            throw ScriptError.compile("expected a type", at: pos)
        }
        while !current.spaceBefore {
            if match("?") {
                type = .optional(type)
                continue
            }
            if match("!") {
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
}
