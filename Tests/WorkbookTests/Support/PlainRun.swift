import Foundation

/// Runs `workbook` with stdin from a string (not a terminal) and collects what it did.
struct PlainRun {
    let stdout: String
    let stderr: String
    let status: Int32

    /// The environment every test child gets: its own state home, no colour decision
    /// from the caller's terminal, CI on.
    static func environment(stateHome: String, extra: [String: String] = [:]) -> [String: String] {
        var environment: [String: String] = [
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
            "HOME": stateHome,
            "XDG_STATE_HOME": stateHome + "/state",
            "CI": "true",
            "LANG": "C.UTF-8",
        ]
        environment.merge(extra) { $1 }
        return environment
    }

    static func run(
        _ arguments: [String], stdin: String = "", stateHome: String,
        currentDirectory: String? = nil, environment extra: [String: String] = [:]
    ) throws -> PlainRun {
        let process = Process()
        process.executableURL = WorkbookBinary.url
        process.arguments = arguments
        process.environment = environment(stateHome: stateHome, extra: extra)
        if let currentDirectory { process.currentDirectoryURL = URL(fileURLWithPath: currentDirectory) }
        let input = Pipe(), output = Pipe(), error = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = error
        try process.run()
        // Read both pipes while the child runs so neither can fill up and block it.
        let collected = Collected()
        let group = DispatchGroup()
        for (pipe, keyPath) in [(output, \Collected.out), (error, \Collected.err)] {
            group.enter()
            DispatchQueue.global().async {
                let data = pipe.fileHandleForReading.readDataToEndOfFile()
                collected.set(keyPath, data)
                group.leave()
            }
        }
        input.fileHandleForWriting.write(Data(stdin.utf8))
        try? input.fileHandleForWriting.close()
        // A hung child is killed rather than hanging the suite.
        if group.wait(timeout: .now() + 60) == .timedOut { process.terminate() }
        process.waitUntilExit()
        group.wait()
        return PlainRun(stdout: collected.text(\.out), stderr: collected.text(\.err), status: process.terminationStatus)
    }

    private final class Collected: @unchecked Sendable {
        var out = Data()
        var err = Data()
        let lock = NSLock()
        func set(_ keyPath: ReferenceWritableKeyPath<Collected, Data>, _ data: Data) {
            lock.withLock { self[keyPath: keyPath] = data }
        }
        func text(_ keyPath: KeyPath<Collected, Data>) -> String {
            lock.withLock { String(decoding: self[keyPath: keyPath], as: UTF8.self) }
        }
    }
}
