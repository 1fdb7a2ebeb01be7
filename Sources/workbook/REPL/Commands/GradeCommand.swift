/// `:grade` — the exercises' progress table (from the Grading module, once it lands).
enum GradeCommand: ReplCommand {
    static let name = "grade"
    static let argumentHint = ""
    static let summary = "grade the exercises and show the progress table"
    static let details = "Runs the exercise graders and shows which exercises pass. Not available in this build yet: run `swift test` in the package meanwhile."

    static func run(_ argument: String, in repl: ReplSession) {
        repl.console.line("Grading is not available yet in this build. Meanwhile, `swift test` in the package grades the exercises.")
    }
}
