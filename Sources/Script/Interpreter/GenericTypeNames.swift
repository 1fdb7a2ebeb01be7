// How a generic type's name prints: `Box<Int>(value: 1)`, and inside a collection
// `main.Box<Swift.Int>(value: 1)`. Values carry no generic arguments at run time, so each is
// read from a stored property declared with that parameter (`var value: T`, `var items: [T]`,
// `var next: T?`) and the value it holds. When a parameter cannot be read that way (an empty
// array, a nil optional) the name prints without its arguments.

import ScriptFrontEnd

extension Interpreter {
    /// `Box<Int>` (or `main.Box<Swift.Int>` when `qualified`); the plain name for other types.
    func genericTypeName(_ type: TypeInfo, fields: InstanceFields, qualified: Bool) -> String {
        // Unqualified, Swift prints a nested type by its own name (`Inner`, not `Outer.Inner`).
        let name = qualified ? "\(sources.moduleName).\(qualifiedName(type))" : type.name
        guard let parameters = type.decl?.genericParams, !parameters.isEmpty else { return name }
        var arguments: [String] = []
        for parameter in parameters {
            guard
                let argument = type.allStoredProperties.lazy.compactMap({ property -> String? in
                    guard let declared = property.type, let value = fields[property.name] else { return nil }
                    return self.argument(parameter, in: declared, holding: value, qualified: qualified)
                }).first
            else { return name }
            arguments.append(argument)
        }
        return name + "<" + arguments.joined(separator: ", ") + ">"
    }

    /// The type that `parameter` stands for, read from a value of the declared type; nil when unsure.
    private func argument(_ parameter: String, in declared: TypeRef, holding value: Value, qualified: Bool) -> String? {
        switch (declared, value) {
        case (.named(let name, let arguments), _) where name == parameter && arguments.isEmpty:
            return runtimeTypeName(of: value, qualified: qualified)
        case (.optional(let wrapped), .optional(let inner?)):
            return argument(parameter, in: wrapped, holding: inner, qualified: qualified)
        case (.array(let element), .array(let items)):
            return items.first.flatMap { argument(parameter, in: element, holding: $0, qualified: qualified) }
        case (.dictionary(let key, let valueType), .dictionary(let dictionary)):
            guard let first = dictionary.keys.first, let stored = dictionary[first] else { return nil }
            return argument(parameter, in: key, holding: first, qualified: qualified)
                ?? argument(parameter, in: valueType, holding: stored, qualified: qualified)
        default: return nil
        }
    }

    /// A value's dynamic type as Swift names it inside generic arguments (`Array<Int>`,
    /// `Swift.Array<Swift.Int>`); nil when the value does not tell (an empty array, nil).
    private func runtimeTypeName(of value: Value, qualified: Bool) -> String? {
        let swift = qualified ? "Swift." : ""
        func generic(_ name: String, _ parts: [Value?]) -> String? {
            let names = parts.map { $0.flatMap { runtimeTypeName(of: $0, qualified: qualified) } }
            guard names.allSatisfy({ $0 != nil }) else { return nil }
            return swift + name + "<" + names.map { $0! }.joined(separator: ", ") + ">"
        }
        switch value {
        case .int, .double, .bool, .string, .character, .float, .fixedInteger, .substring:
            return swift + typeName(of: value)
        case .array(let items): return generic("Array", [items.first])
        case .set(let set): return generic("Set", [set.elements.first])
        case .optional(let wrapped): return wrapped.flatMap { generic("Optional", [$0]) }
        case .dictionary(let dictionary):
            guard let key = dictionary.keys.first else { return nil }
            return generic("Dictionary", [key, dictionary[key]])
        case .structValue(let structValue):
            return genericTypeName(structValue.type, fields: structValue.fields, qualified: qualified)
        case .object(let object): return genericTypeName(object.type, fields: object.fields, qualified: qualified)
        case .enumValue(let enumValue):
            return qualified ? "\(sources.moduleName).\(qualifiedName(enumValue.type))" : enumValue.type.name
        default: return nil
        }
    }
}

extension Interpreter {
    /// What `type(of: value)` returns. A program type is itself (so `type(of: x).make()` works),
    /// unless it is generic and lowering named its arguments (`Box<Int>`); a builtin value is
    /// named by its static type when lowering knew it (`Array<Int>` for an empty `[Int]()`),
    /// else by what it holds.
    func dynamicType(of value: Value, staticName: String?, pos: SourcePos) throws -> TypeValue {
        let userType: TypeInfo?
        let fields: InstanceFields?
        switch value {
        case .object(let object): (userType, fields) = (object.type, object.fields)
        case .structValue(let instance): (userType, fields) = (instance.type, instance.fields)
        case .enumValue(let enumValue): (userType, fields) = (enumValue.type, nil)
        default: (userType, fields) = (nil, nil)
        }
        guard let userType else { return .builtin(staticName ?? typeName(of: value)) }
        // A class's static name holds only when the object is of that very class (not a subclass).
        if let staticName, staticName.hasPrefix(userType.name + "<") { return .builtin(staticName) }
        if let parameters = userType.decl?.genericParams, !parameters.isEmpty {
            // Read the arguments from the stored properties; never print `Box` for a `Box<Int>`.
            let name = fields.map { genericTypeName(userType, fields: $0, qualified: false) } ?? userType.name
            guard name != userType.name else {
                throw ScriptError.runtime(
                    "type(of:) cannot name the generic arguments of '\(userType.name)' here in the workbook"
                        + " (write the type out: 'let x: \(userType.name)<…> = …')", at: pos)
            }
            return .builtin(name)
        }
        return .user(userType)
    }
}
