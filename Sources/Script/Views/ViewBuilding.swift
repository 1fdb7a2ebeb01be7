import Foundation
import ScriptFrontEnd
import ViewRuntime

// View builders. A builder block (a view's `body`, the closure of
// `VStack { … }`, `ForEach(…) { … }`, …) is not run as a closure: its statements are
// read the way `@ViewBuilder` reads them — each expression is a child (several → a group,
// by position), `if`/`else` picks an arm (arms are different identities), `for` makes
// rows by offset, `let` declares — producing ViewRuntime's `ViewContent`, as the
// compiled builder does.
//
// Compiled unoptimized (`@_optimize(none)`; ARCHITECTURE.md, "Build cost"): this runs once per
// view per render, not once per step.

/// A `ViewContent` as a script value (what `Text("a")`, `VStack { … }` evaluate to).
final class ViewContentBox {
    let content: ViewContent
    @_optimize(none) init(_ content: ViewContent) { self.content = content }
}

/// A row id or `.id(_:)` value that is not a plain Swift value: hashed like the script
/// value, shown like `print` shows it (as the compiled host shows `"\(id)"`).
struct ScriptIdentity: Hashable, CustomStringConvertible {
    let key: HashKey
    let description: String
    @_optimize(none) static func == (lhs: ScriptIdentity, rhs: ScriptIdentity) -> Bool { lhs.key == rhs.key }
    @_optimize(none) func hash(into hasher: inout Hasher) { hasher.combine(key) }
}

extension ViewBridge {
    @_optimize(none) func viewValue(_ content: ViewContent, _ typeName: String) -> Value {
        .native(NativeBox(ViewContentBox(content), typeName: typeName))
    }

    /// The content of a view value a builder or the host received.
    @_optimize(none) func viewContent(of value: Value, pos: SourcePos) throws -> ViewContent {
        switch value {
        case .native(let box):
            if let content = box.object as? ViewContentBox { return content.content }
        case .object(let inst) where isViewType(inst.type):
            return .composite(compositeView(inst))
        default: break
        }
        if interpreter.descriptions.typeName(of: value) == "()" {
            // ViewBuilder's unavailable buildExpression(_: Void): swiftc reports it in these words.
            throw ScriptError.cannotRun(
                "a statement that produces no view inside a view builder, which takes views (move print(...) and other statements out of the builder, e.g. into .onAppear { } or a button's action)",
                at: pos)
        }
        throw ScriptError.cannotRun(
            "a value of type '\(interpreter.descriptions.typeName(of: value))', which is not a view, inside a view builder",
            at: pos)
    }

    // MARK: Builder blocks

    @_optimize(none) func buildViewContent(
        _ statements: [Stmt], in env: Environment, pos: SourcePos
    ) throws -> ViewContent {
        // An explicit `return` turns the builder off, as in Swift.
        if statements.contains(where: {
            if case .returnStmt = $0.kind { return true }
            return false
        }) {
            let value = try interpreter.runBody(statements, in: env, pos: pos)
            return try viewContent(of: value, pos: pos)
        }
        let scope = Environment(parent: env)
        var parts: [ViewContent] = []
        for statement in statements {
            try interpreter.tick(statement.pos)
            switch statement.kind {
            case .expr(let expression):
                parts.append(try viewContent(of: try interpreter.evaluate(expression, in: scope), pos: statement.pos))
            case .variable(let decl) where decl.hasAttribute("Bindable"):
                // `@Bindable var profile = profile` in a body: the object, and `$profile`.
                guard let initializer = decl.initializer,
                    case .object(let object) = try interpreter.evaluate(initializer, in: scope),
                    interpreter.observation.isObservableType(object.type)
                else {
                    throw ScriptError.cannotRun(
                        "'@Bindable' in a view body over a value that is not an @Observable object", at: decl.pos)
                }
                scope.define(decl.name, value: .object(object))
                scope.define("$" + decl.name, value: objectProjection(object))
            case .variable:
                _ = try interpreter.execute(statement, in: scope)
            case .ifStmt:
                parts.append(try buildIfChain(statement, in: scope))
            case .switchStmt(let subjectExpr, let cases):
                let subject = try interpreter.evaluate(subjectExpr, in: scope)
                guard let (index, caseScope) = try interpreter.matchSwitch(subject, cases, in: scope) else {
                    throw ScriptError.runtime(
                        "switch must be exhaustive: no case matched '\(interpreter.descriptions.describe(subject))'",
                        at: statement.pos)
                }
                let content = try buildViewContent(cases[index].body, in: caseScope, pos: cases[index].pos)
                parts.append(chainPayload(content, index: index, count: cases.count))
            case .forIn(let pattern, let sequence, let whereExpr, let body, false):
                var rows: [ViewRow] = []
                for element in try interpreter.elements(
                    of: try interpreter.evaluate(sequence, in: scope), pos: sequence.pos)
                {
                    try interpreter.tick(statement.pos)
                    let rowScope = Environment(parent: scope)
                    guard try interpreter.bindPattern(pattern, element, in: rowScope) else { continue }
                    if let whereExpr,
                        !(try interpreter.truthy(try interpreter.evaluate(whereExpr, in: rowScope), whereExpr.pos))
                    {
                        continue
                    }
                    rows.append(
                        ViewRow(
                            id: AnyHashable(rows.count),
                            content: try buildViewContent(body, in: rowScope, pos: statement.pos)))
                }
                parts.append(.forEach(rows))
            default:
                throw ScriptError.cannotRun(
                    "this statement in a view builder (it runs views, 'let'/'var' declarations, 'if'/'else' and 'for' loops)",
                    at: statement.pos)
            }
        }
        switch parts.count {
        case 0: return .empty
        case 1: return parts[0]
        default: return .group(parts)
        }
    }

