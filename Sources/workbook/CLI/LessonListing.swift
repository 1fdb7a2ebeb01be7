import LessonEngine

/// The table shared by `workbook lessons` and `:lessons`.
enum LessonListing {
    static func lines(library: LessonLibrary, progress: Progress, style: Style, onError: (LessonError) -> Void) -> [String] {
        guard !library.entries.isEmpty else { return ["no lessons in \(library.directory.path)"] }
        return library.entries.map { entry in
            let marker = progress.current?.lesson == entry.name ? style.cyan("▸") : " "
            do throws(LessonError) {
                let lesson = try library.load(entry)
                let done = progress.completedSteps(of: entry.name)
                let count = lesson.steps.count
                let status = done == count ? style.green("✓ \(done)/\(count) steps") : "\(done)/\(count) steps"
                return "\(marker) \(style.bold(entry.name.padding(toLength: max(entry.name.count, 28), withPad: " ", startingAt: 0))) \(lesson.title)  \(style.dim("(") + status + style.dim(")"))"
            } catch {
                onError(error)
                return "\(marker) \(entry.name)  \(style.red("(cannot be read: see the error above)"))"
            }
        }
    }
}
