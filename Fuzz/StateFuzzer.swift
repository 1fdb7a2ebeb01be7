// libFuzzer entry point for the state-file loaders: the input is written as each file of
// the learner's state (progress.json, history, hints.json, grades.json, language), and
// each is loaded and then updated the way a session does (merge a change, save atomically).
import Foundation
import LearnerState

private let state: LearnerState = {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("workbook-state-fuzz-\(getpid())")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return LearnerState(directory: url)
}()

private func exercise<Document: StateDocument>(_ file: StateFile<Document>, _ bytes: Data, _ change: (inout Document) -> Void) {
    for name in [file.url.path + ".unreadable", file.url.path] { unlink(name) }
    _ = FileManager.default.createFile(atPath: file.url.path, contents: bytes)
    _ = file.load()
    _ = FileManager.default.createFile(atPath: file.url.path, contents: bytes)
    _ = try? file.update(change)
}

@_cdecl("LLVMFuzzerTestOneInput")
public func stateFuzzerTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Data(UnsafeBufferPointer(start: data, count: size))
    exercise(state.progress, bytes) { $0.current = .init(lesson: "01-fuzz", step: 1) }
    exercise(state.history, bytes) { $0.append("print(1)") }
    exercise(state.hints, bytes) { $0.entries["01-fuzz", default: 0] += 1 }
    exercise(state.grades, bytes) { $0.entries["01-fuzz"] = "passed" }
    exercise(state.language, bytes) { $0.language = .french }
    return 0
}
