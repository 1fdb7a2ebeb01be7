// libFuzzer entry point for the REPL's entry path: the input is what a learner types,
// line by line. Lines are grouped into entries the way the REPL does it (a `:command`
// line, or Swift lines until ContinuationScanner says brackets, strings and comments are
// closed), and every entry runs in ONE session, with the session queries the REPL's
// commands make in between (:vars, :expand, :reset, Tab completion).
import LineEditing
import Script

private let fuzzOptions = ScriptOptions(output: { _ in }, stepBudget: 100_000, recursionLimit: 200, outputLimit: 64_000)

@_cdecl("LLVMFuzzerTestOneInput")
public func replEntryFuzzerTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)[...]
    let session = ScriptSession(options: fuzzOptions)
    var entries = 0
    while let first = lines.popFirst(), entries < 16 {
        entries += 1
        let trimmed = first.drop { $0 == " " || $0 == "\t" }
        if trimmed.hasPrefix(":") {
            let word = trimmed.dropFirst().prefix { !$0.isWhitespace }
            let argument = String(trimmed.dropFirst(word.count + 1)).trimmingCharacters(in: .whitespaces)
            switch word {
            case "vars": _ = session.variables()
            case "expand": _ = session.expansion(ofType: argument)
            case "reset": session.reset()
            default: _ = session.completions(prefix: argument, receiver: argument.isEmpty ? nil : String(word))
            }
            continue
        }
        var source = first
        while ContinuationScanner.needsMoreInput(source), let next = lines.popFirst() { source += "\n" + next }
        _ = session.run(source, file: "<repl>")
    }
    return 0
}
