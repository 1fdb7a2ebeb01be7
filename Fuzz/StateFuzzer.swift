// libFuzzer entry point for the state-file loaders: the input is written as
// progress.json, as the history file and as the hints file, and each is loaded and then
// updated the way a session does (merge a change, save atomically).
import Foundation
import Grading
import LessonEngine
import LineEditing
import CLineEditing

private let folder: URL = {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("workbook-state-fuzz-\(getpid())")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func stateFuzzerTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Data(UnsafeBufferPointer(start: data, count: size))
    // Progress: load, then merge a change into whatever is on disk.
    let progress = folder.appendingPathComponent("progress.json")
    try? FileManager.default.removeItem(at: URL(fileURLWithPath: progress.path + ".unreadable"))
    _ = FileManager.default.createFile(atPath: progress.path, contents: bytes)
    let store = ProgressStore(url: progress)
    _ = store.load()
    _ = try? store.update { $0.current = .init(lesson: "01-fuzz", step: 1) }
    // History: libedit reads the file, adds a line, writes the merged file.
    let history = folder.appendingPathComponent("history")
    _ = FileManager.default.createFile(atPath: history.path, contents: bytes)
    _ = wb_history_merge_save(history.path, "print(1)", folder.appendingPathComponent("history.out").path)
    // Hints: the revealed-hints counters.
    _ = FileManager.default.createFile(atPath: folder.appendingPathComponent("hints.json").path, contents: bytes)
    _ = try? HintProgress(directory: folder)
    return 0
}
