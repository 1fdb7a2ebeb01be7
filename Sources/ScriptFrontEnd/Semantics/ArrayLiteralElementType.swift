// The element type Swift infers for an unannotated array literal. Instances of different
// classes join at their nearest common superclass: `[Movie(…), Song(…)]` is `[MediaItem]`.

extension ExpressionTyper {
    func arrayLiteralElementType(_ elements: [Expr]) -> StaticType {
        guard !elements.isEmpty else { return .unknown }
        if let optional = optionalJoin(elements) { return optional }  // `[nil, 2]` is `[Int?]`
        // `[wallet, 1]` with `Money: ExpressibleByIntegerLiteral`: a literal takes the others' type.
        let typed = elements.filter { !Self.isPlainLiteral($0) }
        if !typed.isEmpty, typed.count < elements.count {
            let joined = join(typed)
            guard joined.isKnown else { return joined }
            return elements.allSatisfy({ !Self.isPlainLiteral($0) || literal($0, fits: joined) })
                ? joined : .nominal("Any", [])
        }
        return join(elements)
    }

    /// Whether the literal `expr` can be a value of `type` (its default type, a standard type that
    /// takes it, or a program type adopting the matching `ExpressibleBy…Literal`).
    private func literal(_ expr: Expr, fits type: StaticType) -> Bool {
        guard case .nominal(let name, []) = type else { return false }
        let standard: Set<String>
        let proto: String
        switch expr.kind {
        case .integer, .prefix("-", _):
            standard = [
                "Int", "Double", "Float", "UInt", "Int8", "Int16", "Int32", "Int64", "UInt8", "UInt16",
                "UInt32", "UInt64",
            ]
            proto = "ExpressibleByIntegerLiteral"
        case .float: (standard, proto) = (["Double", "Float"], "ExpressibleByFloatLiteral")
        case .string: (standard, proto) = (["String", "Character", "Substring"], "ExpressibleByStringLiteral")
        case .bool: (standard, proto) = (["Bool"], "ExpressibleByBooleanLiteral")
        default: return false
        }
        return standard.contains(name) || model.type(named: name)?.inherited.contains(proto) == true
    }

    private static func isPlainLiteral(_ expr: Expr) -> Bool {
        switch expr.kind {
        case .integer, .float, .bool: return true
        case .string: return isPlainStringLiteral(expr)
        case .prefix("-", let operand): return isNumberLiteral(operand)
        default: return false
        }
    }

    private func join(_ elements: [Expr]) -> StaticType {
        var joined = StaticType.unknown
        for element in elements {
            let next = type(of: element)
            guard next.isKnown else {
                // `.init(celsius: 1)` takes the type of the others; any other unknown element leaves it unknown.
                if Self.isImplicitMember(element) { continue }
                return .unknown
            }
            guard next != joined else { continue }
            guard joined.isKnown else {
                joined = next
                continue
            }
            if case .nominal(let left, []) = joined, case .nominal(let right, []) = next {
                if let common = commonSuperclass(left, right) {
                    joined = .nominal(common, [])
                    continue
                }
                // `[1, 2.5]`, `[1, x]` with `x: Double`: integer literals take the floating-point type.
                let floating = [left, right].first { $0 == "Double" || $0 == "Float" }
                if let floating, [left, right].contains("Int"),
                    elements.allSatisfy({ type(of: $0) != .int || Self.isNumberLiteral($0) })
                {
                    joined = .nominal(floating, [])
                    continue
                }
            }
            // `[x as any Greeter, Friendly()]`: a value of a type that adopts the existential's protocols joins it.
            if let protocols = joined.protocolsKnownStatically, case .existential = joined, adopts(next, protocols) {
                continue
            }
            if let protocols = next.protocolsKnownStatically, case .existential = next, adopts(joined, protocols) {
                joined = next
                continue
            }
            // Swift accepts a mix of unrelated types only where `[Any]` is asked for (`m([1, "a"])`).
            return .nominal("Any", [])
        }
        return joined
    }

    private func adopts(_ type: StaticType, _ protocols: [String]) -> Bool {
        if case .existential(let own) = type { return Set(protocols).isSubset(of: own) }
        guard let name = type.nominalName else { return false }
        return protocols.allSatisfy { model.conforms(name, to: $0) }
    }

    /// `.freezing`, or a call of one: `.init(celsius: -3)`, `.rect(w: 1, h: 2)`.
    package static func isImplicitMember(_ expr: Expr) -> Bool {
        switch expr.kind {
        case .implicitMember: return true
        case .call(let callee, _): return isImplicitMember(callee)
        default: return false
        }
    }

    private static func isNumberLiteral(_ expr: Expr) -> Bool {
        switch expr.kind {
        case .integer, .float: return true
        case .prefix("-", let operand): return isNumberLiteral(operand)
        default: return false
        }
    }

    /// The nearest class that both classes are, or nil when they share none.
    private func commonSuperclass(_ left: String, _ right: String) -> String? {
        var ancestors: [String] = []
        var current: String? = left
        while let name = current {
            ancestors.append(name)
            current = model.superclass(of: name)
        }
        current = right
        while let name = current {
            if ancestors.contains(name) { return name }
            current = model.superclass(of: name)
        }
        return nil
    }
}
