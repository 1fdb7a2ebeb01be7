// `@Clamped(0...10) var level: Int = 5` over `struct Clamped<Value>` whose `wrappedValue` is a
// `Value`: Swift infers `Clamped<Int>` from the wrapped property's type and types the attribute's
// arguments by it (`-40...50` is a `ClosedRange<Double>` for a `Double` property). The expansion's
// storage `_level = Clamped(wrappedValue: 5, 0...10)` is lowered as `Clamped<Int>(…)`, so the
// written generic argument types the arguments. A wrapper whose parameters the property's type does
// not settle alone (several, or a `wrappedValue` of another type) is still refused by
// `PropertyWrapperRules`.

package enum GenericWrapperType {
    /// `Clamped<Int>` for the storage of a property of written type `Int` wrapped by the generic
    /// wrapper `name`; nil when the wrapper is not generic or the property's type does not settle it.
    package static func storageType(
        wrapper name: String, storage: VarDecl, types: [String: TypeDeclaration]
    ) -> TypeRef? {
        guard let wrapped = storage.wrappedType, let type = types[name], type.genericParameters.count == 1,
            let parameter = type.genericParameters.first,
            (type.members["wrappedValue"] ?? []).contains(where: { member in
                guard case .property(let property) = member.kind,
                    case .named(let written, let arguments)? = property.type
                else { return false }
                return written == parameter && arguments.isEmpty
            })
        else { return nil }
        return .named(name, [wrapped])
    }
}
