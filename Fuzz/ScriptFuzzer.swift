// libFuzzer entry point: every input is a script run in a fresh session with small
// bounds. A crash, a sanitizer report or a run over the time limit is a finding; a
// diagnostic or a stopped run is the interpreter doing its job.
import Script

/// Small bounds so that runaway inputs end quickly instead of reading as hangs.
private let fuzzOptions = ScriptOptions(
    output: { _ in },
    stepBudget: 200_000,
    recursionLimit: 200,
    outputLimit: 64_000
)

@_cdecl("LLVMFuzzerTestOneInput")
public func scriptFuzzerTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let source = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let session = ScriptSession(options: fuzzOptions)
    let first = session.run(source, file: "fuzz.swift")
    // A second run in the same session exercises the persistent-session path the REPL uses.
    let second = session.run("print(1)", file: "fuzz-2.swift")
    // With WORKBOOK_VERIFY_SLOTS (run.sh sets it) a name placed before the run that is not the
    // variable the scopes hold is reported as an internal error: a finding, not a diagnostic.
    for diagnostic in first.diagnostics + second.diagnostics where diagnostic.message.hasPrefix("internal error:") {
        fatalError("\(diagnostic.message) at line \(diagnostic.location.line)")
    }
    return 0
}
