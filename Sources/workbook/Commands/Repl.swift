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
    static let summary = Message.verbRepl
    static let usageName = "[repl]"
    static let operands = ""
    static var options: [VerbOption] {
        [.lessons, VerbOption("--lang", value: "LANG", example: "fr", help: .languageOptionHelp)]
    }
    static var about: String {
        ProseWrapper.paragraphs(Messages.text(.replHelp), width: VerbHelp.width) + "\n\n"
            + ProseWrapper.paragraphs(Messages.text(.replFiles), width: VerbHelp.width)
    }
    static var exitStatus: String { Messages.text(.replExitStatus) }

    static func run(_ arguments: VerbArguments, context: VerbContext) -> ExitCode {
        let console = context.console
        do {
            // `workbook repl --lang fr`: after the verb, --lang is the REPL's own option.
            if let option = arguments.value("--lang") {
                context.language.override(with: try LanguageSetting.parseOption(option))
            }
            if let extra = arguments.operands.first {
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
        // A `:quit` inside a paste: the lines read up to it are kept in the history too.
        (reader as? TerminalLineEditor)?.tellRemembered()
        return .success
    }

    /// Lets the editor be created before the session its completer reads from.
    final class CompleterBox {
        var completer: ReplCompleter?
        func complete(_ text: String) -> Completion { completer?.complete(text) ?? .none }
    }
}
