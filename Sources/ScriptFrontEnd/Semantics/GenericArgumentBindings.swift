// What a call binds a generic function's parameters to, read from the static types of its
// non-literal arguments (`sum([Double](), from: 0)`: `[T]` against `[Double]` makes `T`
// `Double`), so a literal argument of type `T` is typed as Swift types it (`0.0`).
// A literal argument binds nothing: Swift gives it the type the other arguments settle.
// An unconstrained `T` is bound only through an array (`[T]`): a bare `T` argument may be
// bound to `Any` instead (`print(pick(d, or: 1))` prints `1`: `T` is `Any`, measured on swiftc).

enum GenericArgumentBindings {
    /// The bindings `parameterTypes[i]` against `argumentTypes[i]` agree on; a parameter bound
    /// to two different types is left out (unknown), as is one no argument binds.
    static func bindings(
        parameterTypes: [StaticType], argumentTypes: [StaticType?], genericParameters: [String],
        constrained: Set<String>
    ) -> [String: StaticType] {
        guard !genericParameters.isEmpty else { return [:] }
        var found: [String: StaticType] = [:]
        var conflicting: Set<String> = []
        func bind(_ parameter: StaticType, _ argument: StaticType, inArray: Bool) {
            guard argument.isKnown else { return }
            switch (parameter, argument) {
            case (.genericParameter(let name, _), _),
                (.nominal(let name, []), _)
            where genericParameters.contains(name):
                guard inArray || constrained.contains(name) else { return }
                if let earlier = found[name], earlier != argument { conflicting.insert(name) }
                found[name] = argument
            case (.array(let element), .array(let argumentElement)):
                bind(element, argumentElement, inArray: true)
            case (.function(let inputs, let output), .function(let argumentInputs, let argumentOutput))
            where inputs.count == argumentInputs.count:
                // `-> (T) -> T` expected as a `(Double) -> Double`.
                for (input, argumentInput) in zip(inputs, argumentInputs) { bind(input, argumentInput, inArray: true) }
                bind(output, argumentOutput, inArray: true)
            case (.optional(let wrapped), .optional(let argumentWrapped)):
                bind(wrapped, argumentWrapped, inArray: inArray)
            case (.dictionary(let key, let value), .dictionary(let argumentKey, let argumentValue)):
                bind(key, argumentKey, inArray: true)
                bind(value, argumentValue, inArray: true)
            case (.nominal(let name, let parameters), .nominal(let argumentName, let arguments))
            where name == argumentName && !parameters.isEmpty && parameters.count == arguments.count:
                // `Result<[T], E>` against `Result<[Int], E>`, `Box<T>` against `Box<Double>`.
                for (parameter, argument) in zip(parameters, arguments) { bind(parameter, argument, inArray: true) }
            case (.nominal(let written, []), .metatype(let instance))
            where written.hasSuffix(".Type") && genericParameters.contains(String(written.dropLast(5))):
                // `_ type: T.Type` called with `Double.self`: `T` is exactly that type.
                bind(.nominal(String(written.dropLast(5)), []), instance, inArray: true)
            default:
                break
            }
        }
        for (parameter, argument) in zip(parameterTypes, argumentTypes) {
            if let argument { bind(parameter, argument, inArray: false) }
        }
        for name in conflicting { found[name] = nil }
        return found
    }

    /// What literals alone bind a parameter declared `T` (or `[T]`) to, joined as Swift joins them:
    /// integer and floating-point literals together make a `Double` (`clamp(-2.5, 0, 1)`); literals
    /// of one type make that type; anything else binds nothing.
    static func literalJoin(
        parameterTypes: [StaticType], literalTypes: [StaticType?], genericParameters: [String]
    ) -> [String: StaticType] {
        guard !genericParameters.isEmpty else { return [:] }
        var seen: [String: Set<StaticType>] = [:]
        func note(_ parameter: StaticType, _ literal: StaticType) {
            switch parameter {
            case .genericParameter(let name, _) where genericParameters.contains(name),
                .nominal(let name, []) where genericParameters.contains(name):
                seen[name, default: []].insert(literal)
            case .array(let element):
                if case .array(let literalElement) = literal { note(element, literalElement) }
            default:
                break
            }
        }
        for (parameter, literal) in zip(parameterTypes, literalTypes) {
            if let literal, literal.isKnown { note(parameter, literal) }
        }
        var joined: [String: StaticType] = [:]
        for (name, types) in seen {
            if types.count == 1, let only = types.first {
                joined[name] = only
            } else if types == [.int, .double] {
                joined[name] = .double
            }
        }
        return joined
    }

    /// Whether an argument is a literal, whose type the other arguments decide.
    static func isLiteral(_ expr: Expr) -> Bool {
        switch expr.kind {
        case .integer, .wideInteger, .float, .string, .bool, .nilLiteral, .implicitMember: return true
        case .prefix("-", let operand): return isLiteral(operand)
        case .array(let elements): return elements.contains(where: isLiteral)
        case .dictionary(let pairs): return pairs.contains { isLiteral($0.0) || isLiteral($0.1) }
        case .tuple(let items): return items.contains { isLiteral($0.value) }
        default: return false
        }
    }
}
