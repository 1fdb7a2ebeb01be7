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
    _ = session.run(source, file: "fuzz.swift")
    // A second run in the same session exercises the persistent-session path the REPL uses.
    _ = session.run("print(1)", file: "fuzz-2.swift")
    return 0
}
