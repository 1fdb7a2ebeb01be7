import Foundation
import Synchronization

// How a sentence reaches the learner in their language: code names a `Message`, the table of
// the chosen language gives its text (English when the table lacks it), and `{1}`, `{2}`…
// in the text are replaced by the arguments, in whatever order the translation needs them.

/// The workbook's own words, in the language the learner chose.
public enum Messages {
    private static let chosen = Mutex(Language.english)

    /// The language the workbook speaks in this process (set once the choice is known,
    /// and again by `:lang`).
    public static var language: Language {
        get { chosen.withLock { $0 } }
        set { chosen.withLock { $0 = newValue } }
    }

    /// True when a typed answer (any case, surrounding spaces ignored) says yes in one of the
    /// workbook's languages: the prompt shows the local letter (`[O/n]`, `[y/N]`).
    public static func isYes(_ answer: String) -> Bool {
        let word = answer.trimmingCharacters(in: .whitespaces).lowercased()
        return ["y", "yes", "o", "oui", "是", "好", "はい"].contains(word)
    }

    /// True when a typed answer says no in one of the workbook's languages.
    public static func isNo(_ answer: String) -> Bool {
        let word = answer.trimmingCharacters(in: .whitespaces).lowercased()
        return ["n", "no", "non", "不", "否", "不是", "いいえ"].contains(word)
    }

    /// `message` in the current language, its `{N}` placeholders filled with `arguments`.
    public static func text(_ message: Message, _ arguments: String...) -> String {
        text(message, arguments, in: language)
    }

    /// `message` in `language`; English when that language's table lacks it.
    public static func text(_ message: Message, _ arguments: [String], in language: Language) -> String {
        fill(template(for: message, in: table(for: language)), with: arguments)
    }

    /// The text of `message` in `table`, or in English when `table` lacks it.
    static func template(for message: Message, in table: [Message: String]) -> String {
        table[message] ?? EnglishMessages.table[message] ?? message.rawValue
    }

    /// The translations of one language (English: the source every other table follows).
    public static func table(for language: Language) -> [Message: String] {
        switch language {
        case .english: EnglishMessages.table
        case .french: FrenchMessages.table
        case .simplifiedChinese: SimplifiedChineseMessages.table
        case .japanese: JapaneseMessages.table
        }
    }

    /// The placeholders a template uses (`{1}`, `{2}`…), as numbers, in order of appearance.
    public static func placeholders(in template: String) -> [Int] {
        var numbers: [Int] = []
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{") {
            let after = rest[rest.index(after: open)...]
            let digits = after.prefix { $0.isASCII && $0.isNumber }
            if !digits.isEmpty, after.dropFirst(digits.count).first == "}", let number = Int(digits) {
                numbers.append(number)
            }
            rest = after
        }
        return numbers
    }

    static func fill(_ template: String, with arguments: [String]) -> String {
        guard !arguments.isEmpty else { return template }
        var result = ""
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{") {
            result += rest[..<open]
            let after = rest[rest.index(after: open)...]
            let digits = after.prefix { $0.isASCII && $0.isNumber }
            if let number = Int(digits), after.dropFirst(digits.count).first == "}",
                (1...arguments.count).contains(number)
            {
                result += arguments[number - 1]
                rest = after.dropFirst(digits.count + 1)
            } else {
                result += "{"
                rest = after
            }
        }
        return result + rest
    }
}
