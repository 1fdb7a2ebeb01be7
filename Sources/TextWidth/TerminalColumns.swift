// How many columns a terminal gives a piece of text. East Asian wide and fullwidth characters
// (Unicode's East_Asian_Width W and F) and emoji shown as pictures take two; combining marks,
// joiners and variation selectors take none; everything else one, as glibc's wcwidth and
// the terminal itself count (ambiguous-width characters such as `—` or `·` count as one).

/// The width of text on a terminal, in columns.
public enum TerminalColumns {
    /// The columns `text` takes.
    public static func width<S: StringProtocol>(of text: S) -> Int {
        text.reduce(0) { $0 + width(of: $1) }
    }

    /// The columns one character (a grapheme cluster) takes: 0, 1 or 2.
    public static func width(of character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        if first.isASCII { return first.value < 0x20 || first.value == 0x7F ? 0 : 1 }
        // An emoji made to show as a picture by U+FE0F (❤️) is as wide as one that is by default.
        if scalars.contains("\u{FE0F}"), first.properties.isEmoji { return 2 }
        return scalars.map(width(of:)).max() ?? 0
    }

    /// The columns one scalar takes on its own.
    public static func width(of scalar: Unicode.Scalar) -> Int {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control: return 0
        default: break
        }
        if scalar.value == 0x200B || (0xFE00...0xFE0F).contains(scalar.value) { return 0 }
        if isWide(scalar) { return 2 }
        return 1
    }

    /// East Asian Wide or Fullwidth, or an emoji presented as a picture by default.
    public static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x1100 { return false }
        if wideRanges.contains(where: { $0.contains(value) }) { return true }
        return scalar.properties.isEmojiPresentation
    }

    /// The blocks of East_Asian_Width W/F (Unicode 15, grouped; unassigned code points in them
    /// are counted wide, as terminals do).
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F,  // Hangul Jamo initial consonants
        0x231A...0x231B, 0x2329...0x232A,
        0x2E80...0x303E,  // CJK radicals, Kangxi, ideographic description, CJK symbols and punctuation
        0x3041...0x33FF,  // Hiragana, Katakana, Bopomofo, Hangul compatibility, Kanbun, CJK strokes, enclosed
        0x3400...0x4DBF,  // CJK extension A
        0x4E00...0x9FFF,  // CJK unified ideographs
        0xA000...0xA4CF,  // Yi
        0xA960...0xA97F,  // Hangul Jamo extended A
        0xAC00...0xD7A3,  // Hangul syllables
        0xF900...0xFAFF,  // CJK compatibility ideographs
        0xFE10...0xFE19,  // vertical forms
        0xFE30...0xFE6F,  // CJK compatibility forms, small form variants
        0xFF00...0xFF60,  // fullwidth ASCII and punctuation
        0xFFE0...0xFFE6,  // fullwidth signs
        0x16FE0...0x18AFF, 0x1B000...0x1B2FF,  // Tangut, Kana supplement and extensions
        0x1F200...0x1F2FF,  // enclosed ideographic supplement
        0x20000...0x2FFFD, 0x30000...0x3FFFD,  // CJK extensions B and later
    ]
}
