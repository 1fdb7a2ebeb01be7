// `let ((x, y), distance) = next`: a nested tuple pattern binds its names from the value's
// elements, left to right; the tuple itself is not kept, so its objects live as long as the
// names that hold them (released newest first, as Swift does). It reads only the pattern, the
// value and the scope, so it is the pattern's.

import ScriptFrontEnd

extension DestructuringPattern {
    func bind(_ value: Value, isLet: Bool, in env: Environment, pos: SourcePos) throws {
        switch self {
        case .name("_"): return
        case .name(let name): env.define(name, Box(value, isLet: isLet))
        case .tuple(let elements):
            guard case .tuple(let items, _) = value, items.count == elements.count else {
                throw ScriptError.runtime(
                    "cannot destructure a value that is not a tuple of \(elements.count) elements", at: pos)
            }
            for (element, item) in zip(elements, items) {
                try element.bind(item, isLet: isLet, in: env, pos: pos)
            }
        }
    }
}
