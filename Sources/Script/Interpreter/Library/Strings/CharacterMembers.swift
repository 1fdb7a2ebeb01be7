// Character's own members: isLetter, isNumber, wholeNumberValue, asciiValue …, and
// uppercased() and lowercased() (which give strings, as in Swift).

import ScriptFrontEnd

extension StringLibrary {
    /// `character.name` for Character's properties; nil for any other name.
    func characterProperty(_ character: Character, _ name: String) -> Value? {
        switch name {
        case "isLetter": return .bool(character.isLetter)
        case "isNumber": return .bool(character.isNumber)
        case "isUppercase": return .bool(character.isUppercase)
        case "isLowercase": return .bool(character.isLowercase)
        case "isWhitespace": return .bool(character.isWhitespace)
        case "isPunctuation": return .bool(character.isPunctuation)
        case "wholeNumberValue":
            return .optional(character.wholeNumberValue.map { .int($0) })
        case "hexDigitValue": return .optional(character.hexDigitValue.map { .int($0) })
        case "isHexDigit": return .bool(character.isHexDigit)
        case "isNewline": return .bool(character.isNewline)
        case "isASCII": return .bool(character.isASCII)
        case "isSymbol": return .bool(character.isSymbol)
        case "asciiValue":
            return .optional(
                character.asciiValue.map { .fixedInteger(FixedWidthNumber(kind: .uint8, value: Int128($0))) })
        default: return nil
        }
    }

    /// `character.name()` for Character's methods; nil for any other name.
    func characterMethod(_ character: Character, _ name: String) -> Value? {
        switch name {
        case "uppercased": return .string(character.uppercased())
        case "lowercased": return .string(character.lowercased())
        default: return nil
        }
    }
}
