import ScriptFrontEnd

// What a cast (`is`, `as?`, `as!`, a `case … as` or `catch … as` pattern) answers at run time for a
// value and a written type: the program's types by their declarations, the standard ones as Swift
// does (StandardConformances.swift), metatypes (MetatypeCasts.swift), function types by a
// function's written type. A cast the value alone cannot answer stops the run (`refuseUndecidedCast`);
// lowering refused before the run the types none of this answers (`CastTargets`).

final class CastAnswers {
    /// `unowned(unsafe)`: only the interpreter holds this part, so it never outlives it.
    unowned(unsafe) let interpreter: Interpreter

    @_optimize(none) init(interpreter: Interpreter) { self.interpreter = interpreter }

    /// A function's type as written: a declared function's, or a closure's whose parameters' types
    /// and result are written out; nil when the run does not know it (an inferred closure, a
    /// builtin, a generic or `async` function).
    func writtenType(of function: Function) -> TypeRef? {
        switch function.kind {
        case .closure(let closure, _): return closure.writtenType
        case .script(let decl, _):
            guard decl.genericParams.isEmpty, !decl.isAsync, !decl.params.contains(where: \.isVariadic) else {
                return nil
            }
            let parameters = decl.params.map { $0.isInout ? TypeRef.inoutType($0.type) : $0.type }
            return .function(parameters, decl.returnType ?? .tuple([]), throws: decl.isThrowing)
        case .builtin: return nil
        }
    }

    /// `value as? (Int) -> Int` where `value` is a function whose type the run does not know.
    func refuseUnknownFunctionType(_ value: Value, casting type: TypeRef, pos: SourcePos) throws {
        guard interpreter.isFunctionType(type), case .function(let function) = interpreter.unwrapOptional(value),
            writtenType(of: function) == nil
        else { return }
        throw ScriptError.cannotRun(
            "a cast to the function type '\(type)' of a closure whose parameter and result types are not written"
                + " out ({ (x: Int) -> Int in … } keeps its type)", at: pos)
    }

    func isInstance(_ value: Value, of type: TypeRef) -> Bool {
        switch type {
        case .optional(let wrapped):
            if case .optional(nil) = value { return true }
            return isInstance(interpreter.unwrapOptional(value), of: wrapped)
        case .array(let element):
            guard case .array(let items) = value else { return false }
            return items.allSatisfy { isInstance($0, of: element) }
        case .dictionary(let keyType, let valueType):
            // Element by element, as Swift casts a dictionary (an empty one is any dictionary).
            guard case .dictionary(let dictionary) = value else { return false }
            return dictionary.keys.allSatisfy { isInstance($0, of: keyType) }
                && dictionary.values.allSatisfy { isInstance($0, of: valueType) }
        case .existential(let parts):
            return parts.allSatisfy { isInstance(value, of: $0) }
        case .function:
            // `thing as? (String) -> String`: the function's own type, exactly (refused first,
            // `refuseUnknownFunctionType`, where the run does not know it).
            guard case .function(let function) = value, let actual = writtenType(of: function) else { return false }
            return FunctionTypeCasts.matches(actual, type, aliases: interpreter.registry.aliases)
        case .tuple(let elements), .labeledTuple(_, let elements):
            // `x as? (title: String, year: Int)`: a tuple of that many elements of those types.
            guard case .tuple(let items, _) = value, items.count == elements.count else { return false }
            return zip(items, elements).allSatisfy { isInstance($0, of: $1) }
        case .named(let name, _):
            if let answer = metatypeCastAnswer(value, to: name) { return answer }
            switch name {
            case "Any": return true
            case "AnyObject": return true  // every value, boxed when it is not an object
            case "Int":
                if case .int = value { return true }
                return false
            case "Double":
                if case .double = value { return true }
                return false
            case "Float":
                if case .float = value { return true }
                return false
            case _ where IntegerKind(name: name) != nil:
                if case .fixedInteger(let integer) = value { return integer.kind.name == name }
                return false
            case "String":
                if case .string = value { return true }
                return false
            case "Bool":
                if case .bool = value { return true }
                return false
            case "Character":
                if case .character = value { return true }
                return false
            case "Error":
                if case .native(let box) = value, box.object is JSONReader.DecodingFailure { return true }
                return interpreter.typeInfo(of: value)?.conforms(to: "Error") ?? false
            case _ where Self.valueProtocols.contains(name):
                return standardConformance(of: value, to: name) ?? false  // nil: refused first, `refuseUndecidedCast`
            case _ where interpreter.registry.aliases[name] != nil:
                return interpreter.registry.aliases[name].map { isInstance(value, of: $0) } ?? false  // `is Handler`
            default:
                guard let type = interpreter.typeInfo(of: value) else { return false }
                if let target = interpreter.lookupTypeByPath(name, in: interpreter.globals) {
                    if target.kind == .protocolType { return type.conforms(to: name) }
                    return type.isSubclass(of: target)
                }
                return type.conforms(to: name)
            }
        default:
            return false
        }
    }
}
