// Tuples take their labels from the type they are converted to (`let p: (x: Int, y: Int) = (1, 2)`).

import ScriptFrontEnd

extension TypeRef {
    /// Whether a value of this type holds a labelled tuple somewhere (so a mutation of a
    /// variable declared with it re-applies the labels to what was added).
    var hasTupleLabels: Bool {
        switch self {
        case .labeledTuple(let labels, let types):
            return labels.contains { $0 != nil } || types.contains { $0.hasTupleLabels }
        case .array(let element), .optional(let element), .implicitlyUnwrapped(let element):
            return element.hasTupleLabels
        case .dictionary(let key, let value): return key.hasTupleLabels || value.hasTupleLabels
        case .tuple(let types): return types.contains { $0.hasTupleLabels }
        default: return false
        }
    }
}
