/// What `swift test` printed when the test process crashed — a learner's force-unwrap of nil,
/// an index out of range — and which exercise it happened in. Swift Testing runs tests in
/// parallel, so "the tests still running" cannot say who crashed; the runtime's message and
/// backtrace can.
struct CrashReport: Equatable {
    /// `TaskStore.swift:16: Fatal error: Unexpectedly found nil while unwrapping an Optional value`
    var message: String
    var exercise: Exercise?

    init?(output: String, exercises: [Exercise]) {
        let lines = output.split(separator: "\n").map(String.init)
        guard
            let first = lines.first(where: { $0.contains("Fatal error:") })
                ?? lines.first(where: { $0.contains("Program crashed:") })
        else { return nil }
        // "Exercise03ComputedAndIgnored/TaskStore.swift:16: Fatal error: …": the module is the
        // learner's; drop it, the file and line are what they need.
        let moduleOwner = exercises.first { first.hasPrefix($0.moduleName + "/") }
        message =
            moduleOwner.map { String(first.dropFirst($0.moduleName.count + 1)) }
            ?? first.trimmingCharacters(in: .whitespaces)
        // Otherwise the first backtrace frame in an exercise or grader folder names it.
        exercise =
            moduleOwner
            ?? lines.lazy.compactMap { line in
                exercises.first {
                    line.contains("/Exercises/\($0.folderName)/") || line.contains("/Tests/Graders/\($0.folderName)/")
                }
            }.first
    }
}
