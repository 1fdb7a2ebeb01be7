/// `:open N|slug [STEP]` — start (or jump into) a lesson.
enum OpenCommand: ReplCommand {
    static let name = "open"
    static let argumentHint = "N|slug [STEP]"
    static let summary = "open a lesson (by number or name) and run its first step"
    static let details = """
        :open 3, :open 03-tracking or :open tracking opens that lesson in a fresh session and
        runs step 1. :open 3 4 goes straight to step 4 (steps 1–3 are run quietly first).
        """

    static func run(_ argument: String, in repl: ReplSession) {
        let parts = argument.split(separator: " ").map(String.init)
        guard let reference = parts.first, parts.count <= 2 else {
            repl.console.error("usage: :open N|slug [STEP], e.g. :open 1 (:lessons lists them)")
            return
        }
        var step = 1
        if parts.count == 2 {
            guard let number = Int(parts[1]), number >= 1 else {
                repl.console.error("'\(parts[1])' is not a step number; usage: :open N|slug [STEP]")
                return
            }
            step = number
        }
        repl.lessons.open(reference, step: step)
    }
}
