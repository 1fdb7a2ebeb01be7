// `Unicode.Scalar`'s members for the builtin member table: `value` (a `UInt32`), `isASCII`,
// `description`, `escaped(asASCII:)` and `properties` (ScalarPropertiesBox.swift). A scalar is
// held as the host's own `Unicode.Scalar`, so each answer is the standard library's.

import ScriptFrontEnd

enum UnicodeScalarMembers {
    static func add(to table: inout BuiltinMemberTable) {
        func property(_ name: String, _ read: @escaping (Unicode.Scalar) -> Value) {
            table.add(
                "Unicode.Scalar", name,
                .property { value, _, _ in
                    guard case .unicodeScalar(let scalar) = value else { return .void }
                    return read(scalar)
                })
        }
        property("value") { .fixedInteger(FixedWidthNumber(kind: .uint32, value: Int128($0.value))) }
        property("isASCII") { .bool($0.isASCII) }
        property("description") { .string($0.description) }
        property("properties") { .native(NativeBox(ScalarPropertiesBox($0.properties), typeName: "Properties")) }
        table.add(
            "Unicode.Scalar", "escaped",
            .method { receiver, call, _ in
                guard case .unicodeScalar(let scalar) = receiver, call.labels == ["asASCII"],
                    case .bool(let forceASCII)? = call.arguments.first
                else { return nil }
                return .string(scalar.escaped(asASCII: forceASCII))
            })
    }
}
