// Stored properties of struct values, changed where they are: the struct is out of the value
// holding it while a field changes (`Value.withStructFields`), so its field storage is not
// shared, and not copied, meanwhile. Computed properties go through `setProperty`'s getters
// and setters.

import ScriptFrontEnd

extension ObjectModel {
    /// The stored property `name` of the struct value `value`, and the field's current value.
    private func structField(_ value: Value, _ name: String) -> (StoredProperty, Value?)? {
        guard case .structValue(let structValue) = value, let slot = structValue.fields.layout.slot(of: name) else {
            return nil
        }
        return (structValue.fields.layout.properties[slot], structValue.fields[slot: slot])
    }

    /// `base.name = newValue` for a stored property of the struct `base` (false: it has none).
    func setStoredStructProperty(
        _ base: inout Value, _ name: String, _ newValue: Value, initializing: Bool, pos: SourcePos
    ) throws -> Bool {
        guard let (stored, current) = structField(base, name) else { return false }
        let value = interpreter.coerce(newValue, toField: stored)
        if stored.isLet && !(initializing && current == nil) {
            throw ScriptError.cannotRun("an assignment to the 'let' property '\(name)'", at: pos)
        }
        if case .observed(let willSet, let willSetName, let didSet, let didSetName) = stored.decl.accessors,
            !initializing
        {
            let old = current ?? .void
            if let willSet {
                try interpreter.runObserver(
                    willSet, willSetName, value, self: &base, type: stored.owner, property: name, pos: pos)
            }
            base.withStructFields { $0[slot: stored.slot] = value }
            if let didSet {
                try interpreter.runObserver(
                    didSet, didSetName, old, self: &base, type: stored.owner, property: name, pos: pos)
            }
            return true
        }
        base.withStructFields { $0[slot: stored.slot] = value }
        return true
    }

    /// `base.name` changed in place by `body`, for a stored property of the struct `base`
    /// (false: it has none).
    func modifyStoredStructProperty(
        _ base: inout Value, _ name: String, pos: SourcePos, _ body: (inout Value) throws -> Void
    ) throws -> Bool {
        guard let (stored, current) = structField(base, name) else { return false }
        guard var value = current else {
            throw ScriptError.runtime("'self' used before all stored properties are initialized", at: pos)
        }
        if value.isReference {
            try body(&value)
            return true
        }
        if stored.isLet {
            throw ScriptError.cannotRun("an assignment to the 'let' property '\(name)'", at: pos)
        }
        if stored.hasObservers {
            try body(&value)
            _ = try setStoredStructProperty(&base, name, value, initializing: false, pos: pos)
            return true
        }
        try base.withStructFields { fields in
            fields[slot: stored.slot] = .void
            defer { fields[slot: stored.slot] = value }
            try body(&value)
        }
        return true
    }
}
