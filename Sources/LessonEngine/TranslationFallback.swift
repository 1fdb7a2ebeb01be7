import Localization

/// A lesson shown in English because it has no translation into the language asked for.
/// Data, not a sentence: the REPL and the CLI word the one-line notice in their own tables.
public struct TranslationFallback: Sendable, Equatable {
    /// `03-one-shot-tracking`
    public var lesson: String
    /// The language that was asked for.
    public var language: Language

    public init(lesson: String, language: Language) {
        self.lesson = lesson
        self.language = language
    }
}
