// SE-0289's result builders, applied before a body is lowered: a body built with `@B` (a function
// or computed property marked with it, or a closure passed to a parameter marked with it) becomes
// the calls Swift makes of `B`'s static methods. Each expression statement is a component (through
// `B.buildExpression` when `B` declares it); declarations stay as they are; `if`/`else` is
// `B.buildEither(first:)`/`(second:)` (an `else if` chain a balanced tree of them, as Swift builds
// it); an `if` without `else` `B.buildOptional`; a `for` loop `B.buildArray` of its passes; a block
// `B.buildBlock(…)` of its components; the body's result `B.buildFinalResult` when declared. A body
// with a `return` is left alone, as Swift leaves it. What the transform does not model (`switch`,
// `buildPartialBlock`, …) is refused before the program runs.

/// The transform for one builder type.
struct ResultBuilderTransform {
    let builder: String
    let model: DeclarationModel
    /// Names the transform makes (`$builder0`), unique within a program.
    private static let prefix = "$builder"
    private var counter: Int

    init(builder: String, model: DeclarationModel, counter: Int) {
        self.builder = builder
        self.model = model
        self.counter = counter
    }

    var namesUsed: Int { counter }

    /// The body's statements as Swift runs them with the builder, ending in the `return` of its
    /// result; nil when the body returns explicitly (no transform).
    mutating func transform(_ body: [Stmt], at pos: SourcePos) throws -> [Stmt]? {
        if Self.returnsExplicitly(body) { return nil }
        guard declares("buildBlock") else {
            throw ScriptError.compile(
                "a result builder without 'buildBlock' ('\(builder)' builds with 'buildPartialBlock') is not"
                    + " supported in the workbook (UNSUPPORTED.md lists what it does not run)", at: pos)
        }
        var (statements, result) = try block(body, at: pos)
        if declares("buildFinalResult") { result = call("buildFinalResult", [(nil, result)], at: pos) }
        statements.append(Stmt(.returnStmt(result), pos))
        return statements
    }

    /// The statements of `body` and the expression of its component: `B.buildBlock(c0, c1, …)`.
    private mutating func block(_ body: [Stmt], at pos: SourcePos) throws -> ([Stmt], Expr) {
        var statements: [Stmt] = []
        var components: [Expr] = []
        for statement in body {
            switch statement.kind {
            case .expr(let expression):
                let value =
                    declares("buildExpression")
                    ? call("buildExpression", [(nil, expression)], at: expression.pos) : expression
                components.append(bind(value, into: &statements, at: statement.pos))
            case .variable, .function, .type, .typealiasDecl, .enumCases:
                statements.append(statement)
            case .ifStmt(let conditions, let then, let otherwise):
                let value = try ifComponent(conditions, then, otherwise, at: statement.pos)
                components.append(bind(value, into: &statements, at: statement.pos))
            case .forIn(let pattern, let sequence, let filter, let loopBody, let isAwait) where !isAwait:
                let value = try arrayComponent(pattern, sequence, filter, loopBody, at: statement.pos)
                components.append(bind(value, into: &statements, at: statement.pos))
            default:
                throw ScriptError.compile(
                    "'\(Self.keyword(of: statement))' in a body built with the result builder '\(builder)' is not"
                        + " supported in the workbook: it models expressions, declarations, 'if' and 'for' there"
                        + " (UNSUPPORTED.md lists what it does not run)", at: statement.pos)
            }
        }
        return (statements, call("buildBlock", components.map { (nil, $0) }, at: pos))
    }

