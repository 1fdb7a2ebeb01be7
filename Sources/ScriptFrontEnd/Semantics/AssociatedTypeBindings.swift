// What a conforming type fills a program protocol's associated types in with, as Swift infers
// them: a nested `typealias Value = Int`, else the type of the member that witnesses a requirement
// written with the associated type (`var value: Value` met by `var value = 0`: `Int`). A protocol
// extension's method using `Value` as a type then runs like a generic type's method: each call on
// a receiver of a conforming type passes what that type binds (GenericRuntimeBindings).

extension TypedLowering {
    /// The associated types of every program protocol `typeName` conforms to, by name, where certain.
    func associatedTypeBindings(of receiver: StaticType) -> [String: StaticType] {
        guard case .nominal(let typeName, let arguments) = receiver, arguments.isEmpty,
            let type = model.types[typeName], !type.isProtocol, type.declaration != nil,
            isDispatchedStatically(typeName)
        else { return [:] }
        var bindings: [String: StaticType] = [:]
        for proto in model.protocols(of: typeName) {
            guard let protocolType = model.types[proto], protocolType.declaration != nil else { continue }
            for associated in protocolType.declaration?.associatedTypes ?? [] where bindings[associated] == nil {
                bindings[associated] = witnessType(of: associated, in: protocolType, by: typeName)
            }
        }
        return bindings.compactMapValues { $0 }
    }

    /// A struct, enum or final class: a call on it reaches the member lowering chose (a subclass
    /// could override a protocol extension's method without taking the types it passes).
    private func isDispatchedStatically(_ typeName: String) -> Bool {
        guard let declaration = model.types[typeName]?.declaration else { return false }
        switch declaration.kind {
        case .structType, .enumType: return true
        case .classType: return declaration.modifiers.isFinal
        default: return false
        }
    }

    private func witnessType(
        of associated: String, in protocolType: TypeDeclaration, by typeName: String
    ) -> StaticType? {
        for member in model.members(named: associated, in: typeName) {
            if case .typeAlias(let aliased) = member.kind { return certain(typer.staticType(of: aliased)) }
        }
        // A requirement written exactly `Value` (or `Value?`, `[Value]`) and the type's member meeting it.
        for case .variable(let requirement) in (protocolType.declaration?.members ?? []).map(\.kind) {
            guard let written = requirement.type, let pattern = Self.wrappedParameter(written, named: associated)
            else { continue }
            for member in model.members(named: requirement.name, in: typeName) where !member.isStatic {
                guard case .property(let property) = member.kind else { continue }
                // A literal's type only: typing another initializer here would fix its type in the typer's
                // memo before lowering gives it its context.
                let literal = property.initializer.flatMap { initializer -> StaticType? in
                    Self.isPlainLiteral(initializer) ? typer.type(of: initializer) : nil
                }
                let type = property.type.map { typer.staticType(of: $0) } ?? literal
                guard let type, let bound = pattern(type) else { continue }
                return certain(bound)
            }
        }
        return nil
    }

    /// For a requirement's type naming `name` bare, as an optional or as an array's element: how to read
    /// `name` back from the witness's type.
    private static func wrappedParameter(_ written: TypeRef, named name: String) -> ((StaticType) -> StaticType?)? {
        func isName(_ type: TypeRef) -> Bool {
            if case .named(let written, let arguments) = type { return written == name && arguments.isEmpty }
            return false
        }
        switch written {
        case let bare where isName(bare): return { $0 }
        case .optional(let wrapped) where isName(wrapped):
            return { if case .optional(let wrapped) = $0 { wrapped } else { nil } }
        case .array(let element) where isName(element):
            return { if case .array(let element) = $0 { element } else { nil } }
        default: return nil
        }
    }

    /// `0`, `"a"`, `[1, 2]`: typed the same with or without a context, as their own type.
    private static func isPlainLiteral(_ expr: Expr) -> Bool {
        switch expr.kind {
        case .integer, .float, .string, .bool: return true
        case .array(let elements): return !elements.isEmpty && elements.allSatisfy(isPlainLiteral)
        default: return false
        }
    }

    private func certain(_ type: StaticType) -> StaticType? {
        guard type.isKnown, !type.isOptional || type.unwrappingOptional.isKnown else { return nil }
        if case .genericParameter = type { return nil }
        return type
    }
}
