// `type(of: x)` printed as Swift prints it. A value does not carry its static type at run time
// (`[Int]()` holds nothing that says `Int`, a function value nothing that says `(Int, Int) -> Int`),
// so lowering names the type where it is certain and passes the name to the call; a function
// value whose type it cannot spell exactly (a closure's `throws` and `inout` are not tracked)
// is refused before the program runs, never printed approximately.

package enum TypeOfNames {
    /// The label of the argument lowering adds to `type(of:)`: the static type's printed name.
    package static let label = "$staticType"

    /// Swift's printed name for a value whose static type is `type`, when it is the value's
    /// dynamic type too and every part is known; nil otherwise (a class, which may hold a
    /// subclass, an existential, a generic parameter, anything `.unknown` or a function type).
    static func printedName(of type: StaticType, model: DeclarationModel) -> String? {
        switch type {
        case .nominal(let name, _):
            // A class variable may hold a subclass (a final one cannot), a protocol any conforming type.
            guard let declared = model.type(named: name), !declared.isProtocol else { return nil }
            if declared.kind == .classType, declared.declaration?.modifiers.isFinal != true { return nil }
            return argumentName(type, model: model)
        case .optional, .array, .dictionary, .tuple: return argumentName(type, model: model)
        default: return nil
        }
    }

    /// A type as it prints inside another's generic arguments (where a class is its static self).
    private static func argumentName(_ type: StaticType, model: DeclarationModel) -> String? {
        switch type {
        case .nominal(let name, let arguments) where arguments.isEmpty && (name == "Any" || name == "AnyObject"):
            return name  // `[Any]` holding Ints is an `Array<Any>`, never named by its elements
        case .nominal(let name, let arguments):
            // A generic type named without its arguments (`Box(v: x)` typed `Box`) is not certain;
            // nor is a range, which the typer calls `ClosedRange` also when it is one-sided (`...5`).
            guard let declared = model.type(named: name), declared.genericParameters.count == arguments.count,
                name != "Range", name != "ClosedRange"
            else { return nil }
            let parts = arguments.map { argumentName($0, model: model) }
            guard parts.allSatisfy({ $0 != nil }) else { return nil }
            // Swift prints a nested type by its own name: `Index`, not `String.Index`.
            let simple = name.split(separator: ".").last.map(String.init) ?? name
            return parts.isEmpty ? simple : simple + "<" + parts.map { $0! }.joined(separator: ", ") + ">"
        case .optional(let wrapped): return argumentName(wrapped, model: model).map { "Optional<\($0)>" }
        case .array(let element): return argumentName(element, model: model).map { "Array<\($0)>" }
        case .dictionary(let key, let value):
            guard let key = argumentName(key, model: model), let value = argumentName(value, model: model) else {
                return nil
            }
            return "Dictionary<\(key), \(value)>"
        case .tuple(let labels, let elements):
            if elements.isEmpty { return "()" }
            var parts: [String] = []
            for (label, element) in zip(labels, elements) {
                guard let name = argumentName(element, model: model) else { return nil }
                parts.append((label.map { "\($0): " } ?? "") + name)
            }
            return "(" + parts.joined(separator: ", ") + ")"
        case .existential(let protocols):
            if protocols == ["Any"] || protocols == ["AnyObject"] { return protocols[0] }
            // An existential prints as its protocols: `[any P & Q]` is an `Array<P & Q>`.
            return protocols.joined(separator: " & ")
        default: return nil
        }
    }

    /// `(Int, Int) -> Int` for a function the program declares once under `name`, spelled
    /// from its declaration (labels dropped, `inout`, variadic `...`, `async`, `throws` kept).
    static func printedName(ofFunction function: FunctionDecl, model: DeclarationModel) -> String? {
        guard function.genericParams.isEmpty else { return nil }
        var parameters: [String] = []
        for parameter in function.params {
            // A function-typed parameter may be `@escaping`, which Swift prints and the AST drops.
            guard parameter.isAutoclosure == false,
                let name = argumentName(model.staticType(of: parameter.type), model: model)
            else { return nil }
            parameters.append((parameter.isInout ? "inout " : "") + name + (parameter.isVariadic ? "..." : ""))
        }
        let result = function.returnType.map { model.staticType(of: $0) } ?? .void
        guard
            let resultName = argumentName(result, model: model)
                ?? function.returnType.flatMap({
                    functionTypeName($0, model: model)
                })
        else { return nil }
        let effects = (function.isAsync ? " async" : "") + (function.isThrowing ? " throws" : "")
        return "(" + parameters.joined(separator: ", ") + ")" + effects + " -> " + resultName
    }

    /// The type of a call's result when the called function is declared once, is not generic,
    /// and returns a function type written whole (`-> () -> Int`: `() -> Int`). A function value's
    /// dynamic type is its static type (function types have no subtypes at run time).
    static func printedName(ofResultOf function: FunctionDecl, model: DeclarationModel) -> String? {
        guard function.genericParams.isEmpty, function.returnTypeIsWholeInTypeRef, let written = function.returnType
        else { return nil }
        return functionTypeName(written, model: model)
    }

    /// The printed type of the function value a variable declaration binds, when it is spelled
    /// where it comes from: a written function type, a function the program declares once, a call
    /// to one whose result is a written function type, or another such variable. Read before the
    /// declaration binds its name (`let f = f` names the outer `f`). nil for anything else (a
    /// closure literal's type is inferred, and its effects are not tracked).
    static func printedName(ofVariable variable: VarDecl, typer: ExpressionTyper, model: DeclarationModel) -> String? {
        guard variable.tupleNames == nil else { return nil }
        if let written = variable.type {
            return variable.typeIsWholeInTypeRef ? functionTypeName(written, model: model) : nil
        }
        guard let initializer = variable.initializer else { return nil }
        switch initializer.kind {
        case .identifier(let name) where typer.scopes.lookup(name) != nil:
            return typer.scopes.functionType(boundTo: name)
        case .identifier(let name):
            if let declared = model.functions[name] {
                return declared.count == 1 ? printedName(ofFunction: declared[0], model: model) : nil
            }
            return model.functionTypeVariables[name]
        case .call(let callee, _):
            guard case .identifier(let name) = callee.kind, typer.scopes.lookup(name) == nil,
                let declared = model.functions[name], declared.count == 1
            else { return nil }
            return printedName(ofResultOf: declared[0], model: model)
        default: return nil
        }
    }

    /// A written function type (`(Int) -> Int`, `() throws -> Void`) as Swift prints it; nil when
    /// a parameter is itself a function (it may be `@escaping`).
    private static func functionTypeName(_ written: TypeRef, model: DeclarationModel) -> String? {
        guard case .function(let parameters, let result, let throwing) = written else { return nil }
        var names: [String] = []
        for parameter in parameters {
            var inner = parameter
            var prefix = ""
            if case .inoutType(let wrapped) = parameter { (inner, prefix) = (wrapped, "inout ") }
            guard let name = argumentName(model.staticType(of: inner), model: model) else { return nil }
            names.append(prefix + name)
        }
        guard
            let resultName = argumentName(model.staticType(of: result), model: model)
                ?? functionTypeName(result, model: model)
        else { return nil }
        return "(" + names.joined(separator: ", ") + ")" + (throwing ? " throws" : "") + " -> " + resultName
    }
}
