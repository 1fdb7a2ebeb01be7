/// `:swift 5|6` — the language mode the compiler checks typed lines in.
enum SwiftCommand: ReplCommand {
    static let name = "swift"
    static let argumentHint = "5|6"
    static let summary = "check your lines in Swift 5 or Swift 6 language mode"
    static let details = """
        Every line you type is type-checked by the toolchain's swiftc before it runs. :swift 6
        checks in Swift 6 mode, with its strict-concurrency errors (e.g. mutating a global
        from an onChange closure); :swift 5 goes back to the default; :swift alone says which.
        """

    static func run(_ argument: String, in repl: ReplSession) {
        guard let checker = repl.gate.checker else {
            let reason = repl.gate.missingCompiler ?? ""
            repl.console.error("no Swift compiler was found, so there is no language mode to choose: \(reason)")
            return
        }
        switch argument {
        case "":
            break
        case "5", "6":
            checker.swiftVersion = Int(argument) ?? 5
        default:
            repl.console.error("usage: :swift 5|6 (got '\(argument)')")
            return
        }
        repl.console.line("typed lines are checked in Swift \(checker.swiftVersion) mode")
    }
}