    /// `if … {} else if … {} else {}`: one chain of payloads, as the compiler's builder
    /// transform sees it; without a final `else` the chain is optional (`buildOptional`).
    @_optimize(none) private func buildIfChain(_ statement: Stmt, in scope: Environment) throws -> ViewContent {
        var arms: [(conditions: [Condition], body: [Stmt])] = []
        var finalElse: [Stmt]? = nil
        var current = statement
        while case .ifStmt(let conditions, let body, let elseBody) = current.kind {
            arms.append((conditions, body))
            guard let elseBody else { break }
            if elseBody.count == 1, case .ifStmt = elseBody[0].kind {
                current = elseBody[0]
            } else {
                finalElse = elseBody
                break
            }
        }
        let count = arms.count + (finalElse == nil ? 0 : 1)
        for (index, arm) in arms.enumerated() {
            let armScope = Environment(parent: scope)
            if try interpreter.evaluateConditions(arm.conditions, in: armScope) {
                let content = chainPayload(
                    try buildViewContent(arm.body, in: armScope, pos: statement.pos), index: index, count: count)
                return finalElse == nil ? .branch(0, content) : content
            }
        }
        if let finalElse {
            let content = try buildViewContent(finalElse, in: Environment(parent: scope), pos: statement.pos)
            return chainPayload(content, index: count - 1, count: count)
        }
        return .empty
    }

    /// Payload `index` of `count` in the left-biased balanced tree of `buildEither` calls
    /// the compiler builds for if/else chains and switches: the bits of the index, lowest
    /// innermost, pick first/second; the rightmost path skips the Eithers it does not need.
    @_optimize(none) private func chainPayload(_ content: ViewContent, index: Int, count: Int) -> ViewContent {
        var operand = content
        var path = index
        var maxPath = count - 1
        while maxPath != 0 {
            if !(path == maxPath && maxPath & 1 == 0) { operand = .branch(path & 1, operand) }
            path >>= 1
            maxPath >>= 1
        }
        return operand
    }

    /// A `@ViewBuilder var header: some View { … }` (and a view's `body`, implicitly a
    /// builder) read as a property: its statements are a builder block.
    @_optimize(none) func viewBuilderGetter(
        _ property: VarDecl, _ get: [Stmt], type: TypeInfo, in scope: Environment, pos: SourcePos
    ) throws -> Value? {
        guard property.hasAttribute("ViewBuilder") || (property.name == "body" && isViewType(type)) else { return nil }
        return viewValue(try buildViewContent(get, in: scope, pos: pos), "some View")
    }

    /// The last closure argument (the trailing closure of `VStack { … }`).
    @_optimize(none) func builderClosure(_ args: [Argument], label: String? = nil) -> ClosureExpr? {
        for argument in args.reversed() {
            if case .closure(let closure) = argument.value.kind,
                label == nil || argument.label == label || argument.label == nil
            {
                return closure
            }
        }
        return nil
    }

    @_optimize(none) func buildClosure(
        _ args: [Argument], in env: Environment, pos: SourcePos, label: String? = nil
    ) throws -> ViewContent {
        guard let closure = builderClosure(args, label: label) else {
            throw ScriptError.cannotRun("a view built without a trailing closure for its content", at: pos)
        }
        return try buildViewContent(closure.body, in: Environment(parent: env), pos: closure.pos)
    }
}
