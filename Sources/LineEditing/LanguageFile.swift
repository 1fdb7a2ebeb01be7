import Foundation
import Localization

#if canImport(Glibc)
    import Glibc
#endif

/// `language` in the state directory: the language code the learner chose with `:lang`
/// (one line, e.g. `fr`), remembered between runs. Written atomically under the state lock,
/// like the history and progress; a file that cannot be read is never overwritten.
public struct LanguageFile: Sendable {
    public let url: URL

    public init(url: URL) {
        self.url = url
    }

    /// The standard location, or nil when no state directory can be determined.
    public static func standard(environment: [String: String] = ProcessInfo.processInfo.environment) -> LanguageFile? {
        StateDirectory.url(environment: environment).map { LanguageFile(url: $0.appendingPathComponent("language")) }
    }

    /// What the file holds.
    public enum Contents: Equatable, Sendable {
        /// No choice was ever remembered (or it was forgotten).
        case missing
        /// The code as written (trimmed); the caller decides whether it names a language.
        case code(String)
        /// The file is there but cannot be read (permissions, not a regular file, not text):
        /// why, for the learner. It is left alone.
        case unreadable(String)
    }

    public func read() -> Contents {
        let target = url.resolvingSymlinksInPath().path
        var info = stat()
        if stat(target, &info) != 0 {
            if errno == ENOENT { return .missing }
            return .unreadable(Messages.text(.stateCannotExamine, url.path, String(cString: strerror(errno))))
        }
        guard info.st_mode & S_IFMT == S_IFREG else {
            return .unreadable(Messages.text(.stateNotRegularFile, url.path))
        }
        // A language code is a few bytes: anything big is not one, and is not read into memory.
        guard info.st_size <= 64 else { return .unreadable(Messages.text(.stateNotLanguageCode, url.path)) }
        guard let data = FileManager.default.contents(atPath: target) else {
            return .unreadable(Messages.text(.statePermissionDenied, url.path))
        }
        guard let text = String(data: data, encoding: .utf8) else {
            return .unreadable(Messages.text(.stateNotLanguageCode, url.path))
        }
        return .code(text.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// Remembers `code`, or forgets the choice when nil. A file that cannot be read is not
    /// replaced (the error says why); one holding something else than `isValid` accepts is
    /// set aside as `language.unreadable` first, so nothing a person wrote there is lost.
    public func write(_ code: String?, isValid: (String) -> Bool) throws(AtomicFile.WriteError) {
        do {
            try StateDirectory.withLock(on: url) {
                switch read() {
                case .unreadable(let reason):
                    throw AtomicFile.WriteError(path: url.path, reason: Messages.text(.stateLeftAsIs, reason))
                case .code(let existing) where !isValid(existing):
                    guard StateDirectory.setAside(url.resolvingSymlinksInPath().path) != nil else {
                        throw AtomicFile.WriteError(
                            path: url.path, reason: Messages.text(.stateCannotSetAside, existing))
                    }
                case .code, .missing:
                    break
                }
                guard let code else {
                    if unlink(url.resolvingSymlinksInPath().path) != 0 && errno != ENOENT {
                        throw AtomicFile.WriteError(path: url.path, reason: String(cString: strerror(errno)))
                    }
                    return
                }
                try AtomicFile.replace(url, with: Data((code + "\n").utf8))
            }
        } catch let error as AtomicFile.WriteError {
            throw error
        } catch {
            throw AtomicFile.WriteError(path: url.path, reason: "\(error)")
        }
    }
}
