// `let ((x, y), distance) = next`: a nested tuple pattern binds its names from the value's
// elements, left to right; the tuple itself is not kept, so its objects live as long as the
// names that hold them (released newest first, as Swift does).

import ScriptFrontEnd

extension Interpreter {
    func bindTuple(
        _ pattern: DestructuringPattern, _ value: Value, isLet: Bool, in env: Environment, pos: SourcePos
    )
        throws
    {
        switch pattern {
        case .name("_"): return
        case .name(let name): env.define(name, Box(value, isLet: isLet))
        case .tuple(let elements):
            guard case .tuple(let items, _) = value, items.count == elements.count else {
                throw ScriptError.runtime(
                    "cannot destructure a value that is not a tuple of \(elements.count) elements", at: pos)
            }
            for (element, item) in zip(elements, items) {
                try bindTuple(element, item, isLet: isLet, in: env, pos: pos)
            }
        }
    }
}
