import Foundation
import LineEditing
import Localization
import SwiftLexer

/// One thing the user entered at the prompt.
enum Entry: Equatable {
    /// `:name argument`
    case command(name: String, argument: String)
    /// Swift source, possibly several lines.
    case code(String)
    /// Ctrl-C abandoned what was being typed.
    case abandoned
    /// Ctrl-D or end of input.
    case end
}

/// Reads entries: a `:command` line, or Swift lines up to the point where the entry is
/// complete as the Swift REPL decides it (`EntryCompleteness`: brackets, strings and
/// comments closed, no attribute or declaration header waiting for its declaration or
/// body, no trailing operator), with continuation prompts in between.
struct EntryReader {
    static let prompt = "swift> "
    static let continuationPrompt = "  ...> "
    /// An entry longer than this is read to its end but not run: cutting it short would
    /// run the rest of a function body as top-level code.
    static let maximumLines = 2_000

    let reader: LineReader
    let console: Console
    /// The prompt for an entry's first line (it shows a non-default language mode).
    var prompt: () -> String = { Self.prompt }

    func next() -> Entry {
        switch reader.readLine(prompt: prompt()) {
        case .endOfInput: return .end
        case .interrupted: return .abandoned
        case .line(let line): return entry(startingWith: line)
        }
    }

    /// The entry `line` begins: a command, or Swift read on to where it is complete.
    func entry(startingWith line: String) -> Entry {
        reader.remember(line)
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        if trimmed.hasPrefix(":") { return Self.command(String(trimmed)) }
        return collect(startingWith: line)
    }

    static func command(_ text: String) -> Entry {
        let body = text.dropFirst()
        let name = body.prefix { !$0.isWhitespace }
        let argument = withoutTrailingComment(String(body.dropFirst(name.count)))
            .trimmingCharacters(in: .whitespaces)
        return .command(name: String(name), argument: argument)
    }

    /// `argument` without a `// comment` that ends it after whitespace, so a line copied from
    /// an annotated transcript (`:trace on   // show every event`) runs as it reads. The lexer
    /// finds the comment, so `//` inside a string literal argument stays.
    static func withoutTrailingComment(_ argument: String) -> String {
        let lexer = Lexer.lexed(argument)
        guard let comment = lexer.tokens.last, comment.kind == .lineComment, comment.spaceBefore else {
            return argument
        }
        return lexer.text(0..<comment.start)
    }

    private func collect(startingWith first: String) -> Entry {
        var source = first
        var lines = 1
        var scanner = EntryCompleteness()
        var unfinished = scanner.add(first)
        while unfinished {
            switch reader.readLine(prompt: Self.continuationPrompt) {
            case .line(let line):
                reader.remember(line)
                source += "\n" + line
                lines += 1
                unfinished = scanner.add(line)
            case .interrupted:
                return .abandoned
            case .endOfInput:
                // Run what there is: the interpreter says precisely what is unfinished.
                return lines > Self.maximumLines ? tooLong() : .code(source)
            }
        }
        return lines > Self.maximumLines ? tooLong() : .code(source)
    }

    private func tooLong() -> Entry {
        console.error(
            Messages.text(.entryTooLong, "\(Self.maximumLines)"))
        return .abandoned
    }
}
