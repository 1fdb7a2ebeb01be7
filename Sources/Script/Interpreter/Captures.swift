// What a closure captures: only the variables its body (nested closures included) names,
// plus `self` when it uses it — like Swift. Capturing whole scopes instead would keep every
// local alive as long as the closure (a closure stored in a local it does not use would
// form a cycle with its own scope, and objects would never be deinitialised).

final class CaptureAnalysis {
    struct Names {
        var identifiers: Set<String> = []
        var usesSelf = false
    }
    /// Each entry keeps its closure alive: a freed closure's identifier can be reused by a new
    /// closure (a later REPL entry), which must not inherit the old capture list.
    private var cache: [ObjectIdentifier: (closure: ClosureExpr, names: Names)] = [:]

    func names(of closure: ClosureExpr) -> Names {
        if let entry = cache[ObjectIdentifier(closure)], entry.closure === closure { return entry.names }
        var names = Names()
        for s in closure.body { visit(s, &names) }
        cache[ObjectIdentifier(closure)] = (closure, names)
        return names
    }

    private func visit(_ s: Stmt, _ n: inout Names) {
        switch s.kind {
        case .expr(let e): visit(e, &n)
        case .variable(let v):
            if let i = v.initializer { visit(i, &n) }
            visit(v.accessors, &n)
        case .function(let f):
            for p in f.params { if let d = p.defaultValue { visit(d, &n) } }
            f.body?.forEach { visit($0, &n) }
        case .type(let d):
            d.members.forEach { visit($0, &n) }
        case .enumCases, .typealiasDecl, .breakStmt, .continueStmt, .fallthroughStmt, .importDecl: break
        case .ifStmt(let conditions, let body, let elseBody):
            conditions.forEach { visit($0, &n) }
            body.forEach { visit($0, &n) }
            elseBody?.forEach { visit($0, &n) }
        case .guardStmt(let conditions, let body), .whileStmt(let conditions, let body):
            conditions.forEach { visit($0, &n) }
            body.forEach { visit($0, &n) }
        case .repeatWhile(let body, let cond):
            body.forEach { visit($0, &n) }
            visit(cond, &n)
        case .forIn(let p, let seq, let w, let body, _):
            visit(p, &n)
            visit(seq, &n)
            if let w { visit(w, &n) }
            body.forEach { visit($0, &n) }
        case .switchStmt(let subject, let cases):
            visit(subject, &n)
            for c in cases {
                c.patterns.forEach { visit($0, &n) }
                if let g = c.guardExpr { visit(g, &n) }
                c.body.forEach { visit($0, &n) }
            }
        case .returnStmt(let e): if let e { visit(e, &n) }
        case .throwStmt(let e): visit(e, &n)
        case .deferStmt(let body), .block(let body): body.forEach { visit($0, &n) }
        case .doCatch(let body, let catches):
            body.forEach { visit($0, &n) }
            for c in catches {
                if let p = c.pattern { visit(p, &n) }
                if let g = c.guardExpr { visit(g, &n) }
                c.body.forEach { visit($0, &n) }
            }
        case .labeled(_, let inner): visit(inner, &n)
        }
    }

    private func visit(_ a: Accessors, _ n: inout Names) {
        switch a {
        case .none: break
        case .computed(let g, let s, _):
            g.forEach { visit($0, &n) }
            s?.forEach { visit($0, &n) }
        case .observed(let w, _, let d, _):
            w?.forEach { visit($0, &n) }
            d?.forEach { visit($0, &n) }
        }
    }

    private func visit(_ c: Condition, _ n: inout Names) {
        switch c {
        case .expr(let e): visit(e, &n)
        case .optionalBinding(_, _, let e, _): visit(e, &n)
        case .casePattern(let p, let e):
            visit(p, &n)
            visit(e, &n)
        }
    }

