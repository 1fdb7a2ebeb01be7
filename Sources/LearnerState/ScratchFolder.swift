import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// A temporary folder for what the learner typed (the compiler check's files, `run`'s copy,
/// `run --compare`'s build): only this user can enter it (0700), it is created exclusively
/// under a name nobody can guess (mkdtemp), and removed with everything in it when done, or
/// at exit, or on SIGTERM/SIGHUP (`removeOnExit`). Another user can neither read it nor plant
/// a file in it.
///
/// The name carries the owner's pid (`workbook-PURPOSE-PID-XXXXXX`): a workbook killed
/// with SIGKILL (or crashed) removes nothing, and the pid lets the next start tell such an
/// abandoned folder from one a live workbook is using (`removeAbandoned`).
public final class ScratchFolder: Sendable {
    public let url: URL
    public var path: String { url.path }

    /// `purpose` names what it holds (`check`, `run`, `compare`).
    public init(purpose: String) throws {
        let base = Self.base
        var template = Array("\(base)/\(Self.prefix)\(purpose)-\(getpid())-XXXXXX".utf8CString)
        guard let made = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else {
            let reason = String(cString: strerror(errno))
            throw CocoaError(
                .fileWriteUnknown,
                userInfo: [
                    NSLocalizedDescriptionKey: "cannot create a private folder in \(base): \(reason)"
                ])
        }
        url = URL(fileURLWithPath: String(cString: made), isDirectory: true)
        _ = Self.live.withLock { $0.insert(url.path) }
    }

    deinit {
        remove()
    }

    /// Removes the folder and everything in it (also done when it is released).
    public func remove() {
        _ = Self.live.withLock { $0.remove(url.path) }
        try? FileManager.default.removeItem(at: url)
    }

    static let prefix = "workbook-"
    static var base: String { FileManager.default.temporaryDirectory.path }
    /// Every folder this process made and has not removed yet.
    private static let live = Mutex<Set<String>>([])

    /// Removes this process's folders at exit (`:quit`, Ctrl-D, any `exit`) and when SIGTERM
    /// or SIGHUP arrives; the signal then ends the process as it would have. Once per process,
    /// first thing in `main` (threads started later inherit the blocked signals).
    public static func removeOnExit() {
        _ = installed
    }

    private static let installed: Bool = {
        atexit { ScratchFolder.removeAllOfThisProcess() }
        // Removing files is not safe in a signal handler: the signals are blocked in every
        // thread and taken by one that waits for them (children get an empty mask back from
        // ChildProcess before exec).
        var stops = sigset_t()
        sigemptyset(&stops)
        sigaddset(&stops, SIGTERM)
        sigaddset(&stops, SIGHUP)
        pthread_sigmask(SIG_BLOCK, &stops, nil)
        let waited = stops
        let waiter = Thread {
            var number: Int32 = 0
            var waiting = waited
            guard sigwait(&waiting, &number) == 0 else { return }
            removeAllOfThisProcess()
            // The signal ends the process as it would have without us: default action,
            // unblocked in this thread, sent to this thread.
            signal(number, SIG_DFL)
            var one = sigset_t()
            sigemptyset(&one)
            sigaddset(&one, number)
            pthread_sigmask(SIG_UNBLOCK, &one, nil)
            raise(number)
            _exit(128 + number)
        }
        waiter.name = "workbook: removes the scratch folders on SIGTERM/SIGHUP"
        waiter.start()
        return true
    }()

    static func removeAllOfThisProcess() {
        for path in live.withLock({ paths in
            defer { paths.removeAll() }
            return paths
        }) {
            try? FileManager.default.removeItem(atPath: path)
        }
    }

    /// Removes the `workbook-PURPOSE-PID-XXXXXX` folders left by workbooks that died without
    /// removing them: only real directories (not symlinks) owned by this user, only when
    /// process PID is gone. Returns the paths removed. A folder of another user, or of a live
    /// process (even a different one that reused the pid), is left alone.
    @discardableResult
    public static func removeAbandoned(in base: String? = nil) -> [String] {
        let base = base ?? Self.base
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: base) else { return [] }
        var removed: [String] = []
        for name in names {
            guard let owner = ownerPid(of: name), owner != getpid() else { continue }
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

    /// The pid in `workbook-PURPOSE-PID-XXXXXX` (8 random characters in folders of earlier
    /// versions), or nil for any other name.
    static func ownerPid(of name: String) -> pid_t? {
        guard name.hasPrefix(prefix) else { return nil }
        let parts = name.dropFirst(prefix.count).split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count >= 3, let random = parts.last, (6...8).contains(random.count),
            random.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }),
            let pid = pid_t(parts[parts.count - 2]), pid > 0,
            parts.dropLast(2).allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isLowercase } })
        else { return nil }
        return pid
    }
}
