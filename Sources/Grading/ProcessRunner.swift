import Foundation

/// What a finished child process left behind.
public struct ProcessResult: Sendable {
    public var exitCode: Int32
    public var output: String
}

/// Runs tools (`swift`, `git`) as child processes. Output is captured (stdout and stderr
/// together, in order) and optionally echoed line by line as it arrives.
public enum ProcessRunner {
    public static func run(
        _ arguments: [String],
        in directory: URL,
        environment: [String: String]? = nil,
        echo: ((String) -> Void)? = nil
    ) throws -> ProcessResult {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.currentDirectoryURL = directory
        if let environment { process.environment = environment }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        try process.run()
        var collected = Data()
        var pending = Data()
        let handle = pipe.fileHandleForReading
        while true {
            let chunk = handle.availableData
            if chunk.isEmpty { break }
            collected.append(chunk)
            guard let echo else { continue }
            pending.append(chunk)
            while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                echo(String(decoding: pending[pending.startIndex..<newline], as: UTF8.self))
                pending.removeSubrange(pending.startIndex...newline)
            }
        }
        if let echo, !pending.isEmpty { echo(String(decoding: pending, as: UTF8.self)) }
        process.waitUntilExit()
        return ProcessResult(exitCode: process.terminationStatus, output: String(decoding: collected, as: UTF8.self))
    }
}
