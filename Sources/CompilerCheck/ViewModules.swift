import Foundation

/// The package's view simulator as a compiled module, for scripts that `import SwiftUI`
/// (the workbook's name for it) or `import ViewRuntime`: the build folder of the running
/// workbook holds `Modules/ViewRuntime.swiftmodule` and the C module maps it needs.
public struct ViewModules: Sendable, Hashable {
    public let buildDirectory: String

    public init(buildDirectory: String) {
        self.buildDirectory = buildDirectory
    }

    /// Beside the running executable (`.build/debug/workbook` → `.build/debug`), if it is there.
    public static func besideExecutable() -> ViewModules? {
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        let candidates = [
            executable.deletingLastPathComponent().path,
            Bundle.main.bundlePath,
            URL(fileURLWithPath: Bundle.main.bundlePath).deletingLastPathComponent().path,
        ]
        for directory in candidates {
            let modules = ViewModules(buildDirectory: directory)
            if FileManager.default.fileExists(atPath: modules.swiftModule) { return modules }
        }
        return nil
    }

    var swiftModule: String { "\(buildDirectory)/Modules/ViewRuntime.swiftmodule" }

    /// Compiler flags that make `import ViewRuntime` resolve.
    var compilerFlags: [String] {
        var flags = ["-I", "\(buildDirectory)/Modules"]
        let maps = (try? FileManager.default.contentsOfDirectory(atPath: buildDirectory)) ?? []
        for folder in maps.sorted() where folder.hasSuffix(".build") {
            let map = "\(buildDirectory)/\(folder)/module.modulemap"
            if FileManager.default.fileExists(atPath: map) { flags += ["-Xcc", "-fmodule-map-file=\(map)"] }
        }
        return flags
    }

    /// The object files a program linked against these modules needs (the simulator and
    /// what it imports), for `run --compare` on the toolchain's `Observation`.
    var linkObjects: [String] {
        ["ViewRuntime", "LegacyObservation", "ObservationRuntime", "CObservationSupport"].flatMap { target in
            let folder = "\(buildDirectory)/\(target).build"
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            return names.filter { $0.hasSuffix(".o") }.sorted().map { "\(folder)/\($0)" }
        }
    }

    /// Does this source use the view simulator?
    static func isUsed(by source: String) -> Bool {
        source.contains("import SwiftUI") || source.contains("import ViewRuntime")
    }

    /// The module the compiler imports for a module the learner names.
    static func compilerModuleName(_ module: String) -> String {
        module == "SwiftUI" ? "ViewRuntime" : module
    }

    /// `import SwiftUI` → `import ViewRuntime; import Observation` (SwiftUI brings Observation
    /// along), line by line, so other lines keep their places.
    static func compilerSource(_ source: String) -> String {
        source.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.trimmingCharacters(in: .whitespaces) == "import SwiftUI"
                ? line.replacingOccurrences(of: "import SwiftUI", with: "import ViewRuntime; import Observation")
                : String(line)
        }.joined(separator: "\n")
    }
}
