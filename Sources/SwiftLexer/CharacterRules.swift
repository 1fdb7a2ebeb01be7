/// Which characters may start or continue an identifier or an operator, as *The Swift
/// Programming Language*'s lexical grammar lists them (Lexical Structure: Identifiers,
/// Operators). A `Character` qualifies when its first scalar is a head and every other
/// scalar may continue: `é` written as `e` + U+0301, an emoji with a skin tone or a
/// variation selector.
public enum CharacterRules {
    // MARK: Identifiers

    public static func isIdentifierHead(_ character: Character) -> Bool {
        if let ascii = character.asciiValue { return isASCIILetter(ascii) || ascii == 95 }
        var scalars = character.unicodeScalars.makeIterator()
        guard let first = scalars.next(), isIdentifierHead(first) else { return false }
        while let next = scalars.next() {
            if !isIdentifierCharacter(next) { return false }
        }
        return true
    }

    /// Also `$` after the first character (`_$observationRegistrar`, as swiftc's lexer and
    /// the `@Observable` expansion spell it), which the book's grammar leaves out.
    public static func isIdentifierCharacter(_ character: Character) -> Bool {
        if let ascii = character.asciiValue {
            return isASCIILetter(ascii) || ascii == 95 || (ascii >= 48 && ascii <= 57) || ascii == 36
        }
        return character.unicodeScalars.allSatisfy(isIdentifierCharacter)
    }

    public static func isIdentifierHead(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x80 { return isASCIILetter(UInt8(value)) || value == 95 }
        return identifierHeadRanges.contains { $0.contains(value) }
    }

    public static func isIdentifierCharacter(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if (value >= 48 && value <= 57) || value == 36 { return true }
        if isIdentifierHead(scalar) { return true }
        return combiningRanges.contains { $0.contains(value) }
    }

    // MARK: Operators

    /// `/ = - + ! * % < > & | ^ ~ ?` and the Unicode operator heads.
    public static func isOperatorHead(_ character: Character) -> Bool {
        if let ascii = character.asciiValue { return asciiOperatorHeads.contains(ascii) }
        var scalars = character.unicodeScalars.makeIterator()
        guard let first = scalars.next(), operatorHeadRanges.contains(where: { $0.contains(first.value) }) else {
            return false
        }
        while let next = scalars.next() {
            if !isOperatorCharacter(next) { return false }
        }
        return true
    }

    public static func isOperatorCharacter(_ character: Character) -> Bool {
        if let ascii = character.asciiValue { return asciiOperatorHeads.contains(ascii) }
        return character.unicodeScalars.allSatisfy(isOperatorCharacter)
    }

    static func isOperatorCharacter(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x80 { return asciiOperatorHeads.contains(UInt8(value)) }
        return operatorHeadRanges.contains { $0.contains(value) }
            || operatorCombiningRanges.contains { $0.contains(value) }
    }

    // MARK: Digits

    public static func isDecimalDigit(_ character: Character) -> Bool {
        guard let ascii = character.asciiValue else { return false }
        return ascii >= 48 && ascii <= 57
    }

    public static func isHexDigit(_ character: Character) -> Bool {
        guard let ascii = character.asciiValue else { return false }
        return (ascii >= 48 && ascii <= 57) || (ascii >= 65 && ascii <= 70) || (ascii >= 97 && ascii <= 102)
    }

    // MARK: Tables

    private static func isASCIILetter(_ ascii: UInt8) -> Bool {
        (ascii >= 97 && ascii <= 122) || (ascii >= 65 && ascii <= 90)
    }

    private static let asciiOperatorHeads: Set<UInt8> = Set("/=-+!*%<>&|^~?".utf8)

    private static let identifierHeadRanges: [ClosedRange<UInt32>] = [
        0xA8...0xA8, 0xAA...0xAA, 0xAD...0xAD, 0xAF...0xAF, 0xB2...0xB5, 0xB7...0xBA,
        0xBC...0xBE, 0xC0...0xD6, 0xD8...0xF6, 0xF8...0xFF,
        0x100...0x2FF, 0x370...0x167F, 0x1681...0x180D, 0x180F...0x1DBF,
        0x1E00...0x1FFF,
        0x200B...0x200D, 0x202A...0x202E, 0x203F...0x2040, 0x2054...0x2054, 0x2060...0x206F,
        0x2070...0x20CF, 0x2100...0x218F, 0x2460...0x24FF, 0x2776...0x2793,
        0x2C00...0x2DFF, 0x2E80...0x2FFF,
        0x3004...0x3007, 0x3021...0x302F, 0x3031...0x303F, 0x3040...0xD7FF,
        0xF900...0xFD3D, 0xFD40...0xFDCF, 0xFDF0...0xFE1F, 0xFE30...0xFE44,
        0xFE47...0xFFFD,
        0x10000...0x1FFFD, 0x20000...0x2FFFD, 0x30000...0x3FFFD, 0x40000...0x4FFFD,
        0x50000...0x5FFFD, 0x60000...0x6FFFD, 0x70000...0x7FFFD, 0x80000...0x8FFFD,
        0x90000...0x9FFFD, 0xA0000...0xAFFFD, 0xB0000...0xBFFFD, 0xC0000...0xCFFFD,
        0xD0000...0xDFFFD, 0xE0000...0xEFFFD,
    ]

    /// Combining marks: they continue an identifier but cannot start one.
    private static let combiningRanges: [ClosedRange<UInt32>] = [
        0x300...0x36F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F,
    ]

    private static let operatorHeadRanges: [ClosedRange<UInt32>] = [
        0xA1...0xA7, 0xA9...0xA9, 0xAB...0xAB, 0xAC...0xAC, 0xAE...0xAE, 0xB0...0xB1,
        0xB6...0xB6, 0xBB...0xBB, 0xBF...0xBF, 0xD7...0xD7, 0xF7...0xF7,
        0x2016...0x2017, 0x2020...0x2027, 0x2030...0x203E, 0x2041...0x2053, 0x2055...0x205E,
        0x2190...0x23FF, 0x2500...0x2775, 0x2794...0x2BFF, 0x2E00...0x2E7F,
        0x3001...0x3003, 0x3008...0x3020, 0x3030...0x3030,
    ]

    private static let operatorCombiningRanges: [ClosedRange<UInt32>] = [
        0x300...0x36F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE00...0xFE0F, 0xFE20...0xFE2F, 0xE0100...0xE01EF,
    ]
}
