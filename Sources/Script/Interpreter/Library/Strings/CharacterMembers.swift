// Character's own members for the builtin member table: isLetter, isNumber, wholeNumberValue,
// asciiValue …, and uppercased() and lowercased() (which give strings, as in Swift).

import ScriptFrontEnd

enum CharacterMembers {
    static func add(to table: inout BuiltinMemberTable) {
        func property(_ name: String, _ read: @escaping (Character) -> Value) {
            table.add(
                "Character", name,
                .property { value, _, _ in
                    guard case .character(let character) = value else { return .void }
                    return read(character)
                })
        }
        property("isLetter") { .bool($0.isLetter) }
        property("isNumber") { .bool($0.isNumber) }
        property("isUppercase") { .bool($0.isUppercase) }
        property("isLowercase") { .bool($0.isLowercase) }
        property("isWhitespace") { .bool($0.isWhitespace) }
        property("isPunctuation") { .bool($0.isPunctuation) }
        property("wholeNumberValue") { .optional($0.wholeNumberValue.map { .int($0) }) }
        property("hexDigitValue") { .optional($0.hexDigitValue.map { .int($0) }) }
        property("isHexDigit") { .bool($0.isHexDigit) }
        property("isNewline") { .bool($0.isNewline) }
        property("isASCII") { .bool($0.isASCII) }
        property("isSymbol") { .bool($0.isSymbol) }
        property("asciiValue") {
            .optional($0.asciiValue.map { .fixedInteger(FixedWidthNumber(kind: .uint8, value: Int128($0))) })
        }
        property("description") { .string(String($0)) }
        for (name, change) in [
            ("uppercased", { (c: Character) in c.uppercased() }), ("lowercased", { $0.lowercased() }),
        ] {
            table.add(
                "Character", name,
                .method { receiver, _, _ in
                    guard case .character(let character) = receiver else { return nil }
                    return .string(change(character))
                })
        }
    }
}
