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
        currentDirectory: String? = nil, environment extra: [String: String] = [:],
        executable: URL = WorkbookBinary.url
    ) throws -> PlainRun {
        // A just-copied executable can be briefly "busy" (ETXTBSY) while a process forked
        // elsewhere in the test run still holds the copy's write handle: try again, bounded.
        var attempt = 0
        var launched: (Process, Pipe, Pipe, Pipe)?
        while launched == nil {
            let process = Process()
            process.executableURL = executable
            process.arguments = arguments
            process.environment = environment(stateHome: stateHome, extra: extra)
            if let currentDirectory { process.currentDirectoryURL = URL(fileURLWithPath: currentDirectory) }
            let input = Pipe()
            let output = Pipe()
            let error = Pipe()
            process.standardInput = input
            process.standardOutput = output
            process.standardError = error
            do {
                try process.run()
                launched = (process, input, output, error)
            } catch let failure as NSError
                where attempt < 40 && (failure.userInfo[NSUnderlyingErrorKey] as? NSError)?.code == Int(ETXTBSY)
            {
                attempt += 1
                Thread.sleep(forTimeInterval: 0.05)
            }
        }
        guard let (process, input, output, error) = launched else { throw CocoaError(.executableLoad) }
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
        // A hung child is killed rather than hanging the suite. Generous: some children build
        // (grading builds a package, compiled entries build the runtime once), and CI's two
        // cores may be shared; 60 s killed healthy builds under load.
        if group.wait(timeout: .now() + 600) == .timedOut { process.terminate() }
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