    /// `if a { A } else if b { B } else { C }`: each branch's block, as `buildEither` of a balanced
    /// tree of the branches (`first: first: A`, `first: second: B`, `second: C`); without a final
    /// `else`, `buildOptional` of the only branch.
    private mutating func ifComponent(
        _ conditions: [Condition], _ then: [Stmt], _ otherwise: [Stmt]?, at pos: SourcePos
    ) throws -> Expr {
        // `if #available(…)` is a Bool literal once parsed: where the builder declares
        // `buildLimitedAvailability`, which Swift calls for it, such an `if` is refused.
        if declares("buildLimitedAvailability"),
            conditions.contains(where: { if case .expr(let e) = $0, case .bool = e.kind { true } else { false } })
        {
            throw ScriptError.compile(
                "'if #available' in a body built with '\(builder)', which declares 'buildLimitedAvailability', is not"
                    + " supported in the workbook (UNSUPPORTED.md lists what it does not run)", at: pos)
        }
        var branches: [([Condition], [Stmt])] = [(conditions, then)]
        var rest = otherwise
        while let next = rest, next.count == 1, case .ifStmt(let c, let t, let o) = next[0].kind {
            branches.append((c, t))
            rest = o
        }
        guard let finalElse = rest else {
            guard branches.count == 1 else {
                throw ScriptError.compile(
                    "an 'else if' without a final 'else' in a body built with the result builder '\(builder)'"
                        + " is not supported in the workbook (UNSUPPORTED.md lists what it does not run)", at: pos)
            }
            try require("buildOptional", for: "an 'if' without 'else'", at: pos)
            let (statements, component) = try block(then, at: pos)
            let some = call("buildOptional", [(nil, component)], at: pos)
            let none = call("buildOptional", [(nil, Expr(.nilLiteral, pos))], at: pos)
            return immediatelyCalled(
                [
                    Stmt(.ifStmt(conditions, statements + [Stmt(.returnStmt(some), pos)], nil), pos),
                    Stmt(.returnStmt(none), pos),
                ], at: pos)
        }
        try require("buildEither", for: "an 'if' with 'else'", at: pos)
        var blocks: [([Stmt], Expr)] = []
        for (_, body) in branches { blocks.append(try block(body, at: pos)) }
        blocks.append(try block(finalElse, at: pos))
        let paths = Self.eitherPaths(count: blocks.count)
        var returned: [[Stmt]] = []
        for (index, (statements, component)) in blocks.enumerated() {
            var value = component
            for side in paths[index].reversed() {
                value = call("buildEither", [(side ? "first" : "second", value)], at: pos)
            }
            returned.append(statements + [Stmt(.returnStmt(value), pos)])
        }
        // Rebuilt as a chain of `if`s, each branch returning its component.
        var chain: [Stmt] = returned[returned.count - 1]
        for index in stride(from: branches.count - 1, through: 0, by: -1) {
            chain = [Stmt(.ifStmt(branches[index].0, returned[index], chain), pos)]
        }
        return immediatelyCalled(chain, at: pos)
    }

    /// `for x in xs { … }`: `B.buildArray` of each pass's block.
    private mutating func arrayComponent(
        _ pattern: Pattern, _ sequence: Expr, _ filter: Expr?, _ body: [Stmt], at pos: SourcePos
    ) throws -> Expr {
        try require("buildArray", for: "a 'for' loop", at: pos)
        guard let parameter = methods("buildArray").first?.params.first, case .array = parameter.type else {
            throw ScriptError.compile(
                "'\(builder).buildArray' whose parameter is not an array is not supported in the workbook", at: pos)
        }
        let passes = name()
        let (statements, component) = try block(body, at: pos)
        let append = Expr(
            .call(
                Expr(.member(Expr(.identifier(passes), pos), "append"), Self.madeUp),
                [Argument(label: nil, value: component)]), Self.madeUp)
        let collected = VarDecl(
            isLet: false, name: passes, tupleNames: nil, type: parameter.type, initializer: Expr(.array([]), pos),
            accessors: .none, modifiers: Modifiers(), attributes: [], pos: pos)
        return immediatelyCalled(
            [
                Stmt(.variable(collected), pos),
                Stmt(.forIn(pattern, sequence, filter, statements + [Stmt(.expr(append), pos)], isAwait: false), pos),
                Stmt(.returnStmt(call("buildArray", [(nil, Expr(.identifier(passes), pos))], at: pos)), pos),
            ], at: pos)
    }

    /// The side (`true`: `first:`) of each `buildEither` from the root down to branch `index` of
    /// `count`: a balanced tree, the first half of the branches on the `first:` side.
    static func eitherPaths(count: Int) -> [[Bool]] {
        if count <= 1 { return [[]] }
        let left = (count + 1) / 2
        return eitherPaths(count: left).map { [true] + $0 } + eitherPaths(count: count - left).map { [false] + $0 }
    }

