import Foundation
import LearnerState
import Localization

#if canImport(Glibc)
    import Glibc
#endif

/// Where the compiler keeps the modules it builds (clang's and Swift's `.pcm` files):
/// `$XDG_CACHE_HOME/clang/ModuleCache`, else `~/.cache/clang/ModuleCache`. When that cannot be
/// written (a read-only HOME), every check and compile fails with clang's "unable to open
/// output file … ModuleCache", whatever the learner typed. Then the compiler gets a private
/// cache for the session instead, through `XDG_CACHE_HOME`: swiftc and clang read it when no
/// `-module-cache-path` is given, the workbook's children inherit it and the sourcekitd it
/// loads reads it from this process.
public enum ModuleCache {
    /// Gives the compiler a module cache it can write. Returns what to tell the learner once
    /// when that is a private one (nil when the usual one is writable, or when no private one
    /// can be made either: then the compiler's own error is the clearest thing to show).
    /// Call it before the first compiler starts: it changes this process's environment.
    public static func ensureWritable() -> String? { decision.notice }

    private static let decision: (folder: ScratchFolder?, notice: String?) = {
        let usual = usualFolder(ProcessInfo.processInfo.environment)
        guard !isWritable(usual), let folder = try? ScratchFolder(purpose: "cache") else { return (nil, nil) }
        setenv("XDG_CACHE_HOME", folder.path, 1)
        return (folder, Messages.text(.moduleCachePrivate, usual))
    }()

    /// The module cache swiftc uses when told none (LLVM's `cache_directory` + `clang/ModuleCache`).
    static func usualFolder(_ environment: [String: String]) -> String {
        let cacheHome =
            environment["XDG_CACHE_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? ((environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()) + "/.cache")
        return cacheHome + "/clang/ModuleCache"
    }

    /// Whether a file can be created in `folder` (made if missing), tried rather than judged
    /// from permission bits, which say nothing for root or a read-only file system.
    static func isWritable(_ folder: String) -> Bool {
        guard (try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)) != nil
        else { return false }
        var template = Array("\(folder)/.workbook-probe-XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { return false }
        close(descriptor)
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        return true
    }
}
