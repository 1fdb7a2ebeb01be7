// Overload choice at compile time: by argument labels, then by the arguments' static types,
// ranked as Swift's constraint solver ranks solutions. The run-time choice in
// Interpreter/Calls.swift follows the labels, and the casts the lowering writes for the types.

package enum FunctionChoice {
    /// The candidates whose parameters the arguments' labels fit.
    package static func fittingLabels(_ candidates: [FunctionDecl], _ arguments: [Argument]) -> [FunctionDecl] {
        let labels = arguments.map(\.label)
        return candidates.filter { function in
            if labels == function.params.map(\.label) { return true }
            // Defaults may be left out; trailing closures may drop their label.
            var index = 0
            for parameter in function.params {
                if index < labels.count,
                    labels[index] == parameter.label || (labels[index] == nil && parameter.isVariadic)
                {
                    index += 1
                } else if parameter.defaultValue == nil, !parameter.isVariadic {
                    guard index < labels.count, labels[index] == nil, case .closure = arguments[index].value.kind else {
                        return false
                    }
                    index += 1
                }
            }
            return index == labels.count
        }
    }

    /// The candidates whose parameter for each closure literal among the arguments is a function
    /// type taking as many parameters as the closure does (Swift requires exactly as many).
    package static func byClosureArity(
        _ candidates: [FunctionDecl], _ arguments: [Argument], model: DeclarationModel
    ) -> [FunctionDecl] {
        candidates.filter { candidate in
            for (parameter, argument) in zip(candidate.params, arguments) {
                guard case .closure(let closure) = argument.value.kind else { continue }
                var type = model.resolvingAliases(parameter.type)
                if case .optional(let wrapped) = type { type = model.resolvingAliases(wrapped) }
                guard case .function(let inputs, _, _) = type else { continue }
                let arity = closure.params.isEmpty ? closure.anonymousParamCount : closure.params.count
                if arity != inputs.count { return false }
            }
            return true
        }
    }

    package static func byLabels(_ candidates: [FunctionDecl], _ arguments: [Argument]) -> FunctionDecl? {
        let fitting = fittingLabels(candidates, arguments)
        return fitting.count == 1 ? fitting[0] : fitting.first { $0.params.map(\.label) == arguments.map(\.label) }
    }

    /// The best of several candidates for the arguments' static types. Conversions are counted
    /// first, as Swift's solver scores them (a literal of a non-default type, then a value wrapped
    /// in an Optional, then a value boxed as `Any`): `f(5)` calls `f<T>(_: T)` rather than
    /// `f(_: Double)` or `f(_: Int?)`. Only between equal counts does the more specialized
    /// candidate win: an exact type over a protocol or superclass, and those over a generic.
    package static func byStaticTypes(
        _ candidates: [FunctionDecl], _ arguments: [Argument], typer: ExpressionTyper
    )
        -> FunctionDecl?
    {
        let fitting = fittingLabels(candidates, arguments)
        guard fitting.count > 1 else { return fitting.first }
        let argumentTypes = arguments.map { typer.type(of: $0.value) }
        var best: FunctionDecl? = nil
        var bestScore: ConversionScore? = nil
        for candidate in fitting {
            var score = ConversionScore()
            for (index, parameter) in candidate.params.prefix(arguments.count).enumerated() {
                score.add(match(argumentTypes[index], arguments[index].value, parameter, candidate, typer: typer))
            }
            // `d(1)` beside `d(_:)` and `d(_:scale: = 2)`: the one leaving fewer parameters to defaults.
            if !candidate.params.contains(where: \.isVariadic) {
                score.defaultsUsed = max(0, candidate.params.count - arguments.count)
            }
            if bestScore.map({ score.isBetter(than: $0) }) ?? true {
                best = candidate
                bestScore = score
            }
        }
        return best
    }

    private static func match(
        _ argument: StaticType, _ expr: Expr, _ parameter: Param, _ function: FunctionDecl,
        typer: ExpressionTyper
    ) -> ConversionScore {
        if let generic = genericShape(parameter.type, function) {
            // A generic parameter binds to the argument's own type: no conversion, least specialized.
            if case .nilLiteral = expr.kind { return generic == .optional ? .exact(0) : .mismatch }
            if generic == .optional, argument.isKnown, !argument.isOptional { return .wrapped(0) }
            return .exact(0)
        }
        let parameterType = typer.staticType(of: parameter.type)
        if let literal = literalScore(expr, parameterType, model: typer.model) { return literal }
        guard argument.isKnown, parameterType.isKnown else { return .exact(0) }
        if argument == parameterType { return .exact(3) }
        if case .optional(let wrapped) = parameterType {
            if wrapped == argument { return .wrapped(2) }
            if case .nominal("Any", _) = wrapped { return .boxedInAny }
        }
        if case .nominal("Any", _) = parameterType { return .boxedInAny }
        if let name = argument.nominalName {
            if let protocols = parameterType.protocolsKnownStatically,
                protocols.allSatisfy({ typer.model.conforms(name, to: $0) })
            {
                return .exact(1)
            }
            var ancestor = typer.model.superclass(of: name)
            while let current = ancestor {
                // `k(puppy)` beside `k(_: Animal)` and `k(_: Dog)`: the nearer superclass is the more specialized.
                if parameterType.nominalName == current { return .exact(1, depth: depth(of: current, typer.model)) }
                ancestor = typer.model.superclass(of: current)
            }
        }
        return .mismatch
    }

    /// How many superclasses a class has.
    private static func depth(of className: String, _ model: DeclarationModel) -> Int {
        var count = 0
        var current = model.superclass(of: className)
        while let name = current, count < 64 {
            count += 1
            current = model.superclass(of: name)
        }
        return count
    }

    /// How a literal argument fits a concrete parameter type, or nil for a non-literal.
    private static func literalScore(
        _ expr: Expr, _ parameterType: StaticType, model: DeclarationModel
    ) -> ConversionScore? {
        let defaultType: StaticType
        let otherTypes: [StaticType]
        switch expr.kind {
        case .integer: (defaultType, otherTypes) = (.int, [.double, .float])
        case .float: (defaultType, otherTypes) = (.double, [.float])
        case .string: (defaultType, otherTypes) = (.string, [.character, .nominal("Substring", [])])
        case .nilLiteral: return parameterType.isOptional ? .exact(3) : (parameterType.isKnown ? .mismatch : .exact(0))
        default: return nil
        }
        var score = ConversionScore()
        var target = parameterType
        if case .optional(let wrapped) = target {
            score.valueToOptional = 1
            target = wrapped
        }
        if target == defaultType {
            score.specialization = 3 - score.valueToOptional
        } else if otherTypes.contains(target) {
            score.nonDefaultLiterals = 1
            score.specialization = 2 - score.valueToOptional
        } else if case .nominal("Any", _) = target {
            score.anyBoxings = 1
        } else if let protocols = target.protocolsKnownStatically, let name = defaultType.nominalName,
            protocols.allSatisfy({ model.conforms(name, to: $0) })
        {
            // `h(1)` beside `h(_: Any)` and `h(_: CustomStringConvertible)`: a protocol the literal's
            // default type adopts costs no conversion Swift scores, and is more specialized than `Any`.
            score.specialization = 1
        } else {
            return target.isKnown ? .mismatch : .exact(0)
        }
        return score
    }

    private enum GenericShape { case plain, optional }

    /// Whether the parameter's type mentions the function's generic parameters (`T`, `[T]`, `T?`),
    /// and whether it is an Optional at the top.
    private static func genericShape(_ type: TypeRef, _ function: FunctionDecl) -> GenericShape? {
        guard !function.genericParams.isEmpty, type.mentions(Set(function.genericParams)) else { return nil }
        if case .optional = type { return .optional }
        return .plain
    }
}

