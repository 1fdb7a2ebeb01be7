import ChildProcess
import Digest
import Foundation
import LearnerState

/// Compiles a `workbook run` file into a binary with swiftc: one compile is both the check
/// (its diagnostics, verbatim, on the learner's path) and the program. On the built-in
/// runtime (`CompiledRuntime`) or, for `--compare`, on the toolchain's own `Observation`.
///
/// Binaries are kept by content: the same source, file name, language mode and runtime give
/// the same key, and a rerun of an unchanged file starts the kept binary at once (its
/// warnings, kept beside it, shown again). The newest `keep` binaries stay; older ones go.
public struct ProgramBuild: Sendable {
    public enum Runtime: Sendable {
        /// The built-in runtime through the `Observation` facade; `import SwiftUI` is ViewRuntime.
        case builtIn(CompiledRuntime)
        /// The toolchain's `Observation` (the oracle); views from the package's own build.
        case toolchain(ViewModules?)
    }

    public let toolchain: Toolchain
    public let runtime: Runtime
    /// Where binaries are kept: one folder per key.
    public let cacheFolder: String
    public let keep: Int
    private let process = ChildRun()

    public init(toolchain: Toolchain, runtime: Runtime, cacheFolder: String, keep: Int = 64) {
        self.toolchain = toolchain
        self.runtime = runtime
        self.cacheFolder = cacheFolder
        self.keep = keep
    }

    public struct Outcome: Sendable {
        /// swiftc's diagnostics, verbatim, naming the learner's path (empty: nothing to say).
        public var diagnostics: String
        /// The program, when swiftc accepted the file.
        public var binary: String?
        /// The file swiftc compiled (a crash's backtrace names it): the learner's, or a copy.
        public var compiledPath: String
        /// True when the binary was kept from an earlier run of the same source.
        public var wasCached: Bool
        public var wasCancelled: Bool
        /// Why swiftc gave no verdict (killed, out of time, failed without an error): nothing
        /// was found wrong in the file, so the caller says this and runs it another way.
        public var noAnswer: CompilerNoAnswer? = nil
        /// Holds a binary that could not be kept in the cache (a read-only build folder): the
        /// private folder it runs from, removed when this outcome goes.
        public var scratch: ScratchFolder? = nil
    }

