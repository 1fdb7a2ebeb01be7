// `balance(&oscar.health, &oscar.energy)` inside a function: two inout accesses to distinct
// stored properties of one local struct variable do not overlap in Swift (the compiler
// proves it), so they run side by side. A global, a computed or observed property, or the
// same property twice keeps the general path and its exclusivity trap, as compiled Swift does.

import ScriptFrontEnd

extension ObjectModel {
    /// The local variable and the field of each target when every inout target is a distinct
    /// plain stored property of the same local struct variable; nil otherwise.
    func disjointLocalFields(_ targets: [Expr], in env: Environment) throws -> (Box, [String])? {
        guard targets.count > 1 else { return nil }
        var root: (name: String, base: Expr)?
        var fields: [String] = []
        for target in targets {
            guard case .member(let base, let field) = target.kind, !fields.contains(field),
                let name = plainName(base), root == nil || root?.name == name
            else { return nil }
            root = (name, base)
            fields.append(field)
        }
        guard let root, case .box(let box)? = try interpreter.lookUpPlainName(root.base, in: env)?.1,
            box.computed == nil, box.observers == nil, box.isInitialized, !box.isLet,
            interpreter.globals.variable(root.name, key: NameKey(root.name)) !== box,
            case .structValue(let instance) = box.value
        else { return nil }
        for field in fields {
            guard let property = instance.type.storedProperties.first(where: { $0.name == field }),
                case .none = property.accessors, !property.isLet, !property.modifiers.isLazy,
                instance.fields[field] != nil
            else { return nil }
        }
        return (box, fields)
    }

    private func plainName(_ expr: Expr) -> String? {
        switch expr.kind {
        case .identifier(let name): return name
        case .slot(let slot): return slot.name
        default: return nil
        }
    }

    /// Runs `body` with each field's value in `boxes` at its parameter index, then writes them back.
    func withDisjointFields(
        _ box: Box, _ fields: [String], parameters: [Int], boxes: inout [Box], _ body: ([Box]) throws -> Value
    ) throws -> Value {
        guard case .structValue(let instance) = box.value else { return try body(boxes) }
        var fieldBoxes: [Box] = []
        for (field, index) in zip(fields, parameters) {
            let fieldBox = Box(instance.fields[field] ?? .void, isLet: false)
            boxes[index] = fieldBox
            fieldBoxes.append(fieldBox)
        }
        defer {
            if case .structValue(var updated) = box.value {
                for (field, fieldBox) in zip(fields, fieldBoxes) { updated.fields[field] = fieldBox.value }
                box.value = .structValue(updated)
            }
        }
        return try body(boxes)
    }
}
