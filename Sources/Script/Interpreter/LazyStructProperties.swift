// `lazy var` in a struct: its initializer runs on the first read, with `self` the value read
// (not when the struct is made), and the result is kept in the variable read through
// (`b.x` on a `var b`; Swift refuses the read on a `let`). Classes keep theirs in
// `instanceGet`.

extension Interpreter {
    /// The value of a lazy stored property not read yet; nil when `name` is not one.
    func lazyStructField(_ structValue: StructValue, _ name: String) throws -> Value? {
        guard structValue.fields[name] == nil, let stored = structValue.type.findStored(name),
            stored.modifiers.isLazy, let initializer = stored.initializer
        else { return nil }
        let scope = Environment(parent: structValue.type.environment)
        scope.selfBox = Box(.structValue(structValue), isLet: true)
        scope.selfType = structValue.type
        let value = try evaluate(initializer, in: scope, expected: stored.type)
        return stored.type.map { coerce(value, to: $0) } ?? value
    }

    /// Keeps a lazy property's first value in the struct held by `base`.
    func storeLazyField(_ value: Value, _ name: String, into base: Expr, in env: Environment, pos: SourcePos) throws {
        try mutate(base, in: env, pos: pos) { held in
            guard case .structValue(var structValue) = held else { return }
            held = .void
            structValue.fields[name] = value
            held = .structValue(structValue)
        }
    }
}
