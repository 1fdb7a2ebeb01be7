import Foundation
import LessonEngine
import Localization

/// The lessons the verbs work on: `--lessons DIR`, or the package's `Lessons/`, in
/// `language` where translated (`Lessons/<code>/`).
enum LessonsFolder {
    static func library(_ context: VerbContext, language: Language = .english) throws(UsageError) -> LessonLibrary {
        guard
            let directory = LessonsDirectory.locate(
                override: context.lessonsOverride, starts: LessonsDirectory.defaultStarts)
        else {
            if let override = context.lessonsOverride {
                throw UsageError(Messages.text(.lessonsNoSuchFolder, override))
            }
            throw UsageError(Messages.text(.lessonsNotFound))
        }
        do {
            return try LessonLibrary(directory: directory, language: language)
        } catch {
            throw UsageError(error.description)
        }
    }
}
