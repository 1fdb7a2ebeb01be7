// `moves.reduce(.zero, +)`, `shapes.append(.init(…))`: an implicit member passed to a builtin
// collection method takes its type from the collection's elements (what swiftc infers from
// the method's generic signature), read from the first element of an array of script values.

import ScriptFrontEnd

extension Interpreter {
    func evaluateBuiltinMethodArguments(_ args: [Argument], receiver: Value, in env: Environment) throws -> [Value] {
        // `options.union(.didSet)`: SE-0506's options take options.
        if case .native(let box) = receiver, box.object is TrackingOptionsBox {
            let expected = TypeRef.named(ObservationBridge.trackingOptionsTypeName, [])
            return try args.map { try evaluate($0.value, in: env, expected: expected) }
        }
        guard args.contains(where: { isImplicitMemberExpression($0.value) }),
            case .array(let items) = receiver, let first = items.first, let elementType = typeInfo(of: first)
        else { return try evaluateArguments(args, in: env) }
        let expected = TypeRef.named(qualifiedName(of: elementType), [])
        return try args.map { argument in
            guard isImplicitMemberExpression(argument.value) else {
                return try evaluateArguments([argument], in: env)[0]
            }
            return try evaluate(argument.value, in: env, expected: expected)
        }
    }

    /// `dist[node, default: .max]`: the default takes its type from the dictionary's values, read from
    /// one of them (swiftc reads it from the dictionary's declared type).
    /// (`receiver` is an autoclosure: `a[i] = x` doesn't look its array up twice.)
    func evaluateSubscriptArguments(
        _ args: [Argument], receiver: @autoclosure () -> Value?, in env: Environment
    ) throws -> [Value] {
        guard args.count == 2, args[1].label == "default", isImplicitMemberExpression(args[1].value),
            case .dictionary(let dictionary)? = receiver(), let sample = dictionary.values.first
        else { return try args.map { try evaluate($0.value, in: env) } }
        let expected = typeRef(of: sample) ?? .named(descriptions.typeName(of: sample), [])
        return [try evaluate(args[0].value, in: env), try evaluate(args[1].value, in: env, expected: expected)]
    }

    private func isImplicitMemberExpression(_ expr: Expr) -> Bool {
        switch expr.kind {
        case .implicitMember: return true
        case .call(let callee, _): if case .implicitMember = callee.kind { return true }
        default: break
        }
        return false
    }

    /// A type's name as `typeValue(for:)` finds it from the top level (`Game.Move` for a nested one).
    private func qualifiedName(of type: TypeInfo) -> String {
        if lookupTypeByPath(type.name, in: globals) === type { return type.name }
        for outer in globals.types.values {
            if let path = path(to: type, from: outer, prefix: outer.name) { return path }
        }
        return type.name
    }

    private func path(to target: TypeInfo, from outer: TypeInfo, prefix: String) -> String? {
        for (name, nested) in outer.nestedTypes {
            if nested === target { return prefix + "." + name }
            if let found = path(to: target, from: nested, prefix: prefix + "." + name) { return found }
        }
        return nil
    }
}
