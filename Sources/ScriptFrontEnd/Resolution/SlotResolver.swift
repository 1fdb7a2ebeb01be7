// Before a program runs, the names it reads are placed (`NameSlot`): how many scopes up the
// interpreter will find each one, and where in that scope. The pass walks the lowered program
// making a `LexicalScope` wherever the interpreter will make an `Environment`:
// a function or closure call makes one for its parameters and body (`invoke`, `callFunction`);
// `if`, the loops (one per iteration), each `switch` case, `do`, `catch`, `defer` and `{ … }`
// make one each; `guard` and declarations bind into the scope they are in.
//
// It places a name only where it can tell that no scope on the way holds it: a local of the same
// function, closure or top-level block, a closure's capture (in the one scope its captures are
// copied into), or a global. It leaves alone what it does not model (accessors, `if`/`switch`
// expressions, `for await`, subscripts, wrapped locals, names through a method's scope) and the
// names an expression uses other than by reading them, assigning them (`x = …`, `p.x += …`),
// calling them or calling a method on them (`items.append(…)`): `&x`, `x[i] = …`, patterns keep
// `.identifier`, and the interpreter walks the scopes for them as before.

package final class SlotResolver {
    private var scopes: [LexicalScope] = [LexicalScope(.topLevel)]

    package init() {}

    /// The program with its names placed.
    package func resolve(_ program: [Stmt]) -> [Stmt] {
        scopes = [LexicalScope(.topLevel)]
        return program.map(statement)
    }

    // MARK: Placing a name

    private func place(_ name: String) -> NameSlot? {
        guard name != "_", name != "Self", name != "self" else { return nil }
        var hops = 0
        var level = scopes.count - 1
        while level >= 0 {
            let scope = scopes[level]
            if scope.kind == .topLevel { return NameSlot(name: name, hops: hops, place: .global) }
            if scope.isOpaque || scope.nonVariables.contains(name) { return nil }
            if let position = scope.position(of: name) {
                return NameSlot(name: name, hops: hops, place: .local(index: position))
            }
            if scope.willBind.contains(name) || scope.bindsSelf { return nil }
            switch scope.kind {
            case .topLevel, .block, .function(.topLevel): break
            case .function(.local), .function(.member): return nil
            case .closure(let madeAtTopLevel):
                // Beyond a closure's own scope only its copied captures and the globals are
                // reached: a name an enclosing scope binds is a capture, found in the copies.
                let enclosing = scopes[..<level]
                if !madeAtTopLevel,
                    enclosing.contains(where: { $0.willBind.contains(name) || $0.position(of: name) != nil })
                {
                    return NameSlot(name: name, hops: hops + 1, place: .captured)
                }
                if enclosing.contains(where: { $0.kind == .function(.member) || $0.mentions(name) }) { return nil }
                return NameSlot(name: name, hops: hops + (madeAtTopLevel ? 1 : 2), place: .global)
            }
            hops += 1
            level -= 1
        }
        return nil
    }

    // MARK: Scopes

    private func inScope<T>(_ scope: LexicalScope, _ body: (SlotResolver) -> T) -> T {
        scopes.append(scope)
        defer { scopes.removeLast() }
        return body(self)
    }

    /// A new block scope that will run `statements`, told what they bind.
    private func blockScope(running statements: [Stmt] = [], binding names: [String] = []) -> LexicalScope {
        let scope = LexicalScope(.block)
        scope.willBind.formUnion(names)
        Self.noteDeclarations(of: statements, in: scope)
        return scope
    }

    /// What the statements of one scope will bind there, read before any of them is walked.
    private static func noteDeclarations(of statements: [Stmt], in scope: LexicalScope) {
        for statement in statements {
            switch statement.kind {
            case .variable(let variable):
                scope.willBind.formUnion(variable.tupleNames ?? [variable.name])
                if !variable.attributes.isEmpty || variable.modifiers.isLazy || variable.modifiers.isWeak
                    || variable.modifiers.isUnowned
                {
                    scope.isOpaque = true
                }
            case .guardStmt(let conditions, _): scope.willBind.formUnion(conditions.flatMap(boundNames))
            case .function(let function): scope.nonVariables.insert(function.name)
            case .type(let type): scope.nonVariables.insert(type.name)
            case .typealiasDecl(let name, _): scope.nonVariables.insert(name)
            default: break
            }
        }
    }

    // MARK: Statements

    private func statements(_ list: [Stmt]) -> [Stmt] { list.map(statement) }

    private func statement(_ statement: Stmt) -> Stmt {
        let current = scopes[scopes.count - 1]
        let kind: StmtKind
        switch statement.kind {
        case .expr(let expr): kind = .expr(self.expr(expr))
        case .variable(let variable):
            kind = .variable(self.variable(variable))
            if current.kind != .topLevel { (variable.tupleNames ?? [variable.name]).forEach(current.bind) }
        case .function(let function):
            kind = .function(self.function(function, current.kind == .topLevel ? .topLevel : .local))
        case .type(let type): kind = .type(self.type(type))
        case .ifStmt(let conditions, let body, let elseBody):
            let thenScope = blockScope(running: body, binding: conditions.flatMap(Self.boundNames))
            let (loweredConditions, loweredBody) = inScope(thenScope) {
                ($0.conditions(conditions), $0.statements(body))
            }
            let loweredElse = elseBody.map { elseBody in
                inScope(blockScope(running: elseBody)) { $0.statements(elseBody) }
            }
            kind = .ifStmt(loweredConditions, loweredBody, loweredElse)
        case .guardStmt(let conditions, let body):
            let loweredConditions = self.conditions(conditions)
            kind = .guardStmt(loweredConditions, inScope(blockScope(running: body)) { $0.statements(body) })
        case .whileStmt(let conditions, let body):
            let scope = blockScope(running: body, binding: conditions.flatMap(Self.boundNames))
            let (loweredConditions, loweredBody) = inScope(scope) { ($0.conditions(conditions), $0.statements(body)) }
            kind = .whileStmt(loweredConditions, loweredBody)
        case .repeatWhile(let body, let condition):
            // The condition is evaluated in the loop's enclosing scope.
            let loweredBody = inScope(blockScope(running: body)) { $0.statements(body) }
            kind = .repeatWhile(loweredBody, expr(condition))
        case .forIn(let pattern, let sequence, let whereClause, let body, let isAwait):
            guard !isAwait else { return statement }
            let loweredSequence = expr(sequence)
            let names = Self.boundNames(pattern)
            let scope = blockScope(running: body, binding: names)
            let (loweredWhere, loweredBody) = inScope(scope) { resolver -> (Expr?, [Stmt]) in
                names.forEach(scope.bind)
                return (whereClause.map { resolver.expr($0) }, resolver.statements(body))
            }
            kind = .forIn(pattern, loweredSequence, loweredWhere, loweredBody, isAwait: false)
        case .switchStmt(let subject, let cases):
            let loweredSubject = expr(subject)
            kind = .switchStmt(loweredSubject, cases.map(switchCase))
        case .returnStmt(let value): kind = .returnStmt(value.map { expr($0) })
        case .throwStmt(let value): kind = .throwStmt(expr(value))
        case .deferStmt(let body): kind = .deferStmt(inScope(blockScope(running: body)) { $0.statements(body) })
        case .doCatch(let body, let clauses):
            let loweredBody = inScope(blockScope(running: body)) { $0.statements(body) }
            kind = .doCatch(loweredBody, clauses.map(catchClause))
        case .block(let body): kind = .block(inScope(blockScope(running: body)) { $0.statements(body) })
        case .labeled(let label, let inner): kind = .labeled(label, self.statement(inner))
        case .enumCases, .typealiasDecl, .importDecl, .breakStmt, .continueStmt, .fallthroughStmt: return statement
        }
        return Stmt(kind, statement.pos)
    }

    /// Conditions bind into the scope they are evaluated in, each after its value is read.
    private func conditions(_ conditions: [Condition]) -> [Condition] {
        let scope = scopes[scopes.count - 1]
        return conditions.map { condition in
            switch condition {
            case .expr(let value): return .expr(expr(value))
            case .optionalBinding(let name, let isLet, let value, let pos):
                let lowered = expr(value)
                if scope.kind != .topLevel { scope.bind(name) }
                return .optionalBinding(name: name, isLet: isLet, value: lowered, pos: pos)
            case .casePattern(let pattern, let value):
                let lowered = expr(value)
                if scope.kind != .topLevel { Self.boundNames(pattern).forEach(scope.bind) }
                return .casePattern(pattern, lowered)
            }
        }
    }

    /// Each pattern of a case is tried in a fresh scope; the first one's bindings give the order.
    private func switchCase(_ switchCase: SwitchCase) -> SwitchCase {
        let names = switchCase.patterns.flatMap(Self.boundNames)
        let scope = blockScope(running: switchCase.body, binding: names)
        return inScope(scope) { resolver in
            if let first = switchCase.patterns.first { Self.boundNames(first).forEach(scope.bind) }
            var lowered = switchCase
            lowered.guardExpr = switchCase.guardExpr.map { resolver.expr($0) }
            lowered.body = resolver.statements(switchCase.body)
            return lowered
        }
    }

    private func catchClause(_ clause: CatchClause) -> CatchClause {
        let names = clause.pattern.map(Self.boundNames) ?? ["error"]
        let scope = blockScope(running: clause.body, binding: names)
        return inScope(scope) { resolver in
            names.forEach(scope.bind)
            var lowered = clause
            lowered.guardExpr = clause.guardExpr.map { resolver.expr($0) }
            lowered.body = resolver.statements(clause.body)
            return lowered
        }
    }

    private static func boundNames(_ condition: Condition) -> [String] {
        switch condition {
        case .expr: return []
        case .optionalBinding(let name, _, _, _): return [name]
        case .casePattern(let pattern, _): return boundNames(pattern)
        }
    }

    /// The names a pattern binds, left to right (`bindPattern`'s order).
    private static func boundNames(_ pattern: Pattern) -> [String] {
        switch pattern {
        case .wildcard, .expression, .isType: return []
        case .binding(let name, _): return [name]
        case .enumCase(_, _, let parts): return (parts ?? []).flatMap { boundNames($0.1) }
        case .tuple(let parts): return parts.flatMap { boundNames($0.1) }
        case .optionalSome(let inner), .asType(let inner, _): return boundNames(inner)
        }
    }

    // MARK: Declarations

    /// A variable's initializer is read before the variable is bound; accessors are left alone.
    private func variable(_ variable: VarDecl) -> VarDecl {
        guard let initializer = variable.initializer else { return variable }
        let lowered = VarDecl(
            isLet: variable.isLet, name: variable.name, tupleNames: variable.tupleNames, type: variable.type,
            initializer: expr(initializer), accessors: variable.accessors, modifiers: variable.modifiers,
            attributes: variable.attributes, pos: variable.pos)
        lowered.initializerText = variable.initializerText
        lowered.tupleShape = variable.tupleShape
        return lowered
    }

    private func function(_ function: FunctionDecl, _ place: LexicalScope.FunctionPlace) -> FunctionDecl {
        // Subscripts and deinitializers are run with scopes of their own making.
        guard let body = function.body, function.name != "subscript", function.name != "deinit" else { return function }
        let scope = LexicalScope(.function(place))
        for param in function.params { scope.bind(param.name) }
        scope.nonVariables.formUnion(function.genericParams)
        scope.nonVariables.formUnion(function.hiddenTypeParameters)
        Self.noteDeclarations(of: body, in: scope)
        let loweredBody = inScope(scope) { $0.statements(body) }
        return function.remade(params: function.params, body: loweredBody)
    }

    /// Methods are placed; properties (initializers, accessors) are left alone.
    private func type(_ type: TypeDecl) -> TypeDecl {
        let members = type.members.map { member -> Stmt in
            switch member.kind {
            case .function(let function): return Stmt(.function(self.function(function, .member)), member.pos)
            case .type(let nested): return Stmt(.type(self.type(nested)), member.pos)
            default: return member
            }
        }
        return type.remade(members: members)
    }

    private func closure(_ closure: ClosureExpr) -> ClosureExpr {
        let scope = LexicalScope(.closure(madeAtTopLevel: scopes[scopes.count - 1].kind == .topLevel))
        for capture in closure.captures { scope.bind(capture.name) }
        if closure.anonymousParamCount > 0 {
            for index in 0..<closure.anonymousParamCount { scope.bind("$\(index)") }
        } else {
            for param in closure.params { scope.bind(param.name) }
        }
        Self.noteDeclarations(of: closure.body, in: scope)
        let body = inScope(scope) { $0.statements(closure.body) }
        return closure.withBody(body)
    }

    // MARK: Expressions

    /// Places the names an expression reads. What a mutation, an `inout` argument, a method
    /// call's receiver or a callee names is left as written.
    private func expr(_ expr: Expr) -> Expr {
        guard StackHeadroom.isEnough() else { return expr }
        let kind: ExprKind
        switch expr.kind {
        case .identifier(let name):
            guard let slot = place(name) else { return expr }
            kind = .slot(slot)
        case .string(let parts):
            kind = .string(
                parts.map { part in
                    if case .expr(let interpolated) = part { return .expr(self.expr(interpolated)) }
                    return part
                })
        case .member(let base, let name): kind = .member(self.expr(base), name)
        case .call(let callee, let arguments): kind = .call(self.callee(callee), self.arguments(arguments))
        case .subscriptAccess(let base, let arguments): kind = .subscriptAccess(base, self.arguments(arguments))
        case .prefix(let op, let operand): kind = .prefix(op, self.expr(operand))
        case .postfix(let op, let operand): kind = .postfix(op, self.expr(operand))
        case .binary(let op, let lhs, let rhs): kind = .binary(op, self.expr(lhs), self.expr(rhs))
        case .assign(let op, let target, let value): kind = .assign(op, assignmentTarget(target), self.expr(value))
        case .ternary(let condition, let whenTrue, let whenFalse):
            kind = .ternary(self.expr(condition), self.expr(whenTrue), self.expr(whenFalse))
        case .closure(let closure): kind = .closure(self.closure(closure))
        case .array(let items): kind = .array(items.map { self.expr($0) })
        case .dictionary(let pairs): kind = .dictionary(pairs.map { (self.expr($0.0), self.expr($0.1)) })
        case .tuple(let items): kind = .tuple(arguments(items))
        case .forceUnwrap(let inner): kind = .forceUnwrap(self.expr(inner))
        case .bindOptional(let inner): kind = .bindOptional(self.expr(inner))
        case .optionalChain(let inner): kind = .optionalChain(self.expr(inner))
        case .cast(let inner, let type, let castKind): kind = .cast(self.expr(inner), type, castKind)
        case .tryExpr(let inner, let tryKind): kind = .tryExpr(self.expr(inner), tryKind)
        case .awaitExpr(let inner): kind = .awaitExpr(self.expr(inner))
        case .integer, .wideInteger, .float, .bool, .nilLiteral, .selfRef, .superRef, .implicitMember, .keyPath,
            .typeExpr, .inoutRef, .pound, .discard, .statementExpr, .slot:
            return expr
        }
        return Expr(kind, expr.pos)
    }

    private func arguments(_ arguments: [Argument]) -> [Argument] {
        arguments.map { argument in
            if case .inoutRef = argument.value.kind { return argument }
            return Argument(label: argument.label, value: expr(argument.value))
        }
    }

    /// A called name (`f(…)`, a closure in a variable) and a method's receiver when it is a plain
    /// name (`items.append(…)`: the interpreter changes the variable in place through its slot).
    private func callee(_ callee: Expr) -> Expr {
        switch callee.kind {
        case .closure: return expr(callee)
        case .identifier, .member: return assignmentTarget(callee)
        default: return callee
        }
    }

    /// `x = …`, `x += …` and `p.x = …` place `x` and `p`; deeper targets are left as written.
    private func assignmentTarget(_ target: Expr) -> Expr {
        switch target.kind {
        case .identifier(let name):
            guard let slot = place(name) else { return target }
            return Expr(.slot(slot), target.pos)
        case .member(let base, let name):
            guard case .identifier(let baseName) = base.kind, let slot = place(baseName) else { return target }
            return Expr(.member(Expr(.slot(slot), base.pos), name), target.pos)
        default: return target
        }
    }
}
