// What the workbook's `Codable` covers is the synthesized conformance: stored properties of
// the standard value types, arrays, dictionaries, optionals, raw-value enums and other
// Codable types, with `CodingKeys` to rename. Anything else is refused before the program
// prints anything (run for every type by `DeclarationRules`).

struct CodableRules {
    package func check(_ decl: TypeDecl) throws {
        let codable: Set<String> = ["Codable", "Encodable", "Decodable"]
        guard decl.inherited.contains(where: { codable.contains($0.name ?? "") }) else { return }
        for member in decl.members {
            switch member.kind {
            case .function(let function) where function.name == "init" && function.params.first?.label == "from",
                .function(let function) where function.name == "encode" && function.params.first?.label == "to":
                throw ScriptError.compile(
                    "custom Codable implementations (init(from:), encode(to:)) are not supported in the workbook; "
                        + "rename keys with a CodingKeys enum instead", at: function.pos)
            case .variable(let variable) where variable.isStored && !variable.modifiers.isStatic:
                if let type = variable.type, type.mentions(["Date", "URL", "Data", "Decimal"]) {
                    throw ScriptError.compile(
                        "'\(type)' properties of Codable types are not supported in the workbook; "
                            + "store a Double (seconds) or a String instead", at: variable.pos)
                }
            default: break
            }
        }
        if decl.kind == .enumType, decl.inherited.first.map({ codable.contains($0.name ?? "") }) == true {
            throw ScriptError.compile(
                "Codable enums without a raw type are not supported in the workbook; "
                    + "give the enum a String or Int raw type", at: decl.pos)
        }
    }
}

extension TypeRef {
    /// Whether one of `names` appears anywhere in this type (`[Date]`, `Date?`, …).
    package func mentions(_ names: Set<String>) -> Bool {
        switch self {
        case .named(let name, let generics): return names.contains(name) || generics.contains { $0.mentions(names) }
        case .optional(let wrapped), .implicitlyUnwrapped(let wrapped), .array(let wrapped), .inoutType(let wrapped):
            return wrapped.mentions(names)
        case .dictionary(let key, let value): return key.mentions(names) || value.mentions(names)
        case .tuple(let parts), .labeledTuple(_, let parts), .existential(let parts):
            return parts.contains { $0.mentions(names) }
        case .function(let parameters, let result, _):
            return parameters.contains { $0.mentions(names) } || result.mentions(names)
        }
    }
}
