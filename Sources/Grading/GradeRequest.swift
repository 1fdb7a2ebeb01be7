/// The learner's `WORKBOOK_GRADE` setting: which exercises to grade even though they still
/// carry the not-done marker. `all`, or numbers separated by commas or spaces ("3", "03,7").
public struct GradeRequest: Sendable, Equatable {
    public static let environmentVariable = "WORKBOOK_GRADE"

    let everything: Bool
    let numbers: Set<Int>

    public init(_ value: String?) {
        let words = (value ?? "").split { $0 == "," || $0 == " " }.map { $0.lowercased() }
        everything = words.contains("all")
        numbers = Set(words.compactMap { Int($0) })
    }

    public static var fromEnvironment: GradeRequest {
        GradeRequest(ProcessEnvironment.value(environmentVariable))
    }

    public func forces(_ exercise: Exercise) -> Bool {
        everything || Int(exercise.number).map(numbers.contains) == true
    }

    public static let all = GradeRequest("all")
}
