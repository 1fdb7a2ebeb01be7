// `let ((x, y), distance) = queue[head]`: the tuple pattern after `let`/`var`, tuples inside
// tuples allowed. A flat one is `VarDecl.tupleNames`; a nested one also keeps its shape.

extension Parser {
    /// `(a, (b, _), c)`.
    package mutating func parseDestructuringPattern() throws -> DestructuringPattern {
        try expect("(")
        var elements: [DestructuringPattern] = []
        while !check(")") {
            if check("(") {
                elements.append(try parseDestructuringPattern())
            } else if current.kind == .identifier || current.isKeyword("_") {
                elements.append(.name(advance().text))
            } else {
                throw ScriptError.compile("expected pattern", at: current.pos)
            }
            if !match(",") { break }
        }
        try expect(")")
        return .tuple(elements)
    }
}
