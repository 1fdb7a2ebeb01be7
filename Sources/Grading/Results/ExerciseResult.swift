import Foundation

/// One exercise's grade as a machine reads it (`workbook grade --format json|junit`): a stable
/// English status, every failure with the file and line to change, and how long its grader ran.
public struct ExerciseResult: Sendable, Equatable {
    public struct Failure: Sendable, Equatable {
        /// The grader test that failed, or nil for a compiler error or a crash.
        public var test: String?
        public var message: String
        /// Relative to the package root (`Exercises/01-…/UserProfile.swift`), when known.
        public var file: String?
        public var line: Int?
    }

    public var number: String
    public var folder: String
    public var title: String
    /// `GradeOutcome.label`: passed, failed, not attempted, crashed, does not compile, grader
    /// changed, not graded.
    public var status: String
    public var failures: [Failure]
    /// Why it was not graded or not attempted; a crash's message. Nil otherwise.
    public var reason: String?
    /// Seconds from its first grader test's start to its last one's end (0 when none ran).
    public var duration: Double

    public init(exercise: Exercise, outcome: GradeOutcome, tests: [TestRecord]) {
        number = exercise.number
        folder = "Exercises/\(exercise.folderName)"
        title = exercise.title
        status = outcome.label
        let own = tests.filter { $0.module == exercise.graderModuleName }
        let starts = own.compactMap(\.startedAt)
        let ends = own.compactMap(\.endedAt)
        duration = max(0, (ends.max() ?? 0) - (starts.min() ?? ends.max() ?? 0))
        reason = nil
        failures = []
        switch outcome {
        case .passed: break
        case .failed(let checks, _, _):
            failures = checks.map { check in
                let place = check.location.map(Self.place)
                return Failure(test: check.test, message: check.message, file: place?.file, line: place?.line)
            }
        case .doesNotCompile(let diagnostic):
            failures = Self.compilerErrors(in: diagnostic)
            if failures.isEmpty { failures = [Failure(test: nil, message: diagnostic, file: nil, line: nil)] }
        case .crashed(let message):
            let place = Self.place(message)
            failures = [Failure(test: nil, message: message, file: place.file, line: place.line)]
        case .notAttempted(let why), .graderChanged(let why), .notGraded(let why):
            reason = why
        }
    }

    /// `path:17` or `path:17:5` (at the start of `text`) → the path and the line.
    static func place(_ text: String) -> (file: String?, line: Int?) {
        let head = text.prefix { $0 != " " }
        let parts = head.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count >= 2, let line = Int(parts[1]), parts[0].hasSuffix(".swift") else { return (nil, nil) }
        return (String(parts[0]), line)
    }

    /// Every `path:line:column: error: message` line of a compiler diagnostic.
    static func compilerErrors(in diagnostic: String) -> [Failure] {
        diagnostic.split(separator: "\n").compactMap { line in
            guard let marker = line.range(of: ": error: ") else { return nil }
            let place = place(String(line[..<marker.lowerBound]))
            guard place.file != nil else { return nil }
            return Failure(test: nil, message: String(line[marker.upperBound...]), file: place.file, line: place.line)
        }
    }
}
