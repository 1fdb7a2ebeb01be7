// Ranges over `Double`, `String`, `Character`, `String.Index` and the program's own
// `Comparable` types are held as their pair of bounds (a tuple labelled with the operator;
// `Int` ranges have a value of their own). They answer what the builtin table lists for them:
// `lowerBound`, `upperBound`, `isEmpty`, `contains`; a user type's bounds compare with its `<`.

extension Interpreter {
    func boundsRangeProperty(_ value: Value, _ name: String, pos: SourcePos) throws -> Value? {
        guard case .tuple(let bounds, let labels) = value, bounds.count == 2, let op = labels.first ?? nil,
            op == "..." || op == "..<"
        else { return nil }
        let closed = op == "..."
        switch name {
        case "lowerBound": return bounds[0]
        case "upperBound": return bounds[1]
        case "isEmpty":
            if typeInfo(of: bounds[0]) != nil {
                if closed { return .bool(false) }
                return .bool(!(try compareLess(bounds[0], bounds[1], pos: pos)))
            }
            return .bool(!closed && valuesEqual(bounds[0], bounds[1]))
        case "contains":
            return .function(
                Function(
                    .builtin { [unowned self] args, _ in
                        guard let x = args.first else {
                            throw ScriptError.compile("missing argument for parameter #1 in call", at: pos)
                        }
                        // `("a"..."z").contains(ch)`: swiftc typed the literal bounds as Characters.
                        let bounds = bounds.map { bound -> Value in
                            if case .character = x, case .string(let s) = bound, s.count == 1 {
                                return .character(s.first!)
                            }
                            return bound
                        }
                        if self.typeInfo(of: x) != nil {
                            return .bool(try self.userBoundsContain(bounds, closed: closed, x, pos: pos))
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

    /// `Version(1, 0)...Version(2, 0)`: Swift traps when the upper bound is below the lower.
    /// A partial range (`..<v`, `v...`) keeps the parser's `Int.min`/`Int.max` for its open end.
    func userBoundsRange(_ op: String, _ lower: Value, _ upper: Value, pos: SourcePos) throws -> Value {
        if !isOpenEnd(lower), !isOpenEnd(upper), try compareLess(upper, lower, pos: pos) {
            throw ScriptError.runtime("Fatal error: Range requires lowerBound <= upperBound", at: pos)
        }
        return .tuple([lower, upper], [op, nil])
    }

    /// `case lo...hi:` with a user type's bounds: its own `<` decides.
    func userBoundsContain(_ bounds: [Value], closed: Bool, _ value: Value, pos: SourcePos) throws -> Bool {
        if !isOpenEnd(bounds[0]), try compareLess(value, bounds[0], pos: pos) { return false }
        if isOpenEnd(bounds[1]) { return true }
        return closed ? !(try compareLess(bounds[1], value, pos: pos)) : try compareLess(value, bounds[1], pos: pos)
    }

    private func isOpenEnd(_ bound: Value) -> Bool {
        if case .int(let n) = bound { return n == Int.min || n == Int.max }
        return false
    }
}
