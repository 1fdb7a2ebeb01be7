import Foundation
import Synchronization

/// One child process (the compiler, or a program it built): its output and exit status.
/// `cancel()` from another thread ends it (Ctrl-C abandons a slow check).
public final class ProcessRun: Sendable {
    public struct Outcome: Sendable {
        public var status: Int32
        public var stdout: String
        public var stderr: String
        public var wasCancelled: Bool
    }

    public init() {}

    private let process = Mutex<Process?>(nil)
    private let cancelled = Atomic<Bool>(false)

    public static func run(_ path: String, _ arguments: [String]) -> Outcome {
        ProcessRun().run(path, arguments)
    }

    public func run(_ path: String, _ arguments: [String]) -> Outcome {
        let child = Process()
        child.executableURL = URL(fileURLWithPath: path)
        child.arguments = arguments
        let out = Pipe()
        let err = Pipe()
        child.standardOutput = out
        child.standardError = err
        child.standardInput = FileHandle.nullDevice
        do { try child.run() } catch {
            return Outcome(status: 127, stdout: "", stderr: "\(error)", wasCancelled: false)
        }
        process.withLock { $0 = child }
        if cancelled.load(ordering: .relaxed) { child.terminate() }
        // Read both pipes at once: a compiler that fills one while we wait on the other would stall.
        let errorData = Mutex(Data())
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) {
            let data = err.fileHandleForReading.readDataToEndOfFile()
            errorData.withLock { $0 = data }
        }
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        child.waitUntilExit()
        process.withLock { $0 = nil }
        return Outcome(
            status: child.terminationStatus,
            stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errorData.withLock { $0 }, as: UTF8.self),
            wasCancelled: cancelled.load(ordering: .relaxed))
    }

    public func cancel() {
        cancelled.store(true, ordering: .relaxed)
        process.withLock { $0?.terminate() }
    }
}
