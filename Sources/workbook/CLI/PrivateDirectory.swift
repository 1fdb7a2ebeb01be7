import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A temporary directory only this user can enter, created exclusively under a name
/// nobody can guess (mkdtemp), and removed with everything in it when done. Another user
/// cannot plant a file in it before the workbook writes there, nor swap one in after.
///
/// The name carries the owner's pid (`PREFIX-PID-XXXXXXXX`, the random part still
/// unguessable): a workbook killed with SIGKILL never runs `deinit`, and the pid lets a
/// later run tell such an abandoned folder from one a live workbook is using.
final class PrivateDirectory {
    let url: URL
    var path: String { url.path }

    init(prefix: String) throws {
        let base = Self.base
        var template = Array("\(base)/\(prefix)-\(getpid())-XXXXXXXX".utf8CString)
        guard let made = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else {
            let reason = String(cString: strerror(errno))
            throw CocoaError(
                .fileWriteUnknown,
                userInfo: [
                    NSLocalizedDescriptionKey: "cannot create a private folder in \(base): \(reason)"
                ])
        }
        url = URL(fileURLWithPath: String(cString: made), isDirectory: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    private static var base: String { FileManager.default.temporaryDirectory.path }

    /// Removes the `PREFIX-PID-…` folders left by workbooks that were killed: only real
    /// directories (not symlinks) owned by this user, only when process PID is gone.
    /// Returns the paths removed. A folder of another user, or of a live process (even a
    /// different one that reused the pid), is left alone.
    @discardableResult
    static func removeAbandoned(prefix: String, in base: String = base) -> [String] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: base) else { return [] }
        var removed: [String] = []
        for name in names {
            guard let owner = ownerPid(of: name, prefix: prefix), owner != getpid() else { continue }
            let path = "\(base)/\(name)"
            var info = stat()
            guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR, info.st_uid == geteuid() else {
                continue
            }
            // ESRCH: no such process. EPERM means it exists (another user's): keep.
            guard kill(owner, 0) != 0, errno == ESRCH else { continue }
            if (try? FileManager.default.removeItem(atPath: path)) != nil { removed.append(path) }
        }
        return removed
    }

    /// The pid in `PREFIX-PID-XXXXXXXX`, or nil for any other name.
    private static func ownerPid(of name: String, prefix: String) -> pid_t? {
        guard name.hasPrefix(prefix + "-") else { return nil }
        let parts = name.dropFirst(prefix.count + 1).split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[1].count == 8, let pid = pid_t(parts[0]), pid > 0 else { return nil }
        return pid
    }
}
