import ChildProcess
import Digest
import Foundation
import LearnerState
import Synchronization

/// The built-in runtime as modules swiftc compiles a learner's program against: a module
/// named `Observation` (the facade over ObservationRuntime, `Sources/ObservationFacade`),
/// ObservationRuntime and its C support, LegacyObservation, ViewRuntime and a `SwiftUI` that
/// re-exports it. Built from the package's sources into a cache folder beside the package's
/// build (`.build/workbook-compiled/runtime-KEY`), never as SwiftPM targets: a target named
/// `Observation` would shadow the toolchain's module the conformance tests use as their oracle.
///
/// `KEY` hashes the sources' names, sizes and modification times, the compiler and the recipe
/// below, so an edited runtime or another toolchain gets a fresh build; the folder appears
/// whole (built aside, then renamed), so a build cut short is never used.
public struct CompiledRuntime: Sendable {
    public let toolchain: Toolchain
    /// The package checkout whose `Sources/` hold the runtime.
    public let packageRoot: String
    /// The folder the modules and objects are (or will be) in.
    public let folder: String

    /// Why compiled runs are not possible here (said once; the interpreter runs instead).
    public struct Unavailable: Error, Sendable, CustomStringConvertible {
        public let description: String
    }

    /// Changes whenever the way the folder is built changes, so old builds are not reused.
    static let recipeVersion = "1"

    typealias Module = (name: String, sources: String, flags: [String])

    /// The modules built from `Sources/` and the flags each needs, in stages: a stage's
    /// modules import only earlier stages', and are built at the same time. ObservationRuntime
    /// is optimized as in the package's debug build (every tracked read goes through it).
    static let stages: [[Module]] = [
        [("ObservationRuntime", "ObservationRuntime", ["-O"]), ("LegacyObservation", "LegacyObservation", ["-Onone"])],
        [("Observation", "ObservationFacade/Observation", ["-O"])],
        [("ViewRuntime", "ViewRuntime", ["-Onone", "-D", "OBSERVATION_IS_BUILTIN"])],
        [("SwiftUI", "ObservationFacade/SwiftUI", ["-Onone"])],
    ]

    /// The C files compiled into objects beside the modules.
    static let cSources = ["CObservationSupport/tracking_slot.c", "ObservationFacade/program_start.c"]

    /// Every source folder the build reads (what the key covers).
    static let sourceFolders = [
        "CObservationSupport", "ObservationRuntime", "LegacyObservation", "ViewRuntime",
        "ObservationFacade",
    ]

    /// Finds the package's sources from the running workbook (`ROOT/.build/…/workbook`) and
    /// names the cache folder for them and this compiler.
    public static func locate(
        toolchain: Toolchain, executable: String = CommandLine.arguments[0]
    ) -> Result<CompiledRuntime, Unavailable> {
        guard let root = packageRoot(above: executable) else {
            return .failure(
                Unavailable(
                    description: "the workbook's sources (Sources/ObservationFacade) are not above \(executable)"))
        }
        let key = cacheKey(root: root, toolchain: toolchain)
        let folder = "\(root)/.build/workbook-compiled/runtime-\(key)"
        return .success(CompiledRuntime(toolchain: toolchain, packageRoot: root, folder: folder))
    }

    /// True when the folder is complete (built earlier, by this workbook or another).
    public var isBuilt: Bool { FileManager.default.fileExists(atPath: "\(folder)/ready") }

    /// The cache of compiled programs for this runtime (see `ProgramBuild`).
    public var programsFolder: String {
        URL(fileURLWithPath: folder).deletingLastPathComponent().appendingPathComponent("programs").path
    }

    /// What swiftc needs to compile and link a program against these modules. Only a
    /// program that uses the view simulator links it (and the Foundation it loads).
    public func programFlags(for source: String) -> [String] {
        let core = ["ObservationRuntime", "Observation", "tracking_slot", "program_start"]
        let views = ["LegacyObservation", "ViewRuntime", "SwiftUI"]
        let usesViews = ViewModules.isUsed(by: source) || source.contains("import LegacyObservation")
        return ["-I", folder] + (core + (usesViews ? views : [])).map { "\(folder)/\($0).o" }
    }

