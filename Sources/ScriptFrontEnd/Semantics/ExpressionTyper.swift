// Static types of expressions. The typer trusts that the program is well typed (the compiler
// gate rejects the rest) and answers `.unknown` wherever it cannot tell; callers then leave
// the interpreter's run-time behaviour alone.

/// Lexical scopes the typer reads: names to types, the type of `self`, generic parameters.
package struct TypeScopes {
    private var frames: [[String: StaticType]] = [[:]]
    /// Beside each frame: the names it binds to a wrapper sequence (`WrapperSequences`).
    private var wrapperFrames: [[String: String]] = [[:]]
    /// Beside each frame: the names it binds to a function value whose type is spelled exactly
    /// where it comes from, with Swift's printed name for it (`TypeOfNames.printedName(ofVariable:)`).
    private var functionTypeFrames: [[String: String]] = [[:]]
    /// The type `self` has in the innermost type body or extension.
    package var selfType: StaticType?
    /// Generic parameters in scope, with their protocol constraints.
    package var genericParameters: [String: [String]] = [:]
    /// The declared result type of the innermost function, for `return`.
    package var resultType: StaticType?

    package mutating func push() {
        frames.append([:])
        wrapperFrames.append([:])
        functionTypeFrames.append([:])
    }
    package mutating func pop() {
        frames.removeLast()
        wrapperFrames.removeLast()
        functionTypeFrames.removeLast()
    }
    package mutating func bind(_ name: String, _ type: StaticType, wrapper: String? = nil, functionType: String? = nil)
    {
        frames[frames.count - 1][name] = type
        wrapperFrames[wrapperFrames.count - 1][name] = wrapper
        functionTypeFrames[functionTypeFrames.count - 1][name] = functionType
    }

    /// Swift's printed type of the function value the innermost binding of `name` holds, when certain.
    package func functionType(boundTo name: String) -> String? {
        for (frame, names) in zip(frames, functionTypeFrames).reversed() where frame[name] != nil {
            return names[name]
        }
        return nil
    }

    /// The wrapper sequence the innermost binding of `name` holds, if it holds one.
    package func wrapper(boundTo name: String) -> String? {
        for (frame, wrappers) in zip(frames, wrapperFrames).reversed() where frame[name] != nil {
            return wrappers[name]
        }
        return nil
    }

    package func lookup(_ name: String) -> StaticType? {
        for frame in frames.reversed() { if let type = frame[name] { return type } }
        return nil
    }
}

/// Types already worked out, so that each node of a receiver chain `x.m().m()…` is typed once
/// however often callers ask (lowering asks for a callee, its receiver and each overload).
/// Keyed by position and kind: every call, member and subscript node the parser makes has a
/// position of its own, and only those are remembered (a literal's type may change by lowering).
package final class TypingMemo {
    package struct Key: Hashable {
        package let pos: SourcePos
        package let kind: UInt8
        package let name: String
    }
    package var types: [Key: StaticType] = [:]
    /// How many times `type(of:)` ran, memoised or not: tests read it to check linear typing.
    package var visits = 0
}

