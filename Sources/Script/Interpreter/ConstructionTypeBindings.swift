import ScriptFrontEnd

// A generic type's parameters inside its initializers and stored properties' initial values
// (`var total: T = 0`): lowering lets them be used there only for types whose every construction it
// marks with the type's arguments (ConstructionTypeArguments.swift), so the run binds them from
// the arguments the construction carries, kept on the value's fields from the start.

final class ConstructionTypeBindings {
    /// `unowned(unsafe)`: only the interpreter holds this part, so it never outlives it.
    unowned(unsafe) let interpreter: Interpreter
    /// The marked construction being evaluated, until its type's construction takes its arguments.
    private var pending: PendingConstruction?

    @_optimize(none) init(interpreter: Interpreter) { self.interpreter = interpreter }

    /// Evaluates a marked construction with its arguments pending for the construction to take.
    func evaluateStampedConstruction(
        _ call: Expr, typeName: String, _ arguments: [TypeRef], in env: Environment, expected: TypeRef?
    ) throws -> Value {
        let outer = pending
        pending = PendingConstruction(pos: call.pos, typeName: typeName, arguments: arguments)
        defer { pending = outer }
        return try interpreter.evaluate(call, in: env, expected: expected)
    }

    /// The arguments of the marked construction of `info` at `pos`, taken once; nil for any other.
    /// A type that needs them, made where lowering could not tell them (a metatype held in a
    /// variable: `kind.init()`), is refused here, before its initializer runs.
    func takeConstructionArguments(for info: TypeInfo, at pos: SourcePos) throws -> [TypeRef]? {
        guard let pending, pending.pos == pos, pending.typeName == info.name,
            pending.arguments.count == info.decl?.genericParams.count
        else {
            if info.decl?.bindsTypeParametersAtConstruction == true {
                throw ScriptError.cannotRun(
                    "a value of '\(info.name)' made where the workbook does not know its generic arguments (its"
                        + " initializer or a stored property's initial value uses them as types): write them out,"
                        + " '\(info.name)<Double>(…)'", at: pos)
            }
            return nil
        }
        self.pending = nil
        return pending.arguments
    }

    /// Binds `info`'s generic parameters in `scope` to the types a construction stamped.
    func bindTypeParameters(of info: TypeInfo, to arguments: [TypeRef]?, in scope: Environment) {
        guard let arguments, let parameters = info.decl?.genericParams, parameters.count == arguments.count else {
            return
        }
        for (name, argument) in zip(parameters, arguments) {
            switch interpreter.typeValue(for: argument) {
            case .user(let type): scope.types[name] = type
            case let type: scope.define(name, value: .type(type))
            }
        }
    }

    /// Binds them from the stamp on an instance being initialized (`self` in its initializer).
    func bindTypeParameters(of info: TypeInfo, stampedOn instance: Value, in scope: Environment) {
        switch instance {
        case .structValue(let value): bindTypeParameters(of: info, to: value.fields.genericArguments, in: scope)
        case .object(let object): bindTypeParameters(of: info, to: object.fields.genericArguments, in: scope)
        default: return
        }
    }
}
