// When a re-evaluated parent produces a new value of a child view, the child's body runs
// again only if its inputs changed: ViewRuntime's InputComparison, applied to script values.
//
// Compiled unoptimized (`@_optimize(none)`; ARCHITECTURE.md, "Build cost"): this runs once per
// view per render, not once per step.

import ScriptFrontEnd

extension ViewBridge {
    /// Whether a view value a re-evaluated parent produced carries the same inputs as the
    /// previous one: wrappers by their own rule, class references by identity, Equatable
    /// values by `==`, other structs/tuples/arrays/optionals/enums part by part; closures
    /// and anything else count as changed.
    @_optimize(none) func sameViewInputs(_ old: Instance, _ new: Instance) -> Bool {
        guard old.type === new.type else { return false }
        for property in new.type.storedProperties {
            if let wrapper = viewWrapper(of: new, property.name) {
                guard let previous = viewWrapper(of: old, property.name), wrapper.hasSameInput(as: previous) else {
                    return false
                }
                continue
            }
            guard let oldValue = old.fields[property.name], let newValue = new.fields[property.name],
                sameInput(oldValue, newValue, depth: 1)
            else {
                return false
            }
        }
        return true
    }

    @_optimize(none) func sameInput(_ old: Value, _ new: Value, depth: Int) -> Bool {
        if depth > 8 { return false }
        switch (old, new) {
        case (.object(let oldPayload), .object(let newPayload)): return oldPayload === newPayload
        case (.native(let oldPayload), .native(let newPayload)):
            if let oldBinding = oldPayload.object as? ScriptBinding,
                let newBinding = newPayload.object as? ScriptBinding
            {
                guard let location = newBinding.location else { return false }
                return oldBinding.location == location
            }
            return oldPayload.object === newPayload.object
        case (.function, _), (_, .function): return false
        default: break
        }
        if interpreter.observation.isEquatableValue(old) && interpreter.observation.isEquatableValue(new) {
            return valuesEqual(old, new)
        }
        switch (old, new) {
        case (.structValue(let oldPayload), .structValue(let newPayload)):
            guard oldPayload.type === newPayload.type else { return false }
            return oldPayload.type.storedPropertyNames.allSatisfy { name in
                sameInput(oldPayload.fields[name] ?? .void, newPayload.fields[name] ?? .void, depth: depth + 1)
            }
        case (.array(let oldPayload), .array(let newPayload)):
            return oldPayload.count == newPayload.count
                && zip(oldPayload, newPayload).allSatisfy { sameInput($0, $1, depth: depth + 1) }
        case (.optional(nil), .optional(nil)): return true
        case (.optional(let oldPayload?), .optional(let newPayload?)):
            return sameInput(oldPayload, newPayload, depth: depth + 1)
        case (.tuple(let oldPayload, let oldLabels), .tuple(let newPayload, let newLabels)):
            return oldLabels == newLabels && oldPayload.count == newPayload.count
                && zip(oldPayload, newPayload).allSatisfy { sameInput($0, $1, depth: depth + 1) }
        case (.enumValue(let oldPayload), .enumValue(let newPayload)):
            guard oldPayload.type === newPayload.type, oldPayload.caseName == newPayload.caseName,
                !oldPayload.payload.isEmpty
            else { return false }
            return oldPayload.payload.count == newPayload.payload.count
                && zip(oldPayload.payload, newPayload.payload).allSatisfy { sameInput($0, $1, depth: depth + 1) }
        default:
            return false
        }
    }

    /// `@State`'s "nothing changed" test: the same object, or an equal Equatable value.
    @_optimize(none) func isSameStateValue(_ old: Value, _ new: Value) -> Bool {
        if old.isReference || new.isReference {
            switch (interpreter.unwrapOptional(old), interpreter.unwrapOptional(new)) {
            case (.object(let oldObject), .object(let newObject)): return oldObject === newObject
            default: return false
            }
        }
        return interpreter.observation.isEquatableValue(old) && interpreter.observation.isEquatableValue(new)
            && valuesEqual(old, new)
    }
}
