import Localization

/// The command line after the program name, before the verb is known: the dispatcher takes
/// the workbook's own options (`--lessons`, a leading `--lang`, `--help`) and the verb out of
/// it; the verb's words are then read by `VerbArguments`.
struct Arguments {
    private(set) var remaining: [String]

    init(_ arguments: [String]) {
        remaining = arguments
    }

    var isEmpty: Bool { remaining.isEmpty }

    /// Removes `--help`/`-h` wherever it is; true if it was there.
    mutating func takeHelpFlag() -> Bool {
        let before = remaining.count
        remaining.removeAll { $0 == "--help" || $0 == "-h" }
        return remaining.count != before
    }

    /// Removes `NAME VALUE` or `NAME=VALUE`; throws when the value is missing.
    mutating func takeOption(_ name: String) throws(UsageError) -> String? {
        var value: String?
        var index = 0
        while index < remaining.count {
            let argument = remaining[index]
            if argument == name {
                guard index + 1 < remaining.count, !remaining[index + 1].hasPrefix("-") else {
                    throw UsageError(Messages.text(.optionNeedsValue, name, Arguments.example(for: name)))
                }
                value = remaining[index + 1]
                remaining.removeSubrange(index...(index + 1))
            } else if argument.hasPrefix(name + "=") {
                value = String(argument.dropFirst(name.count + 1))
                remaining.remove(at: index)
            } else {
                index += 1
            }
        }
        return value
    }

    /// Like `takeOption`, but only among the options before the first other argument (the
    /// verb): `workbook --lang fr check` is the workbook's, `workbook check --lang fr` the verb's.
    mutating func takeLeadingOption(_ name: String) throws(UsageError) -> String? {
        let leading = remaining.prefix { $0.hasPrefix("-") }.count
        guard leading > 0 else { return nil }
        // The value after `NAME` is not an option, so it is part of the leading run too.
        var head = Arguments(Array(remaining.prefix(min(remaining.count, leading + 1))))
        let value = try head.takeOption(name)
        if value != nil { remaining = head.remaining + remaining.dropFirst(min(remaining.count, leading + 1)) }
        return value
    }

    /// What a value looks like in the message for a missing one.
    static func example(for option: String) -> String {
        switch option {
        case "--lang": "fr"
        default: "DIR"
        }
    }

    mutating func takeFirst() -> String? {
        remaining.isEmpty ? nil : remaining.removeFirst()
    }
}

/// A mistake on the command line; exits with `ExitCode.usage`.
struct UsageError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
    init(_ message: String) { self.message = message }
}
