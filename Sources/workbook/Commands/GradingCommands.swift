/// The verbs this folder implements, for the dispatcher in main.swift.
enum GradingCommands {
    static let summaries: [(verb: String, summary: String)] = [
        ("grade", "run the exercise graders and show the progress table"),
        ("hint", "show the next hint for an exercise"),
        ("reset", "restore an exercise's starter files"),
        ("watch", "re-grade an exercise each time you save it"),
        ("dev", "maintainer checks (`workbook dev check`)"),
    ]

    /// Runs `arguments` if its first word is one of these verbs; nil otherwise.
    static func dispatch(_ arguments: [String]) -> Int32? {
        guard let verb = arguments.first else { return nil }
        let rest = Array(arguments.dropFirst())
        switch verb {
        case "grade": return GradeCommand.run(rest)
        case "hint": return HintCommand.run(rest)
        case "reset": return ResetCommand.run(rest)
        case "watch": return WatchCommand.run(rest)
        case "dev": return DevCheckCommand.run(rest)
        default: return nil
        }
    }
}