    /// `let $builderN = value`, and the name read.
    private mutating func bind(_ value: Expr, into statements: inout [Stmt], at pos: SourcePos) -> Expr {
        let component = name()
        statements.append(
            Stmt(
                .variable(
                    VarDecl(
                        isLet: true, name: component, tupleNames: nil, type: nil, initializer: value,
                        accessors: .none, modifiers: Modifiers(), attributes: [], pos: pos)), pos))
        return Expr(.identifier(component), pos)
    }

    private mutating func name() -> String {
        defer { counter += 1 }
        return Self.prefix + String(counter)
    }

    /// Where a call the transform makes is: made up (line 0), so the typer, which remembers a call's
    /// type by its position, never takes it for the program's own call written there.
    private static let madeUp = SourcePos.unknown

    private func call(_ method: String, _ arguments: [(String?, Expr)], at pos: SourcePos) -> Expr {
        let callee = Expr(.member(Expr(.identifier(builder), pos), method), Self.madeUp)
        return Expr(.call(callee, arguments.map { Argument(label: $0.0, value: $0.1) }), Self.madeUp)
    }

    /// `{ … }()`: statements that end in returning a component, run where the component is made.
    private func immediatelyCalled(_ body: [Stmt], at pos: SourcePos) -> Expr {
        let closure = ClosureExpr(params: [], captures: [], body: body, anonymousParamCount: 0, pos: pos)
        return Expr(.call(Expr(.closure(closure), pos), []), Self.madeUp)
    }

    private func methods(_ name: String) -> [FunctionDecl] {
        model.members(named: name, in: builder).compactMap { member in
            if case .method(let method) = member.kind, member.isStatic { return method }
            return nil
        }
    }

    private func declares(_ name: String) -> Bool { !methods(name).isEmpty }

    private func require(_ name: String, for construct: String, at pos: SourcePos) throws {
        guard !declares(name) else { return }
        throw ScriptError.compile("\(construct) needs '\(builder).\(name)'", at: pos)
    }

    private static func keyword(of statement: Stmt) -> String {
        switch statement.kind {
        case .switchStmt: return "switch"
        case .whileStmt: return "while"
        case .repeatWhile: return "repeat"
        case .guardStmt: return "guard"
        case .doCatch: return "do"
        case .deferStmt: return "defer"
        case .throwStmt: return "throw"
        case .forIn: return "for await"
        case .labeled: return "a labelled statement"
        case .block: return "a block"
        default: return "this statement"
        }
    }

    /// Whether a `return` is among the body's statements (outside closures and nested functions).
    private static func returnsExplicitly(_ body: [Stmt]) -> Bool {
        body.contains { statement in
            switch statement.kind {
            case .returnStmt: return true
            case .ifStmt(_, let then, let otherwise):
                return returnsExplicitly(then) || returnsExplicitly(otherwise ?? [])
            case .forIn(_, _, _, let loop, _), .whileStmt(_, let loop), .repeatWhile(let loop, _), .block(let loop),
                .guardStmt(_, let loop):
                return returnsExplicitly(loop)
            case .doCatch(let body, _): return returnsExplicitly(body)
            case .switchStmt(_, let cases): return cases.contains { returnsExplicitly($0.body) }
            case .labeled(_, let inner): return returnsExplicitly([inner])
            default: return false
            }
        }
    }
}

extension DeclarationModel {
    /// The result builder among `attributes` (`@DrawingBuilder`), when one is.
    func resultBuilder(among attributes: [Attribute]) -> String? {
        attributes.first { isResultBuilder($0.name) }?.name
    }

    func isResultBuilder(_ name: String) -> Bool {
        guard let declared = type(named: name) else { return false }
        let attributes = (declared.declaration.map { [$0] } ?? []).flatMap(\.attributes)
        return attributes.contains { $0.name == "resultBuilder" }
    }
}

/// Where lowering applies the transform.
enum ResultBuilders {
    /// `body` built with the result builder among `attributes` (`@DrawingBuilder func make()`); as it
    /// is when none is, or when it returns explicitly.
    static func built(
        _ body: [Stmt], attributes: [Attribute], member: (name: String, of: String)?, model: DeclarationModel,
        names: inout Int, at pos: SourcePos
    ) throws -> [Stmt] {
        guard
            let builder = model.resultBuilder(among: attributes)
                ?? member.flatMap({ requirementBuilder(named: $0.name, of: $0.of, model: model) })
        else { return body }
        var transform = ResultBuilderTransform(builder: builder, model: model, counter: names)
        defer { names = transform.namesUsed }
        return try transform.transform(body, at: pos) ?? body
    }

