// `split(separator:maxSplits:omittingEmptySubsequences:)`, with a character or a string as the
// separator, and `split(whereSeparator:)`. Each part is a substring of the string, with its
// indices (Library/Strings/Substrings.swift).

import ScriptFrontEnd

extension StringLibrary {
    func splitString(_ text: String, _ args: [Value], labels: [String?], pos: SourcePos) throws -> Value {
        let arguments = try SplitArguments(args, labels: labels, pos: pos)
        let parts: [Substring]
        switch arguments.separator {
        case .string(let separator)? where separator.count > 1:
            // A string separator is StringProcessing's `split`, which takes any limit: a negative
            // one splits nowhere, as zero does (swiftc's build prints the same).
            parts = text.split(
                separator: separator, maxSplits: arguments.maxSplits,
                omittingEmptySubsequences: arguments.omittingEmptySubsequences)
        case .string(let separator)? where separator.isEmpty:
            throw SplitArguments.noMatch(at: pos)
        case .string(let separator)?:
            parts = try splitString(text, arguments, at: pos) { $0 == separator.first! }
        case .character(let separator)?:
            parts = try splitString(text, arguments, at: pos) { $0 == separator }
        case nil:
            let predicate = SplitPredicate<Character> { [unowned self] candidate in
                try interpreter.bool(
                    try interpreter.call1(arguments.predicate!, .character(candidate), pos: pos), pos: pos)
            }
            parts = try predicate.rethrowing(try splitString(text, arguments, at: pos, predicate.callAsFunction))
        default:
            throw SplitArguments.noMatch(at: pos)
        }
        var offset = 0
        var scanned = text.startIndex
        return .array(
            parts.map { part in
                offset += text.distance(from: scanned, to: part.startIndex)
                scanned = part.startIndex
                let start =
                    part.startIndex == text.startIndex
                    ? StringPosition.start
                    : StringPosition(
                        offset: offset, utf8: Int32(text.utf8.distance(from: text.startIndex, to: part.startIndex)),
                        isStart: false)
                return .substring(String(part), startIndex: start)
            })
    }

    private func splitString(
        _ text: String, _ arguments: SplitArguments, at pos: SourcePos,
        _ isSeparator: (Character) -> Bool
    ) throws -> [Substring] {
        text.split(
            maxSplits: try arguments.elementLimit(at: pos),
            omittingEmptySubsequences: arguments.omittingEmptySubsequences, whereSeparator: isSeparator)
    }
}
