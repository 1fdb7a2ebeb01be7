// What the workbook's `Codable` covers is the synthesized conformance: stored properties of
// the standard value types, arrays, dictionaries, optionals, raw-value enums and other
// Codable types, with `CodingKeys` to rename. Anything else is refused when the type is
// declared, before the program prints anything.

extension Interpreter {
    func checkCodableSupport(_ decl: TypeDecl) throws {
        let codable: Set<String> = ["Codable", "Encodable", "Decodable"]
        guard decl.inherited.contains(where: { codable.contains($0.name ?? "") }) else { return }
        for member in decl.members {
            switch member.kind {
            case .function(let f) where f.name == "init" && f.params.first?.label == "from",
                .function(let f) where f.name == "encode" && f.params.first?.label == "to":
                throw ScriptError.compile(
                    "custom Codable implementations (init(from:), encode(to:)) are not supported in the workbook; "
                        + "rename keys with a CodingKeys enum instead", at: f.pos)
            case .variable(let v) where v.isStored && !v.modifiers.isStatic:
                if let type = v.type, type.mentions(["Date", "URL", "Data", "Decimal"]) {
                    throw ScriptError.compile(
                        "'\(type)' properties of Codable types are not supported in the workbook; "
                            + "store a Double (seconds) or a String instead", at: v.pos)
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
    func mentions(_ names: Set<String>) -> Bool {
        switch self {
        case .named(let name, let generics): return names.contains(name) || generics.contains { $0.mentions(names) }
        case .optional(let t), .implicitlyUnwrapped(let t), .array(let t), .inoutType(let t): return t.mentions(names)
        case .dictionary(let k, let v): return k.mentions(names) || v.mentions(names)
        case .tuple(let ts), .labeledTuple(_, let ts), .existential(let ts): return ts.contains { $0.mentions(names) }
        case .function(let ps, let r, _): return ps.contains { $0.mentions(names) } || r.mentions(names)
        }
    }
}
