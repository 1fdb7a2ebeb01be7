// workbook — the command line: picks the verb and hands over. Each verb lives in
// Commands/<Verb>.swift; the REPL itself is under REPL/. The executable (Sources/workbook)
// only calls `Workbook.main` with the interpreter's sessions.
import ScriptInterface

public enum Workbook {
    /// Every verb, in the order `workbook --help` lists them.
    static var verbs: [any Verb.Type] {
        [
            Repl.self, Run.self, Check.self, Lessons.self,
            Grade.self, Hint.self, Reset.self, Watch.self, DevCheck.self,
        ]
    }

    /// Runs the command line (without the program's name); the process's exit status.
    public static func main(_ arguments: [String], makeSession: @escaping MakeScriptSession) -> Int32 {
        Dispatcher.main(arguments, verbs: verbs, makeSession: makeSession).rawValue
    }
}
