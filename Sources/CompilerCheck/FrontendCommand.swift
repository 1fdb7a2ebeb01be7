import ChildProcess
import Foundation
import Localization

/// What the compiler is asked to do with a file. `-typecheck` stops after type checking; the
/// mandatory SIL passes (a missing `return`, a `let` read before it is set, `self` used before
/// every stored property is) run only when SIL is made, so `.mandatoryPasses` makes it and
/// throws it away. `-module-name main` either way: `-o /dev/null` alone would name the module
/// `null`, which changes the paths of macro expansions in diagnostics.
enum CompilerAction: Sendable {
    case typecheck, mandatoryPasses

    var flags: [String] {
        switch self {
        case .typecheck: ["-typecheck", "-module-name", "main"]
        case .mandatoryPasses: ["-emit-sil", "-module-name", "main", "-o", "/dev/null"]
        }
    }
}

/// The compiler front end's own command line, as the driver would start it for
/// `swiftc -typecheck` or `-emit-sil` (asked once with `-###`), so a check sees exactly
/// swiftc's flags.
/// Calling the front end directly lets earlier entries be a secondary file: only the new
/// entry's bodies are type-checked, and nothing in the context is diagnosed.
struct FrontendCommand: Sendable {
    var executable: String
    /// Arguments with `{MAIN}` where the primary file goes.
    var arguments: [String]

    static let mainPlaceholder = "WORKBOOK_PRIMARY_FILE"

    /// Seconds `swiftc -###` may take to print a command line (it only prints one).
    static let askSeconds = 20.0

    static func ask(
        _ toolchain: Toolchain, action: CompilerAction = .typecheck, swiftVersion: Int, extraFlags: [String],
        run: ChildRun = ChildRun()
    ) -> Result<FrontendCommand, CheckFailure> {
        let arguments =
            ["-swift-version", String(swiftVersion), "-diagnostic-style", "llvm"] + action.flags + extraFlags
            + [mainPlaceholder + ".swift", "-###"]
        let outcome: ChildOutcome
        do {
            outcome = try run.run(ChildCommand(toolchain.swiftc, arguments, limits: ChildLimits(time: askSeconds)))
        } catch {
            return .failure(.noAnswer(.failed("\(error)")))
        }
        if outcome.ending == .cancelled { return .failure(.cancelled) }
        // A compiler that cannot even print its command line (hangs, is killed, fails) is broken,
        // not slow on this entry: `.failed`, so the REPL stops asking it.
        if let noAnswer = CompilerNoAnswer.of(
            outcome, program: toolchain.swiftc, diagnostics: outcome.stderr, budget: askSeconds)
        {
            if case .failed = noAnswer { return .failure(.noAnswer(noAnswer)) }
            return .failure(.noAnswer(.failed(noAnswer.message)))
        }
        guard let line = outcome.stdout.split(separator: "\n").first(where: { $0.contains(" -frontend ") }) else {
            return .failure(.noAnswer(.failed(Messages.text(.compilerNoCommandLine, toolchain.swiftc))))
        }
        var words = shellWords(String(line))
        guard !words.isEmpty else {
            return .failure(.noAnswer(.failed(Messages.text(.compilerNoCommandLine, toolchain.swiftc))))
        }
        let executable = words.removeFirst()
        words = words.map { $0 == mainPlaceholder + ".swift" ? mainPlaceholder : $0 }
        guard words.contains(mainPlaceholder) else {
            return .failure(.noAnswer(.failed(Messages.text(.compilerNoCommandLine, toolchain.swiftc))))
        }
        return .success(FrontendCommand(executable: executable, arguments: words))
    }

    func arguments(main: String, others: [String]) -> [String] {
        arguments.map { $0 == Self.mainPlaceholder ? main : $0 } + others
    }

    /// Splits a command line the way the driver prints it (quotes around words with spaces).
    static func shellWords(_ line: String) -> [String] {
        var words: [String] = []
        var current = ""
        var quote: Character? = nil
        var escaped = false
        for character in line {
            if escaped {
                current.append(character)
                escaped = false
                continue
            }
            switch character {
            case "\\" where quote != "'": escaped = true
            case "\"", "'":
                if quote == nil {
                    quote = character
                } else if quote == character {
                    quote = nil
                } else {
                    current.append(character)
                }
            case " " where quote == nil:
                if !current.isEmpty {
                    words.append(current)
                    current = ""
                }
            default: current.append(character)
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }
}
