// `[1, 2].map { $0 / 2 + 0.5 }`: an array literal of integer literals without a context (or
// `Array(repeating: 1, count: 2)`, `[1] + [2]`) takes its
// element type from the closure it is transformed by, as Swift's type checker infers both at once.
// Where the closure does floating-point arithmetic on an element (`$0 / 2 + 0.5`, `x * rate` with a
// `Double` rate), or its result must be a `Double` (`let h: [Double] = [3, 4].map { $0 / 2 }`), the
// elements are `Double`s: `[1.0, 1.5]`, not `[0.5, 1.5]`.

extension TypedLowering {
    /// The element type an integer-literal array receiving `method` with these arguments takes from
    /// its closure; nil where the closure does not decide it (the elements stay `Int`).
    func closureElementContext(
        receiver: Expr, method: String, _ arguments: [Argument], expected: StaticType?
    ) -> StaticType? {
        guard NestedLiteralJoin.isIntegerLiteralArray(receiver), Self.elementClosureMethods.contains(method),
            let closure = arguments.lazy.compactMap({ argument -> ClosureExpr? in
                if case .closure(let closure) = argument.value.kind { return closure }
                return nil
            }).first
        else { return nil }
        var parameters = Set(
            closure.params.filter { $0.type == nil }.map(\.name) + (0..<closure.anonymousParamCount).map { "$\($0)" })
        guard !parameters.isEmpty else { return nil }
        var body: [Expr] = []
        var results: [Expr] = []
        for statement in closure.body {
            switch statement.kind {
            case .expr(let expr), .returnStmt(let expr?):
                body.append(expr)
                if closure.body.count == 1 || Self.isReturn(statement) { results.append(expr) }
            case .variable(let local):
                // `let h = x / 2; return h + 0.5`: a local holding arithmetic on an element is one too.
                guard let value = local.initializer else { continue }
                body.append(value)
                if local.type == nil, local.tupleNames == nil, Self.isElementArithmetic(value, on: parameters) {
                    parameters.insert(local.name)
                }
            default: continue
            }
        }
        if let floating = body.lazy.compactMap({ floatingArithmetic(in: $0, on: parameters) }).first {
            return floating
        }
        // `let h: [Double] = [3, 4].map { $0 / 2 }`, `map { x -> Double in let t = x / 3; return t }`: the
        // result (written, or the expected array's element) is the element.
        let written = closure.writtenResult.map { typer.staticType(of: $0) }
        let resultElement = if case .array(let element)? = expected { element } else { StaticType?.none }
        guard method == "map", let result = written ?? resultElement, result.isFloatingPoint,
            !results.isEmpty, results.allSatisfy({ Self.isElementArithmetic($0, on: parameters) })
        else { return nil }
        return result
    }

    private static func isReturn(_ statement: Stmt) -> Bool {
        if case .returnStmt = statement.kind { return true }
        return false
    }

    /// The methods whose closure takes the elements themselves (not `reduce`'s accumulator first).
    private static let elementClosureMethods: Set<String> = [
        "map", "filter", "compactMap", "flatMap", "forEach", "contains", "first", "allSatisfy", "sorted", "min",
        "max", "drop", "prefix", "firstIndex", "lastIndex", "last", "removeAll",
    ]

    /// `map { $0 * 3 }`, `map { x in x / 2 }`: a closure of one expression doing integer arithmetic on
    /// its element (its result has the element's type, whichever the literal takes).
    static func isElementArithmeticClosure(_ closure: ClosureExpr) -> Bool {
        let parameters = Set(
            closure.params.filter { $0.type == nil }.map(\.name) + (0..<closure.anonymousParamCount).map { "$\($0)" })
        guard parameters.count == 1, closure.writtenResult == nil, closure.body.count == 1 else { return false }
        switch closure.body[0].kind {
        case .expr(let expr), .returnStmt(let expr?): return isElementArithmetic(expr, on: parameters)
        default: return false
        }
    }

    /// The floating-point type met by arithmetic on an element somewhere in `expr` (`$0 / 2 + 0.5`).
    private func floatingArithmetic(in expr: Expr, on parameters: Set<String>) -> StaticType? {
        switch expr.kind {
        case .binary(let op, let lhs, let rhs):
            if ExpressionTyper.arithmeticOperators.contains(op) || ["<", ">", "<=", ">=", "==", "!="].contains(op) {
                if Self.isElementArithmetic(lhs, on: parameters), let floating = floatingOperand(rhs) {
                    return floating
                }
                if Self.isElementArithmetic(rhs, on: parameters), let floating = floatingOperand(lhs) {
                    return floating
                }
            }
            return floatingArithmetic(in: lhs, on: parameters) ?? floatingArithmetic(in: rhs, on: parameters)
        case .prefix(_, let operand): return floatingArithmetic(in: operand, on: parameters)
        case .tuple(let items): return items.lazy.compactMap { floatingArithmetic(in: $0.value, on: parameters) }.first
        case .ternary(_, let whenTrue, let whenFalse):
            return floatingArithmetic(in: whenTrue, on: parameters) ?? floatingArithmetic(in: whenFalse, on: parameters)
        default: return nil
        }
    }

    /// An element, or arithmetic of elements and integer literals (`$0`, `$0 / 2`, `-x`).
    static func isElementArithmetic(_ expr: Expr, on parameters: Set<String>) -> Bool {
        switch expr.kind {
        case .identifier(let name): return parameters.contains(name)
        case .prefix("-", let operand): return Self.isElementArithmetic(operand, on: parameters)
        case .binary(let op, let lhs, let rhs):
            guard ExpressionTyper.arithmeticOperators.contains(op) else { return false }
            let left = Self.isElementArithmetic(lhs, on: parameters)
            let right = Self.isElementArithmetic(rhs, on: parameters)
            return (left || ExpressionTyper.isLiteralArithmetic(lhs))
                && (right || ExpressionTyper.isLiteralArithmetic(rhs))
                && (left || right)
        default: return false
        }
    }

    /// A floating-point literal, arithmetic with one, or a value the typer knows is a `Double` or `Float`.
    private func floatingOperand(_ expr: Expr) -> StaticType? {
        switch expr.kind {
        case .float: return .double
        case .prefix("-", let operand): return floatingOperand(operand)
        case .binary(let op, let lhs, let rhs) where ExpressionTyper.arithmeticOperators.contains(op):
            return floatingOperand(lhs) ?? floatingOperand(rhs)
        case .identifier, .member:
            // A variable or a property (`rate`, `self.rate`): typing a name fixes nothing in the typer's memo.
            let type = typer.type(of: expr)
            return type.isFloatingPoint ? type : nil
        default: return nil
        }
    }
}
