import Foundation

/// The line that says "I have not started this exercise yet". While any source file of an
/// exercise carries it, the exercise's grader skips (unless grading is forced) and the
/// progress table says "not attempted". Deleting the line is how a learner opts in.
public enum NotDoneMarker {
    /// The exact text a starter file carries on a line of its own.
    public static let line = "// WORKBOOK: NOT DONE — delete this line when you want this exercise graded"

    /// What identifies the marker when scanning: tolerant of the dash and trailing text a
    /// learner's editor might change, strict enough not to match prose about the marker.
    public static let prefix = "// WORKBOOK: NOT DONE"

    /// Where the marker sits in one exercise's sources, if anywhere.
    public static func find(in exerciseDirectory: URL) -> FileLocation? {
        for file in ExerciseFiles.swiftSources(in: exerciseDirectory) {
            guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
            for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where rawLine.trimmingCharacters(in: .whitespaces).hasPrefix(prefix) {
                return FileLocation(file: file, line: index + 1, column: 1)
            }
        }
        return nil
    }
}
