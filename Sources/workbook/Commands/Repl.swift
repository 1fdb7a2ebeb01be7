import Foundation
import LessonEngine
import LineEditing

#if canImport(Glibc)
    import Glibc
#endif

/// `workbook` / `workbook repl`: the interactive workbook.
enum Repl: Verb {
    static let name = "repl"
    static let summary = "the interactive workbook (the default): type Swift, follow lessons"
    static let help = """
        usage: workbook [repl] [--lessons DIR]

        Starts the REPL. Every Swift line you type runs in one persistent session on the
        built-in observation runtime; lessons are opened and walked with :open, :next and
        :back. Type :help inside for the commands.

        On a terminal: line editing (emacs keys), history across runs, Tab completion,
        multi-line input while brackets, braces or strings are open, Ctrl-C to abandon
        a line or stop running code, Ctrl-D to leave, and an offer to resume where you
        left off. When stdin is not a terminal, lines are read plainly with no prompts,
        so the REPL can be scripted: echo ':lessons' | workbook

        options:
          --lessons DIR   use the lessons in DIR instead of the package's Lessons/
          -h, --help      show this help

        files: history and progress.json in $XDG_STATE_HOME/observation-workbook/
               (~/.local/state/observation-workbook/ without XDG_STATE_HOME)

        exit status: 0 after :quit, Ctrl-D or the end of input; 2 usage error
        """

    static func run(_ arguments: Arguments, context: VerbContext) -> ExitCode {
        let console = context.console
        do {
            try arguments.rejectUnknownOptions(for: "repl")
            if let extra = arguments.remaining.first {
                throw UsageError("unexpected argument '\(extra)'; see 'workbook --help'")
            }
        } catch {
            console.error("\(error)")
            return .usage
        }
        var library: LessonLibrary?
        var libraryProblem: String?
        do { library = try LessonsFolder.library(context) } catch { libraryProblem = error.message }
        if context.lessonsOverride != nil, let libraryProblem {
            console.error(libraryProblem)
            return .usage
        }

        InterruptSignal.install()
        let interactive = console.terminal.stdinIsTerminal && console.terminal.stdoutIsTerminal
        if interactive {
            console.wrapped("\(Version.text) — type Swift, or :help. :lessons lists the lessons.")
            if let libraryProblem { console.warning(libraryProblem) }
        }
        let completerBox = CompleterBox()
        let reader: LineReader
        if interactive,
            let editor = TerminalLineEditor(
                programName: "workbook", history: HistoryFile.standard(), completer: { completerBox.complete($0) })
        {
            if let problem = editor.historyProblem { console.warning(problem) }
            editor.onHistorySaveFailure = { console.warning($0) }
            reader = editor
        } else {
            reader = PlainLineReader()
        }
        let progressStore = ProgressFile.store()
        if progressStore == nil { console.warning(ProgressFile.notSaved) }
        let repl = ReplSession(
            console: console, reader: reader, interactive: interactive, library: library,
            libraryProblem: libraryProblem, progressStore: progressStore)
        completerBox.completer = ReplCompleter(library: library, session: repl.session, checker: { repl.gate.checker })
        repl.lessons.offerResume()
        repl.loop()
        return .success
    }

    /// Lets the editor be created before the session its completer reads from.
    final class CompleterBox {
        var completer: ReplCompleter?
        func complete(_ text: String) -> Completion { completer?.complete(text) ?? .none }
    }
}
