// What a function passed as an argument returns, so that `map(_: (Element) -> T)` and its
// siblings bind `T`: `words.map(String.init)` is a `[String]`, `lines.map(Array.init)` a
// `[[Character]]`, `xs.map { $0 * 2 }` an `[Int]`, `accounts.map(\.balance)` a `[Double]`.
// Without it such chains were `.unknown`, and what follows them (a literal stored into
// `grid[y][x]`, a member the workbook refuses) went untyped. Only what is certain is answered;
// everything else stays `.unknown`.

extension ExpressionTyper {
    /// The result of calling `argument` (a closure, an initializer reference or a named
    /// function) with values of the types `inputs`.
    package func resultOfFunctionArgument(_ argument: Expr, inputs: [StaticType]) -> StaticType {
        switch argument.kind {
        case .closure(let closure): return resultOfClosure(closure, inputs: inputs)
        case .keyPath(nil, let components):
            return KeyPathLowering(typer: self).valueType(of: components, from: inputs.first ?? .unknown)
        case .member(let base, let name) where name == "init" || name.hasPrefix("init("):
            guard case .metatype(let instance) = type(of: base) else { return .unknown }
            return Self.builtinInitializerResult(instance, input: inputs.first ?? .unknown)
        case .typeExpr, .identifier:
            let referenced = type(of: argument)
            if case .function(_, let result) = referenced { return result }
            if case .metatype(let instance) = referenced {
                return Self.builtinInitializerResult(instance, input: inputs.first ?? .unknown)
            }
            guard case .identifier(let name) = argument.kind, scopes.lookup(name) == nil,
                let functions = model.functions[name], functions.count == 1, functions[0].genericParams.isEmpty
            else { return .unknown }
            return functions[0].returnType.map { staticType(of: $0) } ?? .void
        default: return .unknown
        }
    }

    /// A closure of one expression (or one `return`), typed with its parameters bound.
    private func resultOfClosure(_ closure: ClosureExpr, inputs: [StaticType]) -> StaticType {
        guard closure.body.count == 1 else { return .unknown }
        let body: Expr
        switch closure.body[0].kind {
        case .expr(let expression): body = expression
        case .returnStmt(let expression?): body = expression
        default: return .unknown
        }
        if case .assign = body.kind { return .unknown }
        func input(_ index: Int) -> StaticType { index < inputs.count ? inputs[index] : .unknown }
        var inner = self
        inner.scopes.push()
        for capture in closure.captures { inner.scopes.bind(capture.name, .unknown) }
        for (index, param) in closure.params.enumerated() {
            inner.scopes.bind(param.name, param.type.map { staticType(of: $0) } ?? input(index))
        }
        for index in 0..<closure.anonymousParamCount { inner.scopes.bind("$\(index)", input(index)) }
        return inner.type(of: body)
    }

    static let numericNames: Set<String> = [
        "Int", "Double", "Float", "UInt", "Int8", "Int16", "Int32", "Int64", "UInt8", "UInt16", "UInt32", "UInt64",
    ]

    /// `Type(x)` of a builtin type, where the result depends on what it converts: `Array(text)` is
    /// `[Character]`, `Int(text)` an `Int?`, `String(x)` a `String`.
    package static func builtinInitializerResult(_ instance: StaticType, input: StaticType) -> StaticType {
        let isText = input == .string || input == .nominal("Substring", []) || input == .character
        switch instance {
        case .nominal("Array", let arguments) where arguments.isEmpty:
            if input == .string || input == .nominal("Substring", []) { return .array(.character) }
            if case .array = input { return input }
            if case .nominal(let name, let elements) = input, ["ArraySlice", "Set"].contains(name),
                elements.count == 1
            {
                return .array(elements[0])
            }
            if case .nominal(let name, _) = input, ["Range", "ClosedRange"].contains(name) {
                return .array(input.genericArguments.first ?? .unknown)
            }
            return .unknown
        case .string: return .string
        case .character: return isText && input != .character ? .unknown : .character
        case .nominal(let name, let arguments) where arguments.isEmpty && Self.numericNames.contains(name):
            guard input.isKnown else { return .unknown }
            return isText ? .optional(instance) : instance
        default: return .unknown
        }
    }
}