package struct ExpressionTyper {
    package let model: DeclarationModel
    package var scopes = TypeScopes()
    /// Shared by copies of this typer: one memo per lowering of a program.
    package let memo = TypingMemo()

    package init(model: DeclarationModel) { self.model = model }

    package func staticType(of ref: TypeRef) -> StaticType {
        if case .named("Self", _) = ref, let selfType = scopes.selfType { return selfType }
        return model.staticType(of: ref, genericParameters: scopes.genericParameters)
    }

    // MARK: Expressions

    package func type(of expr: Expr) -> StaticType {
        // A type it cannot reach without overflowing the stack is one it is unsure of.
        guard StackHeadroom.isEnough() else { return .unknown }
        memo.visits += 1
        let key: TypingMemo.Key
        switch expr.kind {
        case .call(let callee, _):
            // `.init(celsius: 1)` lowered to `Temperature.init(celsius: 1)` keeps the position of the
            // implicit member call (typed `.unknown` before lowering): never remembered.
            if case .member(let base, _) = callee.kind, case .typeExpr = base.kind { return typeWithoutMemo(of: expr) }
            key = TypingMemo.Key(pos: expr.pos, kind: 0, name: "")
        case .member(let base, let name):
            // `Int?.none` lowered: a member of a written type, at the position of the optional chain it
            // replaces (typed `.unknown` before lowering); cheap to type, so never remembered.
            if case .typeExpr = base.kind { return typeWithoutMemo(of: expr) }
            key = TypingMemo.Key(pos: expr.pos, kind: 1, name: name)
        case .subscriptAccess: key = TypingMemo.Key(pos: expr.pos, kind: 2, name: "")
        default: return typeWithoutMemo(of: expr)
        }
        if expr.pos.line == 0 { return typeWithoutMemo(of: expr) }  // made up: may share its position
        if let known = memo.types[key] { return known }
        let type = typeWithoutMemo(of: expr)
        memo.types[key] = type
        return type
    }

    private func typeWithoutMemo(of expr: Expr) -> StaticType {
        switch expr.kind {
        case .integer: return .int
        case .wideInteger: return .nominal("UInt64", [])
        case .float: return .double
        case .string: return .string
        case .bool: return .bool
        case .identifier(let name): return typeOfIdentifier(name)
        case .slot(let slot): return typeOfIdentifier(slot.name)
        case .selfRef: return scopes.selfType ?? .unknown
        case .member(let base, let name): return typeOfMember(name, of: type(of: base))
        case .call(let callee, let arguments): return typeOfCall(callee, arguments)
        case .subscriptAccess(let base, let arguments): return typeOfSubscript(type(of: base), arguments)
        case .prefix(let op, let operand):
            if !OperatorTable.standard.prefixOperators.contains(op) {
                return typeOfOperatorCall(op, .prefix, [operand])
            }
            return op == "!" ? .bool : type(of: operand)
        case .postfix(let op, let operand): return typeOfOperatorCall(op, .postfix, [operand])
        case .binary(let op, let lhs, let rhs):
            if OperatorTable.standard.binding(ofInfix: op) == nil { return typeOfOperatorCall(op, .infix, [lhs, rhs]) }
            return typeOfBinary(op, lhs, rhs)
        case .ternary(_, let whenTrue, let whenFalse):
            if let optional = optionalJoin([whenTrue, whenFalse]) { return optional }  // `c ? x : nil`
            // `c ? 1 : 2.5`, `c ? [1] : [2.5]`
            if let floating = floatingJoin(whenTrue, whenFalse) ?? NestedLiteralJoin.operandJoin(whenTrue, whenFalse) {
                return floating
            }
            let first = type(of: whenTrue)
            return first.isKnown ? first : type(of: whenFalse)
        case .array(let elements):
            return .array(arrayLiteralElementType(elements))
        case .dictionary(let pairs):
            guard let (key, value) = pairs.first else { return .dictionary(.unknown, .unknown) }
            return .dictionary(type(of: key), type(of: value))
        case .tuple(let items): return .tuple(items.map(\.label), items.map { type(of: $0.value) })
        case .forceUnwrap(let inner), .bindOptional(let inner): return type(of: inner).unwrappingOptional
        case .optionalChain(let inner):
            let wrapped = type(of: inner)
            if case .optional = wrapped { return wrapped }
            return wrapped.isKnown ? .optional(wrapped) : .unknown
        case .cast(let inner, let target, let kind):
            switch kind {
            case .isType: return .bool
            case .asType, .asForced, .boundGenericLiteral, .genericInstance: return staticType(of: target)
            case .asOptional: return .optional(staticType(of: target))
            case .overloadChoice: return type(of: inner)
            }
        case .tryExpr(let inner, let kind):
            let inner = type(of: inner)
            if kind == .optional || kind == .optionalWrapping, inner.isKnown, !inner.isOptional {
                return .optional(inner)
            }
            return inner
        case .awaitExpr(let inner): return type(of: inner)
        case .typeExpr(let ref): return .metatype(staticType(of: ref))
        case .inoutRef(let inner): return type(of: inner)
        case .nilLiteral, .superRef, .implicitMember, .closure, .keyPath, .pound, .discard, .statementExpr, .assign:
            return .unknown
        }
    }

    private func typeOfIdentifier(_ name: String) -> StaticType {
        if let local = scopes.lookup(name) { return local }
        if let constraints = scopes.genericParameters[name] {
            return .metatype(.genericParameter(name, constraints: constraints))
        }
        if name == "Self", let selfType = scopes.selfType { return .metatype(selfType) }
        if let selfType = scopes.selfType, case let member = typeOfMember(name, of: selfType), member.isKnown {
            return member  // a property used without `self.`
        }
        if let declared = model.variableTypes[name] { return declared }
        if model.type(named: name) != nil || model.typealiases[name] != nil {
            return .metatype(staticType(of: .named(name, [])))
        }
        return .unknown
    }

    /// The type of `base.name` where `base` has type `baseType`.
    package func typeOfMember(_ name: String, of baseType: StaticType) -> StaticType {
        switch baseType {
        case .metatype(let instance):
            guard let typeName = instance.nominalName else { return .unknown }
            // `Task.Priority`: a type nested in a program's type (`Task.Priority.low` is a `Task.Priority`).
            if instance.genericArguments.isEmpty, model.types[typeName + "." + name]?.declaration != nil {
                return .metatype(.nominal(typeName + "." + name, []))
            }
            for member in model.members(named: name, in: typeName) where member.isStatic {
                switch member.kind {
                case .enumCase(let enumCase): return enumCase.params == nil ? instance : .unknown
                case .property(let property): return propertyType(property, in: instance)
                default: return .unknown
                }
            }
            return .unknown
        case .tuple(let labels, let elements):
            if let index = Int(name), index < elements.count { return elements[index] }
            if let index = labels.firstIndex(of: name) { return elements[index] }
            return .unknown
        case .existential(let protocols), .genericParameter(_, let protocols):
            for proto in protocols {
                for member in model.members(named: name, in: proto) where !member.isStatic {
                    if case .property(let property) = member.kind, let ref = property.type {
                        return staticType(of: ref)
                    }
                }
            }
            return .unknown
        default:
            guard let typeName = baseType.nominalName else { return .unknown }
            for member in model.members(named: name, in: typeName) where !member.isStatic {
                if case .property(let property) = member.kind { return propertyType(property, in: baseType) }
            }
            return .unknown
        }
    }

    /// A property's declared type with the owner's generic arguments substituted.
    private func propertyType(_ property: VarDecl, in owner: StaticType) -> StaticType {
        if let ref = property.type { return staticType(of: ref).substituting(genericBindings(of: owner)) }
        guard let initializer = property.initializer else { return .unknown }
        let inferred = type(of: initializer)
        if case .metatype = inferred { return .unknown }
        return inferred
    }

    /// `Array<Int>` binds `Element` to `Int`, as the builtin table names its parameters.
    package func genericBindings(of type: StaticType) -> [String: StaticType] {
        guard let name = type.nominalName, let declaration = model.type(named: name) else { return [:] }
        let parameters = declaration.genericParameters
        let arguments = type.genericArguments
        guard parameters.count == arguments.count else { return [:] }
        return Dictionary(zip(parameters, arguments), uniquingKeysWith: { first, _ in first })
    }

    // MARK: Calls

    private func typeOfCall(_ callee: Expr, _ arguments: [Argument]) -> StaticType {
        switch callee.kind {
        case .typeExpr(.named("Unicode.Scalar", let written)) where written.isEmpty && arguments.count == 1:
            return unicodeScalarInitializerResult(arguments[0].value)
        case .typeExpr(let ref): return staticType(of: ref)
        case .identifier(let name):
            if scopes.lookup(name) == nil, let functions = model.functions[name],
                let function = FunctionChoice.byStaticTypes(functions, arguments, typer: self)
            {
                return resultType(of: function, arguments, receiver: nil)
            }
            if name == "Optional", scopes.lookup(name) == nil, model.types[name] == nil, arguments.count == 1,
                arguments[0].label == nil, case let wrapped = type(of: arguments[0].value), wrapped.isKnown
            {
                return .optional(wrapped)  // `Optional(1)` is an `Int?`
            }
            if name == "zip", scopes.lookup(name) == nil, model.functions[name] == nil, arguments.count == 2 {
                // Run as an array of pairs (a `Zip2Sequence` in Swift: printing one is refused,
                // `WrapperSequences`), so `zip(a, b).map { … }` is typed as the array's `map`.
                let elements = arguments.map { type(of: $0.value).elementType }
                return elements.allSatisfy(\.isKnown) ? .array(.tuple([nil, nil], elements)) : .unknown
            }
            let calleeType = type(of: callee)
            if case .metatype(.nominal("Array", let elements)) = calleeType, elements.isEmpty,
                let first = arguments.first
            {
                // `Array(text)`, `Array(repeating: row, count: n)`: the element type comes from the argument.
                if arguments.count == 1, first.label == nil {
                    return Self.builtinInitializerResult(.nominal("Array", []), input: type(of: first.value))
                }
                if first.label == "repeating", case let element = type(of: first.value), element.isKnown {
                    return .array(element)
                }
            }
            if case .metatype(.nominal("Set", let elements)) = calleeType, elements.isEmpty, arguments.count == 1,
                arguments[0].label == nil, case let element = type(of: arguments[0].value).elementType, element.isKnown
            {
                return .nominal("Set", [element])  // `Set([1.5])`, `Set("abc")`: the argument's elements
            }
            if case .metatype(let instance) = calleeType, case .nominal(let typeName, []) = instance,
                Self.numericNames.contains(typeName), let first = arguments.first
            {
                // `Int("42")`, `Int("ff", radix: 16)`, `Int(exactly: x)` are failable: `Int?`.
                if first.label == "exactly" { return .optional(instance) }
                let input = type(of: first.value)
                if first.label == nil, input.isKnown { return Self.builtinInitializerResult(instance, input: input) }
            }
            if case .metatype(let instance) = calleeType { return genericInstance(instance, arguments) }
            if case .function(_, let result) = calleeType { return result }
            if name == "max" || name == "min", scopes.lookup(name) == nil, arguments.count >= 2,
                arguments.allSatisfy({ $0.label == nil })
            {
                // `max(d, 1.0)`: the type of its arguments, read from one that is not a literal.
                let typed = arguments.lazy.filter { !Self.isLiteralArithmetic($0.value) }.map {
                    self.type(of: $0.value)
                }
                if let known = typed.first(where: \.isKnown) { return known }
            }
            if ["sqrt", "floor", "ceil", "round", "pow"].contains(name), scopes.lookup(name) == nil,
                arguments.contains(where: { self.type(of: $0.value) == .float })
            {
                return .float  // Foundation's Float overloads
            }
            return BuiltinSignatures.functionResults[name] ?? .unknown
        case .member(let base, let name):
            let receiver = type(of: base)
            if case .metatype(let instance) = receiver {
                if name == "init" { return instance }
                if let typeName = instance.nominalName {
                    for member in model.members(named: name, in: typeName) {
                        if case .enumCase = member.kind { return instance }
                        if case .method(let method) = member.kind, member.isStatic {
                            return resultType(of: method, arguments, receiver: instance)
                        }
                    }
                }
                return .unknown
            }
            if name == "reduce", arguments.count == 2, arguments[0].label == nil,
                case .identifier(let combine) = arguments[1].value.kind, !(combine.first?.isLetter ?? true),
                Self.isLiteralArithmetic(arguments[0].value), case let element = receiver.elementType,
                element.isKnown, element.isFloatingPoint || element == .int
            {
                return element  // `prices.reduce(0, +)`: an operator over the elements gives an element
            }
            if name == "rounded", arguments.count == 1, receiver.isFloatingPoint {
                return receiver  // `x.rounded(.up)`: the table declares only `rounded()`
            }
            guard let method = methodDeclaration(name, arguments, on: receiver) else { return .unknown }
            return resultType(of: method, arguments, receiver: receiver)
        default:
            if case .function(_, let result) = type(of: callee) { return result }
            return .unknown
        }
    }

    /// `Unicode.Scalar(x)`: only `init(_: UInt8)` and a literal (`Unicode.Scalar("é")`) cannot fail.
    private func unicodeScalarInitializerResult(_ argument: Expr) -> StaticType {
        let exact = type(of: argument) == .nominal("UInt8", []) || Self.isPlainStringLiteral(argument)
        return exact ? .nominal("Unicode.Scalar", []) : .optional(.nominal("Unicode.Scalar", []))
    }

    /// `"é"`: a literal without interpolation, which Swift can take as a scalar or character literal.
    package static func isPlainStringLiteral(_ expression: Expr) -> Bool {
        guard case .string(let parts) = expression.kind else { return false }
        return parts.allSatisfy { if case .text = $0 { true } else { false } }
    }

    /// `Cell([Int]())` of a program's `Cell<T>`: the type with the arguments its initializer's
    /// parameters bind (`Cell<[Int]>`); as written when one is left unbound.
    private func genericInstance(_ instance: StaticType, _ arguments: [Argument]) -> StaticType {
        guard case .nominal(let name, let written) = instance, written.isEmpty, let type = model.types[name],
            !type.genericParameters.isEmpty
        else { return instance }
        let initializers = model.members(named: "init", in: name).compactMap { member -> FunctionDecl? in
            if case .method(let method) = member.kind { return method }
            return nil
        }
        let parameterTypes: [StaticType]
        if let chosen = FunctionChoice.byLabels(initializers, arguments), chosen.params.count == arguments.count {
            parameterTypes = chosen.params.map { model.staticType(of: $0.type) }
        } else if initializers.isEmpty, type.kind == .structType, let memberwise = memberwiseTypes(of: type, arguments)
        {
            // `Stack(items: [1.5])`: the memberwise initializer takes each stored property by its label.
            parameterTypes = memberwise
        } else {
            return instance
        }
        let parameters = type.genericParameters
        var bindings = GenericArgumentBindings.bindings(
            parameterTypes: parameterTypes,
            argumentTypes: arguments.map {
                GenericArgumentBindings.isLiteral($0.value) ? nil : self.type(of: $0.value)
            },
            genericParameters: parameters, constrained: Set(parameters))
        // Literals alone: joined as Swift joins them (`Stack(items: [1, 2.5])` is a `Stack<Double>`).
        let literals = GenericArgumentBindings.literalJoin(
            parameterTypes: parameterTypes,
            literalTypes: arguments.map { GenericArgumentBindings.isLiteral($0.value) ? self.type(of: $0.value) : nil },
            genericParameters: parameters)
        bindings.merge(literals) { written, _ in written }
        let bound = parameters.compactMap { bindings[$0] }
        return bound.count == parameters.count ? .nominal(name, bound) : instance
    }

    /// The memberwise initializer's parameter types for these labelled arguments, in their order;
    /// nil when a label names no stored property.
    private func memberwiseTypes(of type: TypeDeclaration, _ arguments: [Argument]) -> [StaticType]? {
        guard let declaration = type.declaration else { return nil }
        var stored: [String: TypeRef] = [:]
        for case .variable(let variable) in declaration.members.map(\.kind)
        where variable.isStored && !variable.modifiers.isStatic {
            if let written = variable.type { stored[variable.name] = written }
        }
        var types: [StaticType] = []
        for argument in arguments {
            guard let label = argument.label, let written = stored[label] else { return nil }
            types.append(model.staticType(of: written))
        }
        return types
    }

    /// The method `name` a call on a receiver of type `receiver` reaches, chosen by labels.
    package func methodDeclaration(_ name: String, _ arguments: [Argument], on receiver: StaticType) -> FunctionDecl? {
        let owners = receiver.protocolsKnownStatically ?? receiver.nominalName.map { [$0] } ?? []
        for owner in owners {
            let methods = model.members(named: name, in: owner).compactMap { member -> FunctionDecl? in
                if case .method(let method) = member.kind, !member.isStatic { return method }
                return nil
            }
            if let chosen = FunctionChoice.byStaticTypes(methods, arguments, typer: self) { return chosen }
        }
        return nil
    }

    /// A function's declared result, its generic parameters bound from the receiver and
    /// from arguments whose types are known.
    package func resultType(of function: FunctionDecl, _ arguments: [Argument], receiver: StaticType?) -> StaticType {
        guard let declared = function.returnType else { return .void }
        var typer = self
        for parameter in function.genericParams { typer.scopes.genericParameters[parameter] = [] }
        if case .named("Self", _) = declared, let receiver { return receiver }
        var bindings = receiver.map { genericBindings(of: $0) } ?? [:]
        for (parameter, argument) in zip(function.params, arguments) {
            if case .named(let name, let args) = parameter.type, args.isEmpty, function.genericParams.contains(name),
                !Self.isLiteralArithmetic(argument.value)  // `reduce(0, +)` over Doubles starts from a Double
            {
                let argumentType = type(of: argument.value)
                if argumentType.isKnown { bindings[name] = argumentType }
            }
            // `map(_ transform: (Element) -> T)`, `compactMap(_: (Element) -> T?)`: T is what the argument returns.
            if case .function(let inputs, let output, _) = parameter.type {
                var wrapped = output
                if case .optional(let inner) = output { wrapped = inner }
                guard case .named(let name, let args) = wrapped, args.isEmpty, function.genericParams.contains(name),
                    bindings[name] == nil
                else { continue }
                var produced = resultOfFunctionArgument(
                    argument.value, inputs: inputs.map { typer.staticType(of: $0).substituting(bindings) })
                if case .optional = output, case .optional(let inner) = produced { produced = inner }
                if produced.isKnown { bindings[name] = produced }
            }
        }
        let result = typer.staticType(of: declared).substituting(bindings)
        return result.mentionsUnboundGenerics(function.genericParams, bindings) ? .unknown : result
    }

    private func typeOfSubscript(_ base: StaticType, _ arguments: [Argument]) -> StaticType {
        let indexIsRange = arguments.count == 1 && arguments[0].label == nil && isRange(arguments[0].value)
        switch base {
        case .array(let element): return indexIsRange ? .nominal("ArraySlice", [element]) : element
        case .nominal("ArraySlice", let arguments) where arguments.count == 1: return indexIsRange ? base : arguments[0]
        case .dictionary(_, let value): return arguments.count == 2 ? value : .optional(value)
        // A string has no other subscripts than by one index and by a range of them.
        case .string, .nominal("Substring", []):
            guard arguments.count == 1, arguments[0].label == nil else { return .unknown }
            return indexIsRange ? .nominal("Substring", []) : .character
        default: return .unknown
        }
    }

    /// `a..<b`, `a...b`, `..<b`, `...b`, `a...`, or a value typed as one of Swift's ranges.
    private func isRange(_ expr: Expr) -> Bool {
        switch expr.kind {
        case .binary(let op, _, _): return op == "..<" || op == "..."
        case .prefix(let op, _), .postfix(let op, _): return op == "..<" || op == "..."
        default:
            guard case .nominal(let name, _) = type(of: expr) else { return false }
            return ["Range", "ClosedRange", "PartialRangeFrom", "PartialRangeUpTo", "PartialRangeThrough"]
                .contains(name)
        }
    }

    // MARK: Operators

    package static let arithmeticOperators: Set<String> = ["+", "-", "*", "/", "%", "&+", "&-", "&*"]
    package static let comparisonOperators: Set<String> = ["==", "!=", "<", "<=", ">", ">=", "===", "!==", "&&", "||"]

    /// `+++v`, `a +- b`: the result of the program's function that implements the operator.
    private func typeOfOperatorCall(_ op: String, _ use: OperatorCalls.Use, _ operands: [Expr]) -> StaticType {
        let types = operands.map { type(of: $0) }
        guard let call = OperatorCalls(model: model).call(op, use, operands, types: types, at: operands[0].pos)
        else { return .unknown }
        return type(of: call)
    }

    private func typeOfBinary(_ op: String, _ lhs: Expr, _ rhs: Expr) -> StaticType {
        if ExpressionTyper.comparisonOperators.contains(op) { return .bool }
        if Self.arithmeticOperators.contains(op), let joined = NestedLiteralJoin.operandJoin(lhs, rhs) {
            return joined  // `[1] + [2.5]`
        }
        return ExpressionTyper.binaryResult(op, lhs, rhs, left: type(of: lhs), right: type(of: rhs))
    }

    /// The type of `lhs op rhs` from its operands' types.
    package static func binaryResult(
        _ op: String, _ lhs: Expr, _ rhs: Expr, left: StaticType, right: StaticType
    ) -> StaticType {
        if comparisonOperators.contains(op) { return .bool }
        switch op {
        case "??":
            let unwrapped = left.unwrappingOptional
            return unwrapped.isKnown ? unwrapped : right
        case "..<": return .nominal("Range", [left.isKnown ? left : right])
        case "...": return .nominal("ClosedRange", [left.isKnown ? left : right])
        default:
            guard arithmeticOperators.contains(op) || op.hasPrefix("&") || op == "<<" || op == ">>" else {
                return .unknown
            }
            // A literal takes the type of the other operand (`2 * price` is a Double); beside an
            // operand of unknown type it is unknown too (`$0 * 100` may be a Double), not `Int`.
            if isLiteralArithmetic(rhs) { return left }
            if isLiteralArithmetic(lhs) { return right }
            return left.isKnown ? left : right
        }
    }

    /// An integer literal, or arithmetic made only of integer literals: its type comes
    /// from context.
    package static func isLiteralArithmetic(_ expr: Expr) -> Bool {
        switch expr.kind {
        case .integer: return true
        case .prefix("-", let operand): return isLiteralArithmetic(operand)
        case .binary(let op, let lhs, let rhs):
            // The right operand first: in a long left-leaning chain it is a leaf, so a non-literal
            // chain is answered at once (typing stays quadratic at worst in the chain's length).
            return arithmeticOperators.contains(op) && isLiteralArithmetic(rhs) && isLiteralArithmetic(lhs)
        default: return false
        }
    }
}

