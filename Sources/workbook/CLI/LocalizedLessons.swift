import LessonEngine
import Localization

/// Lessons in the language the workbook speaks now (it can change mid-session with `:lang`),
/// and the one-line notice when a lesson has no translation into it.
extension LessonLibrary {
    func loadLocalized(_ entry: Entry) throws(LessonError) -> Lesson {
        try load(entry, in: Messages.language)
    }

    /// "03-… はまだ日本語に翻訳されていません：英語で表示します。", or nil when it is translated.
    func fallbackNotice(for entry: Entry) -> String? {
        let language = Messages.language
        guard language != .english, translationURL(of: entry, in: language) == nil else { return nil }
        return Messages.text(.lessonFallback, entry.name, language.nativeName)
    }
}
