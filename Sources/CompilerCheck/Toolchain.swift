import ChildProcess
import Foundation
import Localization

/// The Swift compiler the workbook checks code with: `SWIFTC` when set (only that one, so a
/// wrong value is reported rather than silently replaced), else the `swiftc` beside the Swift
/// runtime this process runs on, else the first `swiftc` on `PATH`.
public struct Toolchain: Sendable, Hashable {
    /// The compiler driver (`swiftc`).
    public let swiftc: String
    /// Where it was found, for `workbook --version` and messages.
    public let origin: String

    public init(swiftc: String, origin: String) {
        self.swiftc = swiftc
        self.origin = origin
    }

    /// Why no compiler was found: said once, then the interpreter's own checks are used.
    public struct NotFound: Error, Sendable, CustomStringConvertible {
        public let description: String
    }

    public static func locate(
        environment: [String: String] = ProcessInfo.processInfo.environment
    )
        -> Result<Toolchain, NotFound>
    {
        let files = FileManager.default
        if let explicit = environment["SWIFTC"], !explicit.isEmpty {
            if let path = executable(named: explicit, searchPath: environment["PATH"]) {
                return .success(Toolchain(swiftc: path, origin: "SWIFTC"))
            }
            return .failure(NotFound(description: "SWIFTC names '\(explicit)', which is not an executable compiler"))
        }
        if let runtimeDirectory = swiftRuntimeDirectory() {
            // <toolchain>/usr/lib/swift/linux/libswiftCore.so → <toolchain>/usr/bin/swiftc
            let bin = URL(fileURLWithPath: runtimeDirectory).deletingLastPathComponent()
                .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("bin/swiftc").path
            if files.isExecutableFile(atPath: bin) {
                return .success(Toolchain(swiftc: bin, origin: "the toolchain this workbook runs on"))
            }
        }
        if let path = executable(named: "swiftc", searchPath: environment["PATH"]) {
            return .success(Toolchain(swiftc: path, origin: "PATH"))
        }
        return .failure(
            NotFound(description: "no Swift compiler found (not beside the Swift runtime, not on PATH, no SWIFTC)"))
    }

    /// `swiftc --version`'s first line, e.g. `Swift version 6.3.1 (swift-6.3.1-RELEASE)`.
    public func versionLine() -> String {
        guard case .answered(let line) = askVersion() else { return "unknown version" }
        return line
    }

    /// What asking a compiler for its version gave.
    public enum VersionAnswer: Sendable, Equatable {
        case answered(String)
        /// It hangs, was killed or fails without a word: nothing else will work either.
        case noAnswer(CompilerNoAnswer)
        /// `run` was cancelled (Ctrl-C) before it answered.
        case cancelled
    }

    /// Seconds `swiftc --version` may take (it answers at once; one that does not is broken).
    public static let versionSeconds = 10.0

    /// `swiftc --version`'s first line, asked through `run` (so Ctrl-C can cancel the question).
    public func askVersion(run: ChildRun = ChildRun()) -> VersionAnswer {
        let outcome: ChildOutcome
        do {
            let limits = ChildLimits(time: Self.versionSeconds)
            outcome = try run.run(ChildCommand(swiftc, ["--version"], limits: limits))
        } catch {
            return .noAnswer(.failed("\(error)"))
        }
        if outcome.ending == .cancelled { return .cancelled }
        let text = outcome.stdout.isEmpty ? outcome.stderr : outcome.stdout
        let budget = Self.versionSeconds
        if let noAnswer = CompilerNoAnswer.of(outcome, program: swiftc, diagnostics: text, budget: budget) {
            return .noAnswer(noAnswer)
        }
        guard outcome.succeeded, let line = text.split(separator: "\n").first else {
            return .noAnswer(.failed(Messages.text(.compilerNoCommandLine, swiftc)))
        }
        return .answered(String(line))
    }

    static func executable(named name: String, searchPath: String?) -> String? {
        let files = FileManager.default
        if name.contains("/") { return files.isExecutableFile(atPath: name) ? name : nil }
        for directory in (searchPath ?? "").split(separator: ":") where !directory.isEmpty {
            let candidate = "\(directory)/\(name)"
            if files.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// The folder of the loaded Swift runtime library, when it is a shared library (read from
    /// the process's memory map: glibc's `dladdr` is not visible to Swift).
    static func swiftRuntimeDirectory() -> String? {
        // procfs files report size 0: read to the end rather than by size.
        guard let handle = FileHandle(forReadingAtPath: "/proc/self/maps") else { return nil }
        defer { try? handle.close() }
        let maps = String(decoding: handle.readDataToEndOfFile(), as: UTF8.self)
        for line in maps.split(separator: "\n") {
            guard let slash = line.firstIndex(of: "/"), line.hasSuffix("libswiftCore.so") else { continue }
            return URL(fileURLWithPath: String(line[slash...])).resolvingSymlinksInPath().deletingLastPathComponent()
                .path
        }
        return nil
    }
}
