// What a closure captures: only the variables its body (nested closures included) names,
// plus `self` when it uses it — like Swift. Capturing whole scopes instead would keep every
// local alive as long as the closure (a closure stored in a local it does not use would
// form a cycle with its own scope, and objects would never be deinitialised).

import ScriptFrontEnd

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
        for statement in closure.body { visit(statement, &names) }
        cache[ObjectIdentifier(closure)] = (closure, names)
        return names
    }

    private func visit(_ statement: Stmt, _ names: inout Names) {
        switch statement.kind {
        case .expr(let expr): visit(expr, &names)
        case .variable(let variable):
            if let initializer = variable.initializer { visit(initializer, &names) }
            visit(variable.accessors, &names)
        case .function(let function):
            for param in function.params { if let defaultValue = param.defaultValue { visit(defaultValue, &names) } }
            function.body?.forEach { visit($0, &names) }
        case .type(let typeDecl):
            typeDecl.members.forEach { visit($0, &names) }
        case .enumCases, .typealiasDecl, .breakStmt, .continueStmt, .fallthroughStmt, .importDecl: break
        case .ifStmt(let conditions, let body, let elseBody):
            conditions.forEach { visit($0, &names) }
            body.forEach { visit($0, &names) }
            elseBody?.forEach { visit($0, &names) }
        case .guardStmt(let conditions, let body), .whileStmt(let conditions, let body):
            conditions.forEach { visit($0, &names) }
            body.forEach { visit($0, &names) }
        case .repeatWhile(let body, let condition):
            body.forEach { visit($0, &names) }
            visit(condition, &names)
        case .forIn(let pattern, let sequence, let whereClause, let body, _):
            visit(pattern, &names)
            visit(sequence, &names)
            if let whereClause { visit(whereClause, &names) }
            body.forEach { visit($0, &names) }
        case .switchStmt(let subject, let cases):
            visit(subject, &names)
            for caseClause in cases {
                caseClause.patterns.forEach { visit($0, &names) }
                if let guardExpr = caseClause.guardExpr { visit(guardExpr, &names) }
                caseClause.body.forEach { visit($0, &names) }
            }
        case .returnStmt(let expr): if let expr { visit(expr, &names) }
        case .throwStmt(let expr): visit(expr, &names)
        case .deferStmt(let body), .block(let body): body.forEach { visit($0, &names) }
        case .doCatch(let body, let catches):
            body.forEach { visit($0, &names) }
            for catchClause in catches {
                if let pattern = catchClause.pattern { visit(pattern, &names) }
                if let guardExpr = catchClause.guardExpr { visit(guardExpr, &names) }
                catchClause.body.forEach { visit($0, &names) }
            }
        case .labeled(_, let inner): visit(inner, &names)
        }
    }

    private func visit(_ accessors: Accessors, _ names: inout Names) {
        switch accessors {
        case .none: break
        case .computed(let getter, let setter, _):
            getter.forEach { visit($0, &names) }
            setter?.forEach { visit($0, &names) }
        case .observed(let willSetBody, _, let didSetBody, _):
            willSetBody?.forEach { visit($0, &names) }
            didSetBody?.forEach { visit($0, &names) }
        }
    }

    private func visit(_ condition: Condition, _ names: inout Names) {
        switch condition {
        case .expr(let expr): visit(expr, &names)
        case .optionalBinding(_, _, let expr, _): visit(expr, &names)
        case .casePattern(let pattern, let expr):
            visit(pattern, &names)
            visit(expr, &names)
        }
    }

    private func visit(_ pattern: Pattern, _ names: inout Names) {
        switch pattern {
        case .wildcard, .binding, .isType: break
        case .expression(let expr): visit(expr, &names)
        case .enumCase(let type, _, let subs):
            if let type { names.identifiers.insert(type) }
            subs?.forEach { visit($0.1, &names) }
        case .tuple(let items): items.forEach { visit($0.1, &names) }
        case .optionalSome(let inner), .asType(let inner, _): visit(inner, &names)
        }
    }

    private func visit(_ expr: Expr, _ names: inout Names) {
        // Too deep to walk: evaluating it stops with the depth diagnostic anyway.
        guard StackHeadroom.isEnough() else { return }
        switch expr.kind {
        case .identifier(let name): names.identifiers.insert(name)
        case .slot(let slot): names.identifiers.insert(slot.name)
        case .selfRef, .superRef: names.usesSelf = true
        case .integer, .wideInteger, .float, .bool, .nilLiteral, .implicitMember, .typeExpr, .discard: break
        case .keyPath: break
        case .string(let parts):
            for part in parts { if case .expr(let interpolated) = part { visit(interpolated, &names) } }
        case .member(let base, _): visit(base, &names)
        case .call(let callee, let args):
            visit(callee, &names)
            args.forEach { visit($0.value, &names) }
        case .subscriptAccess(let base, let args):
            visit(base, &names)
            args.forEach { visit($0.value, &names) }
        case .prefix(_, let inner), .postfix(_, let inner), .forceUnwrap(let inner), .bindOptional(let inner),
            .optionalChain(let inner),
            .awaitExpr(let inner),
            .inoutRef(let inner):
            visit(inner, &names)
        case .cast(let inner, .named(let name, let arguments), .boundGenericLiteral) where arguments.isEmpty:
            // A literal of `T`: the closure keeps the binding of `T` it is typed by.
            names.identifiers.insert(name)
            visit(inner, &names)
        case .tryExpr(let inner, _), .cast(let inner, _, _): visit(inner, &names)
        case .binary(_, let lhs, let rhs), .assign(_, let lhs, let rhs):
            visit(lhs, &names)
            visit(rhs, &names)
        case .ternary(let condition, let whenTrue, let whenFalse):
            visit(condition, &names)
            visit(whenTrue, &names)
            visit(whenFalse, &names)
        case .closure(let closure):
            for capture in closure.captures {
                if let captureValue = capture.value {
                    visit(captureValue, &names)
                } else if capture.name == "self" {
                    names.usesSelf = true
                } else {
                    names.identifiers.insert(capture.name)
                }
            }
            closure.body.forEach { visit($0, &names) }
        case .array(let items): items.forEach { visit($0, &names) }
        case .dictionary(let pairs):
            for (key, value) in pairs {
                visit(key, &names)
                visit(value, &names)
            }
        case .tuple(let items): items.forEach { visit($0.value, &names) }
        case .pound(_, let args, _): args.forEach { visit($0.value, &names) }
        case .statementExpr(let statement): visit(statement, &names)
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
            var next: Environment? = env
            while let scope = next, scope !== globals {
                if let box = scope.values[name] {
                    captured.define(name, box)
                    break
                }
                if let overloads = scope.functions[name] {
                    captured.functions[name] = overloads
                    break
                }
                if let type = scope.types[name] {
                    captured.types[name] = type
                    break
                }
                if scope.selfBox != nil || scope.bindsSelf {
                    if case .selfMember? = resolve(name, in: scope) {
                        usesSelfMember = true
                        break
                    }
                }
                next = scope.parent
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
