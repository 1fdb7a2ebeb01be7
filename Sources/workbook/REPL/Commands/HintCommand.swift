/// `:hint [NN]` — an exercise hint (from the Grading module, once it lands).
enum HintCommand: ReplCommand {
    static let name = "hint"
    static let argumentHint = "[NN]"
    static let summary = "show a hint for an exercise"
    static let details = "Shows the next hint for exercise NN. Not available in this build yet: the hints are in Exercises/NN-*/README.md."

    static func run(_ argument: String, in repl: ReplSession) {
        repl.console.line("Hints are not available yet in this build. Meanwhile, each exercise's hints are in Exercises/NN-*/README.md.")
    }
}
