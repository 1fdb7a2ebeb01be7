import Foundation
import Localization

/// `language`: the language the learner chose with `:lang` (one line, e.g. `fr`); no file
/// when no choice is remembered.
public struct LanguageCode: StateDocument, Equatable {
    public var language: Language?

    public init() {}

    public init(_ language: Language?) {
        self.language = language
    }

    /// Only a language of the workbook: anything else someone wrote there is set aside.
    public static func decode(_ data: Data) -> LanguageCode? {
        // A language code is a few bytes: anything big is not one.
        guard data.count <= 64, let text = String(data: data, encoding: .utf8),
            let language = Language(argument: text.trimmingCharacters(in: .whitespacesAndNewlines))
        else { return nil }
        return LanguageCode(language)
    }

    public func encoded() -> Data { Data(((language?.code ?? "") + "\n").utf8) }

    public var removesFile: Bool { language == nil }
}