/// One candidate's cost for a call, in the order Swift's solver weighs it: a mismatch rules it
/// out, then fewer conversions of each kind win, most important first, and only then the
/// more specialized parameters (higher is better).
private struct ConversionScore {
    var mismatches = 0
    var nonDefaultLiterals = 0
    var valueToOptional = 0
    var anyBoxings = 0
    var specialization = 0
    var classDepth = 0
    var defaultsUsed = 0

    static let mismatch = ConversionScore(mismatches: 1)
    static let boxedInAny = ConversionScore(anyBoxings: 1)
    static func exact(_ specialization: Int) -> ConversionScore { ConversionScore(specialization: specialization) }
    /// A superclass parameter: as specialized as a protocol, and more so the deeper the class.
    static func exact(_ specialization: Int, depth: Int) -> ConversionScore {
        ConversionScore(specialization: specialization, classDepth: depth)
    }
    static func wrapped(_ specialization: Int) -> ConversionScore {
        ConversionScore(valueToOptional: 1, specialization: specialization)
    }

    mutating func add(_ other: ConversionScore) {
        mismatches += other.mismatches
        nonDefaultLiterals += other.nonDefaultLiterals
        valueToOptional += other.valueToOptional
        anyBoxings += other.anyBoxings
        specialization += other.specialization
        classDepth += other.classDepth
        defaultsUsed += other.defaultsUsed
    }

    func isBetter(than other: ConversionScore) -> Bool {
        let mine = (mismatches, nonDefaultLiterals, valueToOptional, anyBoxings, -specialization, -classDepth)
        let theirs = (
            other.mismatches, other.nonDefaultLiterals, other.valueToOptional, other.anyBoxings, -other.specialization,
            -other.classDepth
        )
        if mine != theirs { return mine < theirs }
        return defaultsUsed < other.defaultsUsed
    }
}
