import Localization

/// A verb's command line read against the options it declares: `--name VALUE`,
/// `--name=VALUE`, flags, and the operands (every other word, in order). A word starting
/// with `-` that no option spells is a mistake, named with the nearest spelling.
struct VerbArguments {
    private var flags: Set<String> = []
    private var values: [String: String] = [:]
    /// The words that are not options (`FILE.swift`, `NN`), in order.
    private(set) var operands: [String] = []

    init(_ words: [String], verb: String, options: [VerbOption]) throws(UsageError) {
        var rest = words[...]
        while let word = rest.popFirst() {
            // `-` alone is an operand (standard input), as is a negative number.
            guard word.hasPrefix("-"), word != "-", Double(word) == nil else {
                operands.append(word)
                continue
            }
            let (spelled, attached) = Self.split(word)
            guard let option = options.first(where: { $0.names.contains(spelled) }),
                attached == nil || option.value != nil
            else {
                throw Self.unknown(word, verb: verb, options: options)
            }
            guard option.value != nil else {
                flags.insert(option.name)
                continue
            }
            if let attached {
                values[option.name] = attached
            } else if let next = rest.first, !next.hasPrefix("-") || Double(next) != nil {
                values[option.name] = next
                rest = rest.dropFirst()
            } else {
                throw UsageError(Messages.text(.optionNeedsValue, spelled, option.example))
            }
        }
    }

    /// True if the flag was given (by any of its names; `name` is the first one declared).
    func has(_ name: String) -> Bool { flags.contains(name) }

    /// The value given to the option, the last one if it was given twice.
    func value(_ name: String) -> String? { values[name] }

    /// `--name=value` → (`--name`, `value`).
    private static func split(_ word: String) -> (String, String?) {
        guard word.hasPrefix("--"), let equals = word.firstIndex(of: "=") else { return (word, nil) }
        return (String(word[..<equals]), String(word[word.index(after: equals)...]))
    }

    private static func unknown(_ word: String, verb: String, options: [VerbOption]) -> UsageError {
        let spelled = split(word).0
        // Compared without their dashes: `--fast` is not a typo of `--lang`.
        let bare = { (name: String) in String(name.drop { $0 == "-" }) }
        let names = options.flatMap(\.names).filter { $0.hasPrefix("--") }
        if let near = EditDistance.suggestion(for: bare(spelled), among: names.map(bare)),
            let name = names.first(where: { bare($0) == near })
        {
            return UsageError(Messages.text(.unknownOptionSuggest, word, verb, name))
        }
        return UsageError(Messages.text(.unknownOption, word, verb))
    }
}