    /// Why the compiler cannot build anything at all (it fails, hangs or is killed when merely
    /// asked for its command line; bounded), or nil when it answers. Asked before a first
    /// build, so a broken `SWIFTC` is one message rather than a failed build, then another.
    public func compilerProblem() -> CompilerNoAnswer? {
        let asked = FrontendCommand.ask(toolchain, swiftVersion: 6, extraFlags: [])
        guard case .failure(.noAnswer(let problem)) = asked else { return nil }
        return problem
    }

    public struct BuildFailure: Error, Sendable, CustomStringConvertible {
        public let description: String
    }

    /// Builds the folder if it is not there yet. One builder at a time: workbooks started
    /// together wait for one build (`runtime-KEY.lock`, released if its holder dies) instead
    /// of each building the same modules on the same cores (50 first runs at once stalled past
    /// 180 s in Tests/Stress/concurrent-runs). Each still builds aside and renames, so a
    /// killed builder leaves nothing half-made.
    public func buildIfNeeded() throws(BuildFailure) {
        try buildIfNeeded { () throws(BuildFailure) in try buildAside() }
    }

    /// `buildIfNeeded` with the build itself given (tests give one that counts its callers).
    func buildIfNeeded(by build: () throws(BuildFailure) -> Void) throws(BuildFailure) {
        if isBuilt { return }
        // The lock file goes beside the folder: on a fresh checkout `.build/workbook-compiled`
        // is not there yet, and a lock that cannot be opened locks nothing (StateLock goes on).
        let parent = URL(fileURLWithPath: folder).deletingLastPathComponent().path
        try? FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
        try StateLock.holding(URL(fileURLWithPath: folder)) { () throws(BuildFailure) in
            if isBuilt { return }
            try build()
        }
    }

    private func buildAside() throws(BuildFailure) {
        let files = FileManager.default
        let parent = URL(fileURLWithPath: folder).deletingLastPathComponent().path
        Self.removeAbandonedBuilds(in: parent)
        let staging = "\(folder).building-\(getpid())"
        try? files.removeItem(atPath: staging)
        do { try files.createDirectory(atPath: staging, withIntermediateDirectories: true) } catch {
            throw BuildFailure(description: "cannot create \(staging): \((error as NSError).localizedDescription)")
        }
        defer { try? files.removeItem(atPath: staging) }
        try build(into: staging)
        _ = FileManager.default.createFile(atPath: "\(staging)/ready", contents: Data())
        if rename(staging, folder) != 0, !isBuilt {
            throw BuildFailure(description: "cannot move the build into \(folder): \(String(cString: strerror(errno)))")
        }
        // Builds for older sources or another compiler are of no further use.
        for name in (try? files.contentsOfDirectory(atPath: parent)) ?? []
        where name.hasPrefix("runtime-") && !"\(parent)/\(name)".hasPrefix(folder) && !name.contains(".building-") {
            try? files.removeItem(atPath: "\(parent)/\(name)")
        }
    }

