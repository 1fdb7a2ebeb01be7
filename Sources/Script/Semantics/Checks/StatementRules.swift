// Rules the compiler enforces on statement shapes: a `guard` must exit, an `if` used as a
// value needs an `else`, a non-mutating method of a value type cannot assign to `self`'s
// stored properties.

struct StatementRules {
    func check(_ statements: [Stmt]) throws {
        for s in statements { try check(s, storedNames: nil) }
    }

    /// `storedNames`: inside a non-mutating method of a struct or enum, its stored properties.
    private func check(_ s: Stmt, storedNames: Set<String>?) throws {
        try StackHeadroom.ensureForReading(at: s.pos)
        switch s.kind {
        case .guardStmt(let conditions, let body):
            if !exits(body) {
                throw ScriptError.compile(
                    "'guard' body must not fall through, consider using a 'return' or 'throw' to exit the scope",
                    at: s.pos)
            }
            for c in conditions { try checkCondition(c, storedNames) }
            try checkAll(body, storedNames)
        case .type(let d):
            // A view's wrapped properties (`@State`, `@Binding`, …) have nonmutating setters.
            let stored = Set(
                d.members.compactMap { m -> String? in
                    if case .variable(let v) = m.kind, v.isStored, !v.modifiers.isStatic,
                        !v.attributes.contains(where: { Checker.viewAttributes.contains($0.name) })
                    {
                        return v.name
                    }
                    return nil
                })
            let valueType = d.kind == .structType || d.kind == .enumType
            for m in d.members {
                if case .variable(let v) = m.kind, valueType, !v.modifiers.isStatic,
                    case .computed(let get, let set, _) = v.accessors
                {
                    // A getter (a view's `body`) cannot write `self`, nor can closures made in it.
                    try checkAll(get, stored)
                    if let set { try checkAll(set, nil) }
                } else if case .function(let f) = m.kind, let body = f.body {
                    let immutableSelf =
                        valueType && !f.modifiers.isMutating && !f.modifiers.isStatic && f.name != "init"
                    let locals = Set(f.params.map(\.name))
                    try checkAll(body, immutableSelf ? stored.subtracting(locals) : nil)
                } else {
                    try check(m, storedNames: nil)
                }
            }
        case .function(let f):
            if let body = f.body { try checkAll(body, nil) }
        case .expr(let e): try checkExpr(e, storedNames)
        case .variable(let v):
            if let i = v.initializer { try checkExpr(i, storedNames) }
            switch v.accessors {
            case .computed(let get, let set, _):
                try checkAll(get, nil)
                if let set { try checkAll(set, nil) }
            case .observed(let w, _, let d, _):
                if let w { try checkAll(w, nil) }
                if let d { try checkAll(d, nil) }
            case .none: break
            }
        case .ifStmt(let conditions, let body, let elseBody):
            for c in conditions { try checkCondition(c, storedNames) }
            try checkAll(body, storedNames)
            if let elseBody { try checkAll(elseBody, storedNames) }
        case .whileStmt(_, let body), .repeatWhile(let body, _), .forIn(_, _, _, let body, _), .deferStmt(let body),
            .block(let body):
            try checkAll(body, storedNames.map { $0.subtracting(declaredNames(body)) })
        case .switchStmt(let subject, let cases):
            try checkExpr(subject, storedNames)
            for c in cases { try checkAll(c.body, storedNames) }
        case .doCatch(let body, let catches):
            try checkAll(body, storedNames)
            for c in catches { try checkAll(c.body, storedNames) }
        case .returnStmt(let e):
            if let e { try checkExpr(e, storedNames) }
        case .throwStmt(let e):
            try checkExpr(e, storedNames)
        case .labeled(_, let inner): try check(inner, storedNames: storedNames)
        default: break
        }
    }

    private func declaredNames(_ body: [Stmt]) -> Set<String> {
        Set(
            body.compactMap {
                if case .variable(let v) = $0.kind { return v.name }
                return nil
            })
    }

    private func checkAll(_ body: [Stmt], _ storedNames: Set<String>?) throws {
        let names = storedNames.map { $0.subtracting(declaredNames(body)) }
        for s in body { try check(s, storedNames: names) }
    }

    private func checkCondition(_ c: Condition, _ storedNames: Set<String>?) throws {
        if case .expr(let e) = c { try checkExpr(e, storedNames) }
    }

    private func checkExpr(_ e: Expr, _ storedNames: Set<String>?) throws {
        try StackHeadroom.ensureForReading(at: e.pos)
        switch e.kind {
        case .assign(let op, let target, let value):
            if let storedNames, let name = selfPropertyName(target), storedNames.contains(name) {
                throw ScriptError.compile(
                    op == "="
                        ? "cannot assign to property: 'self' is immutable"
                        : "left side of mutating operator isn't mutable: 'self' is immutable", at: target.pos)
            }
            try checkExpr(value, storedNames)
        case .statementExpr(let s):
            if case .ifStmt(_, _, let elseBody) = s.kind, elseBody == nil {
                throw ScriptError.compile("'if' must have an unconditional 'else' to be used as expression", at: s.pos)
            }
            try check(s, storedNames: storedNames)
        case .closure(let c):
            // A closure made where `self` is immutable captures it immutably.
            try checkAll(c.body, storedNames.map { $0.subtracting(c.params.map(\.name)) })
        case .call(let callee, let args):
            try checkExpr(callee, storedNames)
            for a in args { try checkExpr(a.value, storedNames) }
        case .binary(_, let l, let r):
            try checkExpr(l, storedNames)
            try checkExpr(r, storedNames)
        default: break
        }
    }

    /// `x` or `self.x` (or an element of it): the stored property written. A path through
    /// a member (`model.count = 1`) is left alone: the property may hold a class reference.
    private func selfPropertyName(_ target: Expr) -> String? {
        switch target.kind {
        case .identifier(let n): return n
        case .member(let base, let n):
            if case .selfRef = base.kind { return n }
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
        case .expr(let e):
            if case .call(let callee, _) = e.kind, case .identifier(let n) = callee.kind {
                return ["fatalError", "preconditionFailure"].contains(n)
            }
            return false
        case .ifStmt(_, let a, let b?): return exits(a) && exits(b)
        case .block(let b), .doCatch(let b, _): return exits(b)
        case .switchStmt(_, let cases): return cases.allSatisfy { exits($0.body) }
        default: return false
        }
    }
}
