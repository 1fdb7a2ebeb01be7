import Foundation
import LearnerState
import LessonEngine
import LineEditing
import Localization

#if canImport(Glibc)
    import Glibc
#endif

/// `workbook` / `workbook repl`: the interactive workbook.
enum Repl: Verb {
    static let name = "repl"
    static var summary: String { Messages.text(.verbRepl) }
    static var help: String {
        """
        \(Messages.text(.usageWord))workbook [repl] [--lessons DIR] [--lang LANG]

        \(ProseWrapper.paragraphs(Messages.text(.replHelp), width: 80))

        \(Messages.text(.usageOptions))
          --lessons DIR   \(Messages.text(.optionLessonsHelp))
          --lang LANG     \(Messages.text(.languageOptionHelp))
          -h, --help      \(Messages.text(.optionHelpHelp))

        \(ProseWrapper.paragraphs(Messages.text(.replFiles), width: 80))

        \(Messages.text(.replExitStatus))
        """
    }

    static func run(_ arguments: Arguments, context: VerbContext) -> ExitCode {
        let console = context.console
        var arguments = arguments
        do {
            // `workbook repl --lang fr`: after the verb, --lang is the REPL's own option.
            if let option = try arguments.takeOption("--lang") {
                context.language.override(with: try LanguageSetting.parseOption(option))
            }
            try arguments.rejectUnknownOptions(for: "repl")
            if let extra = arguments.remaining.first {
                throw UsageError(Messages.text(.unexpectedArgument, extra))
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
            console.wrapped(Messages.text(.banner, Version.text))
            if let libraryProblem { console.warning(libraryProblem) }
            if let problem = context.language.problem { console.warning(problem) }
        }
        let completerBox = CompleterBox()
        let reader: LineReader
        let history = interactive ? SessionHistory(file: LearnerState.standard()?.history) : nil
        if let history,
            let editor = TerminalLineEditor(
                programName: "workbook", history: history.lines, completer: { completerBox.complete($0) })
        {
            if let problem = history.problem { console.warning(problem) }
            editor.onRemember = { history.save($0) { console.warning($0) } }
            reader = editor
        } else {
            if history != nil, !TerminalLineEditor.isAvailable { console.warning(Messages.text(.lineEditorMissing)) }
            reader = PlainLineReader()
        }
        let progressStore = ProgressFile.store()
        if progressStore == nil { console.warning(Messages.text(.progressNotSaved)) }
        let repl = ReplSession(
            console: console, reader: reader, interactive: interactive, library: library,
            libraryProblem: libraryProblem, progressStore: progressStore, language: context.language)
        completerBox.completer = ReplCompleter(library: library, session: repl.session, checker: { repl.gate.checker })
        let typedAtQuestion = repl.lessons.offerResume()
        repl.loop(startingWith: typedAtQuestion)
        return .success
    }

    /// Lets the editor be created before the session its completer reads from.
    final class CompleterBox {
        var completer: ReplCompleter?
        func complete(_ text: String) -> Completion { completer?.complete(text) ?? .none }
    }
}