    /// Removes `NAME.building-PID…` folders whose builder is gone (a workbook killed or
    /// interrupted mid-build leaves one); a live builder's folder is left alone.
    public static func removeAbandonedBuilds(in folder: String) {
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] {
            guard let marker = name.range(of: ".building-") else { continue }
            let digits = name[marker.upperBound...].prefix { $0.isNumber }
            guard let pid = pid_t(digits), pid > 0, kill(pid, 0) != 0, errno == ESRCH else { continue }
            try? FileManager.default.removeItem(atPath: "\(folder)/\(name)")
        }
    }

    private func build(into staging: String) throws(BuildFailure) {
        let sources = "\(packageRoot)/Sources"
        let clang = URL(fileURLWithPath: toolchain.swiftc).deletingLastPathComponent().appendingPathComponent("clang")
            .path
        // C support: its header beside a module map, so `-I folder` finds the module.
        let header = "\(sources)/CObservationSupport/include/CObservationSupport.h"
        do {
            try FileManager.default.copyItem(atPath: header, toPath: "\(staging)/CObservationSupport.h")
            try "module CObservationSupport {\n    header \"CObservationSupport.h\"\n    export *\n}\n"
                .write(toFile: "\(staging)/module.modulemap", atomically: false, encoding: .utf8)
        } catch {
            throw BuildFailure(description: "cannot write into \(staging): \((error as NSError).localizedDescription)")
        }
        for file in Self.cSources {
            let object = "\(staging)/" + URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent + ".o"
            try runStep(clang, ["-O2", "-fPIC", "-c", "\(sources)/\(file)", "-I", staging, "-o", object])
        }
        for stage in Self.stages {
            let failures = Mutex<[BuildFailure]>([])
            DispatchQueue.concurrentPerform(iterations: stage.count) { index in
                let module = stage[index]
                let files = swiftFiles(below: "\(sources)/\(module.sources)")
                do throws(BuildFailure) {
                    try runStep(
                        toolchain.swiftc,
                        [
                            "-parse-as-library", "-module-name", module.name, "-wmo", "-emit-module",
                            "-emit-module-path", "\(staging)/\(module.name).swiftmodule", "-emit-object", "-o",
                            "\(staging)/\(module.name).o", "-I", staging, "-swift-version", "6",
                        ] + module.flags + files)
                } catch { failures.withLock { $0.append(error) } }
            }
            if let failure = failures.withLock({ $0.first }) { throw failure }
        }
    }

    /// Every `.swift` file below a folder, in a stable order.
    private func swiftFiles(below folder: String) -> [String] {
        let found = FileManager.default.enumerator(atPath: folder)?.compactMap { $0 as? String } ?? []
        return found.filter { $0.hasSuffix(".swift") }.sorted().map { "\(folder)/\($0)" }
    }

    private func runStep(_ tool: String, _ arguments: [String]) throws(BuildFailure) {
        let name = URL(fileURLWithPath: tool).lastPathComponent
        let outcome: ChildOutcome
        do { outcome = try ChildCommand(tool, arguments).run() } catch {
            throw BuildFailure(description: error.description)
        }
        guard outcome.succeeded else {
            throw BuildFailure(description: "\(name) failed (\(outcome)):\n" + outcome.stderr + outcome.stdout)
        }
    }

    /// The checkout holding `Sources/ObservationFacade`, walking up from the executable.
    static func packageRoot(above executable: String) -> String? {
        var directory = URL(fileURLWithPath: executable).resolvingSymlinksInPath().deletingLastPathComponent()
        while directory.path != "/" {
            if FileManager.default.fileExists(
                atPath: directory.appendingPathComponent("Sources/ObservationFacade").path)
            {
                return directory.path
            }
            directory.deleteLastPathComponent()
        }
        return nil
    }

    /// Names, sizes and modification times of every source file, plus the compiler's: a
    /// few hundred `stat`s, cheap enough to compute on every run.
    static func cacheKey(root: String, toolchain: Toolchain) -> String {
        var text = "recipe \(recipeVersion)\n" + describe(toolchain.swiftc) + "\n"
        for folder in sourceFolders {
            let base = "\(root)/Sources/\(folder)"
            let names = (FileManager.default.enumerator(atPath: base)?.compactMap { $0 as? String } ?? []).sorted()
            for name in names where name.hasSuffix(".swift") || name.hasSuffix(".c") || name.hasSuffix(".h") {
                text += "\(folder)/" + describe("\(base)/\(name)") + "\n"
            }
        }
        return String(SHA256.hexDigest(of: Array(text.utf8)).prefix(16))
    }

    /// `path size mtime` (the path's target when it is a link).
    private static func describe(_ path: String) -> String {
        var info = stat()
        guard stat(path, &info) == 0 else { return "\(path) missing" }
        return "\(path) \(info.st_size) \(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)"
    }
}
