import Foundation
import Grading

/// What every verb needs: where the workbook checkout is, how to talk to the terminal.
struct CommandContext {
    let catalog: ExerciseCatalog

    /// Finds the checkout from the current directory upwards; nil after telling the user.
    static func locate() -> CommandContext? {
        let here = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
        guard let root = ExerciseCatalog.findRoot(from: here) else {
            Terminal.error("no workbook checkout here: run this inside the Observation Workbook folder (the one with Package.swift and Exercises/)")
            return nil
        }
        return CommandContext(catalog: ExerciseCatalog(root: root))
    }

    /// The exercise a user named, or nil after saying which names exist.
    func exercise(named name: String) -> Exercise? {
        if let exercise = catalog.exercise(named: name) { return exercise }
        let known = catalog.exercises.map(\.number).joined(separator: ", ")
        Terminal.error("no exercise '\(name)'; the exercises are \(known) (see Exercises/)")
        return nil
    }
}

/// Output conventions: errors on stderr; colour only on a terminal and never with NO_COLOR.
enum Terminal {
    static func error(_ message: String) {
        FileHandle.standardError.write(Data("workbook: error: \(message)\n".utf8))
    }

    static func note(_ message: String) {
        FileHandle.standardError.write(Data("\(message)\n".utf8))
    }

    static var useColor: Bool {
        isatty(STDOUT_FILENO) == 1 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
    }

    static var inputIsTerminal: Bool { isatty(STDIN_FILENO) == 1 }
}

/// Splits `--flag` options from positional words, rejecting flags a verb does not know.
struct ParsedArguments {
    var flags: Set<String> = []
    var values: [String: String] = [:]
    var positionals: [String] = []

    /// `valued` flags take the next word (`--from REF`).
    init?(_ arguments: [String], flags known: Set<String>, valued: Set<String> = [], verb: String) {
        var index = 0
        while index < arguments.count {
            let word = arguments[index]
            if valued.contains(word) {
                guard index + 1 < arguments.count else {
                    Terminal.error("\(word) needs a value; see `workbook \(verb) --help`")
                    return nil
                }
                values[word] = arguments[index + 1]
                index += 2
                continue
            }
            if word.hasPrefix("-") {
                guard known.contains(word) else {
                    Terminal.error("unknown option '\(word)' for `workbook \(verb)`; see `workbook \(verb) --help`")
                    return nil
                }
                flags.insert(word)
            } else {
                positionals.append(word)
            }
            index += 1
        }
    }
}