    private func visit(_ p: Pattern, _ n: inout Names) {
        switch p {
        case .wildcard, .binding, .isType: break
        case .expression(let e): visit(e, &n)
        case .enumCase(let type, _, let subs):
            if let type { n.identifiers.insert(type) }
            subs?.forEach { visit($0.1, &n) }
        case .tuple(let items): items.forEach { visit($0.1, &n) }
        case .optionalSome(let inner), .asType(let inner, _): visit(inner, &n)
        }
    }

    private func visit(_ e: Expr, _ n: inout Names) {
        // Too deep to walk: evaluating it stops with the depth diagnostic anyway.
        guard StackHeadroom.isEnough() else { return }
        switch e.kind {
        case .identifier(let name): n.identifiers.insert(name)
        case .selfRef, .superRef: n.usesSelf = true
        case .integer, .float, .bool, .nilLiteral, .implicitMember, .typeExpr, .discard: break
        case .keyPath: break
        case .string(let parts): for p in parts { if case .expr(let x) = p { visit(x, &n) } }
        case .member(let b, _): visit(b, &n)
        case .call(let c, let args):
            visit(c, &n)
            args.forEach { visit($0.value, &n) }
        case .subscriptAccess(let b, let args):
            visit(b, &n)
            args.forEach { visit($0.value, &n) }
        case .prefix(_, let x), .forceUnwrap(let x), .bindOptional(let x), .optionalChain(let x), .awaitExpr(let x),
            .inoutRef(let x):
            visit(x, &n)
        case .tryExpr(let x, _), .cast(let x, _, _): visit(x, &n)
        case .binary(_, let l, let r), .assign(_, let l, let r):
            visit(l, &n)
            visit(r, &n)
        case .ternary(let a, let b, let c):
            visit(a, &n)
            visit(b, &n)
            visit(c, &n)
        case .closure(let c):
            for cap in c.captures {
                if let v = cap.value {
                    visit(v, &n)
                } else if cap.name == "self" {
                    n.usesSelf = true
                } else {
                    n.identifiers.insert(cap.name)
                }
            }
            c.body.forEach { visit($0, &n) }
        case .array(let items): items.forEach { visit($0, &n) }
        case .dictionary(let pairs):
            for (k, v) in pairs {
                visit(k, &n)
                visit(v, &n)
            }
        case .tuple(let items): items.forEach { visit($0.value, &n) }
        case .pound(_, let args, _): args.forEach { visit($0.value, &n) }
        case .statementExpr(let s): visit(s, &n)
        }
    }
}

extension Interpreter {
    /// The environment a new closure keeps: the boxes it names (shared, so captures stay by
    /// reference), `self` if it uses it, and the globals behind them.
    func captureEnvironment(for closure: ClosureExpr, in env: Environment, excludingSelf: Bool) -> Environment {
        if env === globals { return env }
        let names = captureAnalysis.names(of: closure)
        let captured = Environment(parent: globals)
        var usesSelfMember = false
        // A capture list's names come from its own boxes: capturing the outer variable as
        // well would keep a `[weak x]` object alive.
        let listed = Set(closure.captures.map(\.name))
        for name in names.identifiers where !listed.contains(name) {
            var e: Environment? = env
            while let scope = e, scope !== globals {
                if let b = scope.values[name] {
                    captured.define(name, b)
                    break
                }
                if let f = scope.functions[name] {
                    captured.functions[name] = f
                    break
                }
                if let t = scope.types[name] {
                    captured.types[name] = t
                    break
                }
                if scope.selfBox != nil || scope.bindsSelf {
                    if case .selfMember? = resolve(name, in: scope) {
                        usesSelfMember = true
                        break
                    }
                }
                e = scope.parent
            }
        }
        // Names that resolve to nothing here may be members of `self` or nested types.
        if let selfType = currentSelfType(env) { captured.selfType = selfType }
        if !excludingSelf, names.usesSelf || usesSelfMember, let selfBox = findSelf(env) {
            captured.selfBox = selfBox
            captured.isInitializer = false
        } else if !excludingSelf, let selfBox = findSelf(env), case .type = selfBox.value {
            captured.selfBox = selfBox
        }
        return captured
    }
}
