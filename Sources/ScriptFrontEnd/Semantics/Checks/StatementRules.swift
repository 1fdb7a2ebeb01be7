// Rules the compiler enforces on statement shapes: a `guard` must exit, an `if` used as a
// value needs an `else`, a non-mutating method of a value type cannot assign to `self`'s
// stored properties.

struct StatementRules {
    package func check(_ statements: [Stmt]) throws {
        for statement in statements { try check(statement, storedNames: nil) }
    }

    /// `storedNames`: inside a non-mutating method of a struct or enum, its stored properties.
    private func check(_ statement: Stmt, storedNames: Set<String>?) throws {
        try StackHeadroom.ensureForReading(at: statement.pos)
        switch statement.kind {
        case .guardStmt(let conditions, let body):
            if !exits(body) {
                throw ScriptError.compile(
                    "'guard' body must not fall through, consider using a 'return' or 'throw' to exit the scope",
                    at: statement.pos)
            }
            for condition in conditions { try checkCondition(condition, storedNames) }
            try checkAll(body, storedNames)
        case .type(let typeDecl):
            // A view's wrapped properties (`@State`, `@Binding`, …) have nonmutating setters.
            let stored = Set(
                typeDecl.members.compactMap { member -> String? in
                    if case .variable(let variable) = member.kind, variable.isStored, !variable.modifiers.isStatic,
                        !variable.attributes.contains(where: { BuiltinNames.viewAttributes.contains($0.name) })
                    {
                        return variable.name
                    }
                    return nil
                })
            let valueType = typeDecl.kind == .structType || typeDecl.kind == .enumType
            for member in typeDecl.members {
                if case .variable(let variable) = member.kind, valueType, !variable.modifiers.isStatic,
                    case .computed(let get, let set, _) = variable.accessors
                {
                    // A getter (a view's `body`) cannot write `self`, nor can closures made in it.
                    try checkAll(get, stored)
                    if let set { try checkAll(set, nil) }
                } else if case .function(let function) = member.kind, let body = function.body {
                    let immutableSelf =
                        valueType && !function.modifiers.isMutating && !function.modifiers.isStatic
                        && function.name != "init"
                    let locals = Set(function.params.map(\.name))
                    try checkAll(body, immutableSelf ? stored.subtracting(locals) : nil)
                } else {
                    try check(member, storedNames: nil)
                }
            }
        case .function(let function):
            if let body = function.body { try checkAll(body, nil) }
        case .expr(let expression): try checkExpr(expression, storedNames)
        case .variable(let variable):
            if let initializer = variable.initializer { try checkExpr(initializer, storedNames) }
            switch variable.accessors {
            case .computed(let get, let set, _):
                try checkAll(get, nil)
                if let set { try checkAll(set, nil) }
            case .observed(let willSet, _, let didSet, _):
                if let willSet { try checkAll(willSet, nil) }
                if let didSet { try checkAll(didSet, nil) }
            case .none: break
            }
        case .ifStmt(let conditions, let body, let elseBody):
            for condition in conditions { try checkCondition(condition, storedNames) }
            try checkAll(body, storedNames)
            if let elseBody { try checkAll(elseBody, storedNames) }
        case .whileStmt(_, let body), .repeatWhile(let body, _), .forIn(_, _, _, let body, _), .deferStmt(let body),
            .block(let body):
            try checkAll(body, storedNames.map { $0.subtracting(declaredNames(body)) })
        case .switchStmt(let subject, let cases):
            try checkExpr(subject, storedNames)
            for condition in cases { try checkAll(condition.body, storedNames) }
        case .doCatch(let body, let catches):
            try checkAll(body, storedNames)
            for condition in catches { try checkAll(condition.body, storedNames) }
        case .returnStmt(let expression):
            if let expression { try checkExpr(expression, storedNames) }
        case .throwStmt(let expression):
            try checkExpr(expression, storedNames)
        case .labeled(_, let inner): try check(inner, storedNames: storedNames)
        default: break
        }
    }

    private func declaredNames(_ body: [Stmt]) -> Set<String> {
        Set(
            body.compactMap {
                if case .variable(let variable) = $0.kind { return variable.name }
                return nil
            })
    }

    private func checkAll(_ body: [Stmt], _ storedNames: Set<String>?) throws {
        let names = storedNames.map { $0.subtracting(declaredNames(body)) }
        for statement in body { try check(statement, storedNames: names) }
    }

    private func checkCondition(_ condition: Condition, _ storedNames: Set<String>?) throws {
        if case .expr(let expression) = condition { try checkExpr(expression, storedNames) }
    }

    private func checkExpr(_ expression: Expr, _ storedNames: Set<String>?) throws {
        try StackHeadroom.ensureForReading(at: expression.pos)
        switch expression.kind {
        case .assign(let op, let target, let value):
            if let storedNames, let name = selfPropertyName(target), storedNames.contains(name) {
                throw ScriptError.compile(
                    op == "="
                        ? "cannot assign to property: 'self' is immutable"
                        : "left side of mutating operator isn't mutable: 'self' is immutable", at: target.pos)
            }
            try checkExpr(value, storedNames)
        case .statementExpr(let statement):
            if case .ifStmt(_, _, let elseBody) = statement.kind, elseBody == nil {
                throw ScriptError.compile(
                    "'if' must have an unconditional 'else' to be used as expression", at: statement.pos)
            }
            try check(statement, storedNames: storedNames)
        case .closure(let closure):
            // A closure made where `self` is immutable captures it immutably.
            try checkAll(closure.body, storedNames.map { $0.subtracting(closure.params.map(\.name)) })
        case .call(let callee, let args):
            try checkExpr(callee, storedNames)
            for argument in args { try checkExpr(argument.value, storedNames) }
        case .binary(_, let lhs, let rhs):
            try checkExpr(lhs, storedNames)
            try checkExpr(rhs, storedNames)
        default: break
        }
    }

    /// `x` or `self.x` (or an element of it): the stored property written. A path through
    /// a member (`model.count = 1`) is left alone: the property may hold a class reference.
    private func selfPropertyName(_ target: Expr) -> String? {
        switch target.kind {
        case .identifier(let name): return name
        case .member(let base, let name):
            if case .selfRef = base.kind { return name }
            return nil
        case .subscriptAccess(let base, _): return selfPropertyName(base)
        default: return nil
        }
    }

    /// Whether a guard's else-body always leaves the scope.
    private func exits(_ body: [Stmt]) -> Bool {
        guard let last = body.last else { return false }
        switch last.kind {
        case .returnStmt, .throwStmt, .breakStmt, .continueStmt: return true
        case .expr(let expression):
            if case .call(let callee, _) = expression.kind, case .identifier(let name) = callee.kind {
                return ["fatalError", "preconditionFailure"].contains(name)
            }
            return false
        case .ifStmt(_, let thenBranch, let elseBranch?): return exits(thenBranch) && exits(elseBranch)
        case .block(let inner), .doCatch(let inner, _): return exits(inner)
        case .switchStmt(_, let cases): return cases.allSatisfy { exits($0.body) }
        default: return false
        }
    }
}
