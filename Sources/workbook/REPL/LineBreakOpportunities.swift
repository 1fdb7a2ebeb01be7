import TextWidth

/// Where a line of prose may break inside a run of text with no spaces: Chinese and Japanese
/// are written without spaces, so a line may end between two ideographs or kana, except
/// before closing punctuation (`。、」）`, small kana…) and after opening punctuation (`「（`),
/// which stay with their neighbour (the core of the kinsoku rules).
enum LineBreakOpportunities {
    /// `word` (text between spaces) cut where a line may break, in order: the pieces join
    /// back to `word` with nothing between them.
    static func pieces(of word: Substring) -> [Substring] {
        var pieces: [Substring] = []
        var start = word.startIndex
        var previous: Character?
        for index in word.indices {
            let character = word[index]
            if let previous, index != start, mayBreak(between: previous, and: character) {
                pieces.append(word[start..<index])
                start = index
            }
            previous = character
        }
        if start < word.endIndex { pieces.append(word[start...]) }
        return pieces
    }

    /// A break between `before` and `after` is allowed: one of them is an East Asian wide
    /// character, `after` does not close and `before` does not open.
    static func mayBreak(between before: Character, and after: Character) -> Bool {
        guard isBreakable(before) || isBreakable(after) else { return false }
        return !noBreakBefore.contains(after) && !noBreakAfter.contains(before)
    }

    /// Two source lines, one ending in `last` and the next starting with `first`, join with
    /// no space: between Chinese or Japanese characters, and after their punctuation (`、`, `。`)
    /// even when Latin text follows.
    static func joinsWithoutSpace(_ last: Character, _ first: Character) -> Bool {
        guard isBreakable(last) else { return false }
        return isBreakable(first) || last.isPunctuation
    }

    private static func isBreakable(_ character: Character) -> Bool {
        character.unicodeScalars.first.map(TerminalColumns.isWide) ?? false
    }

    /// Never at the start of a line.
    private static let noBreakBefore: Set<Character> = Set(
        "、。，．・：；？！）」』】〕〉》〙〗”’ーぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ々〻…‥"
            + "，。：；！？）］｝〉》」』】" + ")]},.:;!?%'\"")
    /// Never at the end of a line.
    private static let noBreakAfter: Set<Character> = Set("（「『【〔〈《〘〖“‘［｛" + "([{")
}
