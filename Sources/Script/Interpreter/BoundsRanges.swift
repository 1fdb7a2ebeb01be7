// Ranges over `Double`, `String`, `Character` and `String.Index` are held as their pair of
// bounds (a tuple labelled with the operator; `Int` ranges have a value of their own). They
// answer what the builtin table lists for them: `lowerBound`, `upperBound`, `isEmpty`, `contains`.

extension Interpreter {
    func boundsRangeProperty(_ value: Value, _ name: String, pos: SourcePos) throws -> Value? {
        guard case .tuple(let bounds, let labels) = value, bounds.count == 2, let op = labels.first ?? nil,
            op == "..." || op == "..<"
        else { return nil }
        let closed = op == "..."
        switch name {
        case "lowerBound": return bounds[0]
        case "upperBound": return bounds[1]
        case "isEmpty": return .bool(!closed && valuesEqual(bounds[0], bounds[1]))
        case "contains":
            return .function(
                Function(
                    .builtin { [unowned self] args, _ in
                        guard let x = args.first else {
                            throw ScriptError.compile("missing argument for parameter #1 in call", at: pos)
                        }
                        let belowLower = try self.compareLess(x, bounds[0], pos: pos)
                        let aboveUpper =
                            closed
                            ? try self.compareLess(bounds[1], x, pos: pos)
                            : !(try self.compareLess(x, bounds[1], pos: pos))
                        return .bool(!belowLower && !aboveUpper)
                    }, name: name))
        default: return nil
        }
    }
}
