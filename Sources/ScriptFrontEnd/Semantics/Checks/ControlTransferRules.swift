// Where `return`, `break` and `continue` may appear, as the compiler demands: `return` only in
// a function (or accessor or initializer), an unlabeled `break` only in a loop or `switch`,
// `continue` only in a loop. Without this check the interpreter would notice only when the
// statement runs, after the program printed part of its output. Closure bodies and `defer`
// are left to the interpreter (their rules differ), as are `break label` and `continue label`.

struct ControlTransferRules {
    private struct Context {
        package var inFunction = false
        package var inLoop = false
        package var inSwitch = false
        /// Inside an `if` or `do` (where only a labeled `break` may leave).
        package var inIfOrDo = false
    }

    package func check(_ program: [Stmt]) throws {
        try check(program, Context())
    }

    private func check(_ body: [Stmt], _ context: Context) throws {
        for statement in body { try check(statement, context) }
    }

    private func check(_ statement: Stmt, _ context: Context) throws {
        try StackHeadroom.ensureForReading(at: statement.pos)
        var inner = context
        switch statement.kind {
        case .returnStmt:
            if !context.inFunction {
                throw ScriptError.compile("return invalid outside of a func", at: statement.pos)
            }
        case .breakStmt(nil):
            if !context.inLoop && !context.inSwitch {
                throw ScriptError.compile(
                    context.inIfOrDo
                        ? "unlabeled 'break' is only allowed inside a loop or switch, a labeled break is required "
                            + "to exit an if or do"
                        : "'break' is only allowed inside a loop, if, do, or switch",
                    at: statement.pos)
            }
        case .continueStmt(nil):
            if !context.inLoop {
                throw ScriptError.compile("'continue' is only allowed inside a loop", at: statement.pos)
            }
        case .ifStmt(_, let body, let elseBody):
            inner.inIfOrDo = true
            try check(body + (elseBody ?? []), inner)
        case .guardStmt(_, let body), .block(let body):
            try check(body, context)
        case .whileStmt(_, let body), .repeatWhile(let body, _), .forIn(_, _, _, let body, _):
            inner.inLoop = true
            try check(body, inner)
        case .switchStmt(_, let cases):
            inner.inSwitch = true
            for switchCase in cases { try check(switchCase.body, inner) }
        case .doCatch(let body, let catches):
            inner.inIfOrDo = true
            try check(body, inner)
            for catchClause in catches { try check(catchClause.body, inner) }
        case .function(let function):
            try check(function.body ?? [], Context(inFunction: true))
        case .variable(let variable):
            try checkAccessors(of: variable)
        case .type(let typeDecl):
            for member in typeDecl.members { try check(member, Context()) }
        case .labeled(_, let labeled):
            try check(labeled, context)  // `break name`/`continue name` are not checked here
        default:
            break  // `defer` has rules of its own; other statements hold no statements
        }
    }

    private func checkAccessors(of variable: VarDecl) throws {
        let body = Context(inFunction: true)
        switch variable.accessors {
        case .none: break
        case .computed(let getter, let setter, _): try check(getter + (setter ?? []), body)
        case .observed(let willSet, _, let didSet, _): try check((willSet ?? []) + (didSet ?? []), body)
        }
    }
}
