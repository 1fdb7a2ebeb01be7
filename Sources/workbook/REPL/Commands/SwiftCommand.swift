import Localization

/// `:swift 5|6` — the language mode the compiler checks typed lines in.
enum SwiftCommand: ReplCommand {
    static let name = "swift"
    static let argumentHint = "5|6"
    static var summary: String { Messages.text(.swiftSummary) }
    static var details: String { Messages.text(.swiftDetails) }

    static func run(_ argument: String, in repl: ReplSession) {
        guard let checker = repl.gate.checker else {
            let reason = repl.gate.missingCompiler ?? ""
            repl.console.error(Messages.text(.noCompiler, reason))
            return
        }
        switch argument {
        case "":
            break
        case "5", "6":
            checker.swiftVersion = Int(argument) ?? 5
        default:
            repl.console.error(Messages.text(.swiftUsage, argument))
            return
        }
        repl.console.line(Messages.text(.swiftModeIs, "\(checker.swiftVersion)"))
    }
}
