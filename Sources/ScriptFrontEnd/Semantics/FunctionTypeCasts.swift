// A conditional cast to a function type (`x as? (String) -> String`, `is () -> Void`,
// `case let f as (Int) -> Int`) asks whether a value's exact function type is the target. A
// function keeps its written type (a declared function's parameters and result; a closure's
// when every parameter's type and its result are written out, `ClosureExpr.writtenType`); the
// interpreter compares the two here, and refuses the cast when the run reaches a closure whose
// type was inferred, rather than answer it wrongly.

package enum FunctionTypeCasts {
    /// Whether a function of type `actual` is a `target`: the same parameters, result and
    /// `throws`, however each is spelled (`[Int]` is `Array<Int>`, `Void` is `()`).
    /// `aliases`: the program's typealiases, read through (`typealias Handler = (Int) -> Void`).
    package static func matches(_ actual: TypeRef, _ target: TypeRef, aliases: [String: TypeRef]) -> Bool {
        canonical(actual, aliases, depth: 0) == canonical(target, aliases, depth: 0)
    }

    private static func canonical(_ type: TypeRef, _ aliases: [String: TypeRef], depth: Int) -> String {
        let canonical = { (part: TypeRef) in Self.canonical(part, aliases, depth: depth + 1) }
        if case .named(let name, let arguments) = type, arguments.isEmpty, let alias = aliases[name], depth < 32 {
            return canonical(alias)
        }
        switch type {
        case .named("Void", let arguments) where arguments.isEmpty: return "()"
        case .named("Array", let arguments) where arguments.count == 1: return canonical(.array(arguments[0]))
        case .named("Optional", let arguments) where arguments.count == 1: return canonical(.optional(arguments[0]))
        case .named("Dictionary", let arguments) where arguments.count == 2:
            return canonical(.dictionary(arguments[0], arguments[1]))
        case .named(let name, let arguments):
            return arguments.isEmpty ? name : name + "<" + arguments.map(canonical).joined(separator: ",") + ">"
        case .array(let element): return "[" + canonical(element) + "]"
        case .dictionary(let key, let value): return "[" + canonical(key) + ":" + canonical(value) + "]"
        case .optional(let wrapped), .implicitlyUnwrapped(let wrapped): return canonical(wrapped) + "?"
        case .tuple(let parts):
            return parts.count == 1 ? canonical(parts[0]) : "(" + parts.map(canonical).joined(separator: ",") + ")"
        case .labeledTuple(let labels, let parts):
            return "(" + zip(labels, parts).map { ($0.map { $0 + ":" } ?? "") + canonical($1) }.joined(separator: ",")
                + ")"
        case .function(let parameters, let result, let throwing):
            return "(" + parameters.map(canonical).joined(separator: ",") + ")" + (throwing ? " throws" : "") + "->"
                + canonical(result)
        case .inoutType(let inner): return "inout " + canonical(inner)
        case .existential(let parts): return parts.map(canonical).joined(separator: "&")
        }
    }
}