extension ExpressionTyper {
    /// `c ? 1 / 2 : 0.25`: a branch of integer literals takes the other branch's floating-point
    /// type, as Swift types both branches alike (it is `0.5` there, not `0`); nil otherwise.
    package func floatingJoin(_ first: Expr, _ second: Expr) -> StaticType? {
        let firstType = type(of: first)
        let secondType = type(of: second)
        if firstType.isFloatingPoint, Self.isLiteralArithmetic(second), !secondType.isFloatingPoint { return firstType }
        if secondType.isFloatingPoint, Self.isLiteralArithmetic(first), !firstType.isFloatingPoint { return secondType }
        return nil
    }
}

extension StaticType {
    package var isOptional: Bool {
        if case .optional = self { return true }
        return false
    }
    package var unwrappingOptional: StaticType {
        if case .optional(let wrapped) = self { return wrapped }
        return .unknown
    }
    package var isFloatingPoint: Bool { self == .double || self == .float }

    /// Whether a generic parameter of `parameters` is still unbound in this type.
    package func mentionsUnboundGenerics(_ parameters: [String], _ bindings: [String: StaticType]) -> Bool {
        switch self {
        case .genericParameter(let name, _): return parameters.contains(name) && bindings[name] == nil
        case .nominal(_, let arguments): return arguments.contains { $0.mentionsUnboundGenerics(parameters, bindings) }
        case .optional(let inner), .array(let inner), .metatype(let inner):
            return inner.mentionsUnboundGenerics(parameters, bindings)
        case .dictionary(let key, let value):
            return key.mentionsUnboundGenerics(parameters, bindings)
                || value.mentionsUnboundGenerics(parameters, bindings)
        case .tuple(_, let elements): return elements.contains { $0.mentionsUnboundGenerics(parameters, bindings) }
        case .function(let inputs, let result):
            return (inputs + [result]).contains { $0.mentionsUnboundGenerics(parameters, bindings) }
        case .existential, .unknown: return false
        }
    }
}

extension ExpressionTyper {
    /// `value.name(…)` calls an instance member of the value's type, `Type.name(…)` a static one:
    /// the program's type named, and which kind of member; nil for another receiver.
    func memberReceiver(_ base: Expr) -> (typeName: String, isStatic: Bool)? {
        var receiver = type(of: base)
        var isStatic = false
        if case .metatype(let instance) = receiver {
            receiver = instance
            isStatic = true
        }
        guard let typeName = receiver.nominalName, model.types[typeName] != nil else { return nil }
        return (typeName, isStatic)
    }
}