    /// `var body: String { "a"; "b" }` in a type conforming to a protocol whose requirement `body` is
    /// marked `@J`: Swift builds the witness with `J` too.
    private static func requirementBuilder(named name: String, of typeName: String, model: DeclarationModel) -> String?
    {
        for protocolName in model.inheritedNames(of: typeName).sorted() {
            guard let declared = model.type(named: protocolName), declared.kind == .protocolType else { continue }
            for member in declared.members[name] ?? [] where member.origin == .body {
                let attributes: [Attribute]
                switch member.kind {
                case .property(let variable): attributes = variable.attributes
                case .method(let method): attributes = method.attributes
                default: continue
                }
                if let builder = model.resultBuilder(among: attributes) { return builder }
            }
        }
        return nil
    }

    /// The call's closure literals that go to a parameter marked with a result builder
    /// (`draw { Text("a"); Space() }` with `func draw(@DrawingBuilder content: () -> Drawable)`), built
    /// with it. The callee is a function, method or initializer of the program's; every overload the
    /// arguments fit must agree on the builder.
    static func builtClosures(
        _ callee: Expr, _ arguments: [Argument], typer: ExpressionTyper, names: inout Int
    ) throws -> [Argument] {
        guard arguments.contains(where: { if case .closure = $0.value.kind { true } else { false } }) else {
            return arguments
        }
        let candidates = functions(called: callee, typer: typer).filter {
            $0.params.contains { $0.resultBuilder != nil }
        }
        guard !candidates.isEmpty else { return arguments }
        let labels = arguments.map(\.label)
        let isClosure = arguments.map { if case .closure = $0.value.kind { true } else { false } }
        var builders: [Int: String]? = nil
        for candidate in candidates {
            guard
                let slots = try? ArgumentBinding.bind(
                    candidate.params, labels: labels, isClosure: isClosure, pos: callee.pos,
                    isFunctionType: { if case .function = $0 { true } else { false } })
            else { continue }
            var found: [Int: String] = [:]
            for (param, slot) in zip(candidate.params, slots) {
                if let builder = param.resultBuilder, case .argument(let index) = slot, isClosure[index] {
                    found[index] = builder
                }
            }
            if builders != nil, builders != found { return arguments }  // overloads disagree: left to the run
            builders = found
        }
        var built = arguments
        for (index, builder) in builders ?? [:] {
            guard case .closure(let closure) = arguments[index].value.kind else { continue }
            var transform = ResultBuilderTransform(builder: builder, model: typer.model, counter: names)
            if let body = try transform.transform(closure.body, at: closure.pos) {
                built[index].value = Expr(.closure(closure.withBody(body)), arguments[index].value.pos)
            }
            names = transform.namesUsed
        }
        return built
    }

    /// The program's functions a call of `callee` may reach: a free function, a method (by the
    /// receiver's static type) or an initializer.
    private static func functions(called callee: Expr, typer: ExpressionTyper) -> [FunctionDecl] {
        let model = typer.model
        func methods(_ name: String, in typeName: String, isStatic: Bool) -> [FunctionDecl] {
            model.members(named: name, in: typeName).compactMap { member in
                if case .method(let method) = member.kind, member.isStatic == isStatic || name == "init" {
                    return method
                }
                return nil
            }
        }
        switch callee.kind {
        case .identifier(let name) where typer.scopes.lookup(name) == nil:
            if model.types[name] != nil { return methods("init", in: name, isStatic: false) }
            if let selfType = typer.scopes.selfType?.nominalName, model.functions[name] == nil {
                return methods(name, in: selfType, isStatic: false)
            }
            return model.functions[name] ?? []
        case .member(let base, let name):
            guard let (typeName, isStatic) = typer.memberReceiver(base) else { return [] }
            return methods(name, in: typeName, isStatic: isStatic)
        default:
            return []
        }
    }
}
