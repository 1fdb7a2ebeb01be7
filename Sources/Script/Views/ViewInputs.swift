// When a re-evaluated parent produces a new value of a child view, the child's body runs
// again only if its inputs changed: ViewRuntime's InputComparison, applied to script values.

extension Interpreter {
    /// Whether a view value a re-evaluated parent produced carries the same inputs as the
    /// previous one: wrappers by their own rule, class references by identity, Equatable
    /// values by `==`, other structs/tuples/arrays/optionals/enums part by part; closures
    /// and anything else count as changed.
    func sameViewInputs(_ old: Instance, _ new: Instance) -> Bool {
        guard old.type === new.type else { return false }
        for p in new.type.storedProperties {
            if let wrapper = viewWrapper(of: new, p.name) {
                guard let previous = viewWrapper(of: old, p.name), wrapper.hasSameInput(as: previous) else {
                    return false
                }
                continue
            }
            guard let a = old.fields[p.name], let b = new.fields[p.name], sameInput(a, b, depth: 1) else {
                return false
            }
        }
        return true
    }

    func sameInput(_ a: Value, _ b: Value, depth: Int) -> Bool {
        if depth > 8 { return false }
        switch (a, b) {
        case (.object(let x), .object(let y)): return x === y
        case (.native(let x), .native(let y)):
            if let l = x.object as? ScriptBinding, let r = y.object as? ScriptBinding {
                guard let location = r.location else { return false }
                return l.location == location
            }
            return x.object === y.object
        case (.function, _), (_, .function): return false
        default: break
        }
        if isEquatableValue(a) && isEquatableValue(b) { return valuesEqual(a, b) }
        switch (a, b) {
        case (.structValue(let x), .structValue(let y)):
            guard x.type === y.type else { return false }
            return x.type.storedPropertyNames.allSatisfy { n in
                sameInput(x.fields[n] ?? .void, y.fields[n] ?? .void, depth: depth + 1)
            }
        case (.array(let x), .array(let y)):
            return x.count == y.count && zip(x, y).allSatisfy { sameInput($0, $1, depth: depth + 1) }
        case (.optional(nil), .optional(nil)): return true
        case (.optional(let x?), .optional(let y?)): return sameInput(x, y, depth: depth + 1)
        case (.tuple(let x, let lx), .tuple(let y, let ly)):
            return lx == ly && x.count == y.count && zip(x, y).allSatisfy { sameInput($0, $1, depth: depth + 1) }
        case (.enumValue(let x), .enumValue(let y)):
            guard x.type === y.type, x.caseName == y.caseName, !x.payload.isEmpty else { return false }
            return x.payload.count == y.payload.count
                && zip(x.payload, y.payload).allSatisfy { sameInput($0, $1, depth: depth + 1) }
        default:
            return false
        }
    }

    /// `@State`'s "nothing changed" test: the same object, or an equal Equatable value.
    func isSameStateValue(_ a: Value, _ b: Value) -> Bool {
        if a.isReference || b.isReference {
            switch (unwrapOptional(a), unwrapOptional(b)) {
            case (.object(let x), .object(let y)): return x === y
            default: return false
            }
        }
        return isEquatableValue(a) && isEquatableValue(b) && valuesEqual(a, b)
    }
}
