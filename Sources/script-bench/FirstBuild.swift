// Issue 17's other goal: a learner's first `swift run workbook` (a debug build from a fresh
// clone) should take about a minute or less. Each run clones the committed HEAD into a
// temporary folder and times `swift build --product workbook` there: wall seconds (what the
// learner waits), CPU seconds of the whole build, and how many of the machine's cores that
// kept busy. This machine's speed drifts by 15-20% within minutes, so each run also times a
// fixed CPython loop just before its build; compare builds by wall/probe, not by wall alone.
import Foundation

/// The package this tool was started in: the git work tree around the current directory.
private func packageRoot(git: String) throws -> String? {
    let (output, _, status) = try runChild(git, ["rev-parse", "--show-toplevel"])
    let root = output.trimmingCharacters(in: .whitespacesAndNewlines)
    return status == 0 && FileManager.default.fileExists(atPath: "\(root)/Package.swift") ? root : nil
}

/// A command run to its end with its output in `log`; its exit status, wall and CPU seconds.
private func timed(
    _ executable: String, _ arguments: [String], in directory: String, log: String
) throws
    -> (status: Int32, wall: Double, cpu: Double)
{
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    // A learner's environment: not CI, not a contributor (both add the test targets).
    var environment = ProcessInfo.processInfo.environment
    environment["CI"] = nil
    environment["WORKBOOK_DEV"] = nil
    process.environment = environment
    guard FileManager.default.createFile(atPath: log, contents: nil) else {
        throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: log])
    }
    let logHandle = try FileHandle(forWritingTo: URL(fileURLWithPath: log))
    defer { try? logHandle.close() }
    process.standardOutput = logHandle
    process.standardError = logHandle
    process.standardInput = FileHandle.nullDevice
    let (wallBefore, cpuBefore) = (DispatchTime.now().uptimeNanoseconds, childrenCPUSeconds())
    try process.run()
    process.waitUntilExit()
    let wall = Double(DispatchTime.now().uptimeNanoseconds - wallBefore) / 1e9
    return (process.terminationStatus, wall, childrenCPUSeconds() - cpuBefore)
}

func runFirstBuild(runs: Int) throws -> Bool {
    guard let git = which("git"), let swift = which("swift"), let root = try packageRoot(git: git) else {
        print("first build: skipped — run it inside the package's git checkout, with git and swift on PATH")
        return false
    }
    let (head, _, _) = try runChild(git, ["-C", root, "rev-parse", "--short", "HEAD"])
    let python = which("python3")
    print("first build: a fresh clone of \(root) at \(head.trimmingCharacters(in: .whitespacesAndNewlines)) (committed")
    print("changes only), then `swift build --product workbook` — a learner's first `swift run workbook`")
    print("run      wall s    CPU s   cores busy   CPython probe s   wall/probe")
    var walls: [Double] = []
    var ratios: [Double] = []
    for run in 1...runs {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("first-build-\(ProcessInfo.processInfo.processIdentifier)-\(run)").path
        try? FileManager.default.removeItem(atPath: folder)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let clone = "\(folder)/clone"
        let cloned = try timed(git, ["clone", "--quiet", root, clone], in: folder, log: "\(folder)/clone.log")
        guard cloned.status == 0 else {
            print("first build: `git clone` failed; its output is in \(folder)/clone.log")
            return false
        }
        let probe = python.flatMap { try? runChild($0, ["-c", "s = 0\nfor i in range(6_000_000): s += i * 2"]) }
        let build = try timed(swift, ["build", "--product", "workbook"], in: clone, log: "\(folder)/build.log")
        guard build.status == 0 else {
            // Kept, so the failure can be read.
            print("first build: `swift build` failed (status \(build.status)); its output is in \(folder)/build.log")
            return false
        }
        try? FileManager.default.removeItem(atPath: folder)  // a whole build folder: about 1 GB
        removeSwiftPMLocks(of: clone)
        let probeText = probe.map { String(format: "%8.2f", $0.cpu) } ?? "       —"
        let ratio = probe.map { build.wall / $0.cpu }
        print(
            String(format: "%-5d %9.1f %8.1f %12.2f", run, build.wall, build.cpu, build.cpu / build.wall)
                + "   \(probeText)         " + (ratio.map { String(format: "%6.1f", $0) } ?? "     —"))
        walls.append(build.wall)
        if let ratio { ratios.append(ratio) }
    }
    let ratioText = ratios.isEmpty ? "" : String(format: ", wall/probe %.1f", median(ratios))
    print(String(format: "median wall %.1f s", median(walls)) + ratioText)
    print("Goal (issue 17): about a minute or less on this machine (2 cores).")
    return true
}

/// SwiftPM keeps the lock files of a package's `.build` in the temporary folder, named after
/// the locked path with "/" as "_", not inside the package: removed along with the clone.
func removeSwiftPMLocks(of package: String) {
    for locked in ["\(package)/.build", "\(package)/.build/workspace-state.json"] {
        let name = locked.replacingOccurrences(of: "/", with: "_") + ".lock"
        try? FileManager.default.removeItem(at: FileManager.default.temporaryDirectory.appendingPathComponent(name))
    }
}