    /// Language mode, module name (`print` shows `main.Point`) and the file's text.
    public func build(path: String, source: String, moduleName: String, swiftVersion: Int) -> Outcome {
        let usesViews = ViewModules.isUsed(by: source)
        let key = cacheKey(path: path, source: source, moduleName: moduleName, swiftVersion: swiftVersion)
        let folder = "\(cacheFolder)/\(key)"
        let binary = "\(folder)/program"
        // A copy when swiftc cannot read the learner's path as it is (not `.swift`, or a
        // view program on the toolchain's runtime, which imports ViewRuntime by its name).
        var copyName = URL(fileURLWithPath: path).lastPathComponent
        let needsCopy: Bool
        switch runtime {
        case .builtIn: needsCopy = !path.hasSuffix(".swift")
        case .toolchain: needsCopy = !path.hasSuffix(".swift") || usesViews
        }
        if !copyName.hasSuffix(".swift") { copyName = "main.swift" }
        let compiledPath = needsCopy ? "\(folder)/\(copyName)" : path
        if FileManager.default.isExecutableFile(atPath: binary) {
            // Touched, so pruning keeps what is in use.
            utimes(folder, nil)
            let kept = (try? String(contentsOfFile: "\(folder)/diagnostics", encoding: .utf8)) ?? ""
            return Outcome(
                diagnostics: kept, binary: binary, compiledPath: compiledPath, wasCached: true, wasCancelled: false)
        }
        let staging = "\(folder).building-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let files = FileManager.default
        CompiledRuntime.removeAbandonedBuilds(in: cacheFolder)
        try? files.createDirectory(atPath: staging, withIntermediateDirectories: true)
        defer { try? files.removeItem(atPath: staging) }
        var input = path
        var stagedCopy = ""
        if needsCopy {
            stagedCopy = "\(staging)/\(copyName)"
            input = stagedCopy
            let text: String
            if case .toolchain = runtime { text = ViewModules.compilerSource(source) } else { text = source }
            try? text.write(toFile: stagedCopy, atomically: false, encoding: .utf8)
        }
        let arguments =
            ["-swift-version", String(swiftVersion), "-module-name", moduleName, "-Onone", "-g", input]
            // With -g the driver emits the module in a job of its own, which type-checks the file
            // again and prints every warning twice; one job says each once (and is one process less).
            + ["-no-emit-module-separately"]
            + runtimeFlags(source: source, usesViews: usesViews)
            // The check's budget: a pathological expression gets swiftc's own "reasonable time"
            // error in seconds, whether the file is checked or compiled (`CheckBudget`).
            + CheckBudget.driverFlags
            // -lm: on Linux, `x.rounded()` in a program that imports no Foundation calls libm,
            // which swiftc 6.3 does not link ("undefined reference to 'rint'").
            + ["-lm", "-o", "\(staging)/program", "-diagnostic-style", "llvm"]
        let outcome: ChildOutcome
        do {
            outcome = try process.run(
                ChildCommand(
                    toolchain.swiftc, arguments, limits: ChildLimits(time: CheckBudget.compileSeconds)))
        } catch {
            return Outcome(
                diagnostics: "", binary: nil, compiledPath: compiledPath, wasCached: false,
                wasCancelled: false, noAnswer: .failed("\(error)"))
        }
        var diagnostics = outcome.stderr
        if needsCopy { diagnostics = diagnostics.replacingOccurrences(of: stagedCopy, with: path) }
        guard outcome.succeeded else {
            // A compiler killed or stopped mid-way says nothing of the file: not a rejection.
            let noAnswer = CompilerNoAnswer.of(
                outcome, program: toolchain.swiftc, diagnostics: outcome.stderr,
                budget: CheckBudget.compileSeconds)
            return Outcome(
                diagnostics: noAnswer == nil ? diagnostics : "", binary: nil, compiledPath: compiledPath,
                wasCached: false, wasCancelled: outcome.ending == .cancelled, noAnswer: noAnswer)
        }
        try? diagnostics.write(toFile: "\(staging)/diagnostics", atomically: false, encoding: .utf8)
        if rename(staging, folder) != 0, !files.isExecutableFile(atPath: binary) {
            // Cannot keep it (a read-only build folder): run it from a private scratch folder.
            if let scratch = try? ScratchFolder(purpose: "run"),
                (try? files.moveItem(atPath: staging, toPath: "\(scratch.path)/build")) != nil
            {
                let fallback = "\(scratch.path)/build"
                return Outcome(
                    diagnostics: diagnostics, binary: "\(fallback)/program",
                    compiledPath: needsCopy ? "\(fallback)/\(copyName)" : path, wasCached: false, wasCancelled: false,
                    scratch: scratch)
            }
        }
        prune()
        return Outcome(
            diagnostics: diagnostics, binary: binary, compiledPath: compiledPath, wasCached: false, wasCancelled: false)
    }

    public func cancel() { process.cancel() }

    private func runtimeFlags(source: String, usesViews: Bool) -> [String] {
        switch runtime {
        case .builtIn(let compiled): return compiled.programFlags(for: source)
        case .toolchain(let views):
            guard usesViews, let views else { return [] }
            return views.compilerFlags + views.linkObjects
        }
    }

    /// Everything that changes the binary: the runtime, the compiler, the flags, the text.
    private func cacheKey(path: String, source: String, moduleName: String, swiftVersion: Int) -> String {
        let runtimeName: String
        switch runtime {
        case .builtIn(let compiled): runtimeName = compiled.folder
        case .toolchain(let views): runtimeName = "toolchain \(views?.buildDirectory ?? "")"
        }
        let header = [
            "program 3", toolchain.swiftc, runtimeName, moduleName, String(swiftVersion),
            URL(fileURLWithPath: path).lastPathComponent, path.hasSuffix(".swift") ? path : "",
        ].joined(separator: "\n")
        return String(SHA256.hexDigest(of: Array((header + "\n\0" + source).utf8)).prefix(32))
    }

    /// Keeps the `keep` most recently used binaries.
    private func prune() {
        let files = FileManager.default
        guard let names = try? files.contentsOfDirectory(atPath: cacheFolder), names.count > keep else { return }
        let dated = names.filter { !$0.contains(".building-") }.map { name -> (String, Int) in
            var info = stat()
            _ = stat("\(cacheFolder)/\(name)", &info)
            return (name, info.st_mtim.tv_sec)
        }.sorted { $0.1 > $1.1 }
        for (name, _) in dated.dropFirst(keep) { try? files.removeItem(atPath: "\(cacheFolder)/\(name)") }
    }
}
