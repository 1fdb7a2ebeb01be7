// `lazy var` in a struct: its initializer runs on the first read, with `self` as the value is
// then, and the result is stored into the variable read through (a mutating get, as in Swift).

import ScriptFrontEnd

extension ObjectModel {
    /// The first read of a lazy stored property of `value`: its value and the struct holding it;
    /// nil when `name` is not a lazy property still waiting for its first read.
    func initializeLazyField(_ value: StructValue, _ name: String, pos: SourcePos) throws -> (Value, Value)? {
        guard value.type.hasLazyStored, value.fields[name] == nil, let stored = value.type.findStored(name),
            stored.modifiers.isLazy,
            let initializer = stored.initializer
        else { return nil }
        let scope = Environment(parent: value.type.environment)
        scope.selfBox = Box(.structValue(value), isLet: true)
        scope.selfType = value.type
        var result = try interpreter.evaluate(initializer, in: scope, expected: stored.type)
        if let declaredType = stored.type { result = interpreter.coerce(result, to: declaredType) }
        var updated = value
        updated.fields[name] = result
        return (result, .structValue(updated))
    }
}
