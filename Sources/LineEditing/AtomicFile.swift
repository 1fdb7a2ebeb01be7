import Foundation
import Localization

#if canImport(Glibc)
    import Glibc
#endif

/// Replaces a file so that a crash at any moment leaves either the old or the new
/// contents, never a torn mix: write a sibling temporary file, flush it to disk, rename.
public enum AtomicFile {
    public struct WriteError: Error, CustomStringConvertible {
        public let path: String
        public let reason: String
        public var description: String { Messages.text(.stateCannotWrite, path, reason) }
    }

    /// `write` fills the temporary file at the given path and returns false on failure.
    /// A symbolic link is followed: its target is replaced and the link stays a link.
    public static func replace(_ link: URL, writing write: (String) -> Bool) throws {
        let url = link.resolvingSymlinksInPath()
        let directory = url.deletingLastPathComponent()
        do {
            try StateDirectory.ensureExists(directory)
        } catch {
            throw WriteError(path: url.path, reason: Messages.text(.stateFolderNotCreated, directory.path))
        }
        let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).\(getpid()).tmp").path
        guard write(temporary) else {
            unlink(temporary)
            throw WriteError(path: url.path, reason: Messages.text(.stateTemporaryNotWritten))
        }
        let descriptor = open(temporary, O_RDONLY)
        if descriptor >= 0 {
            fsync(descriptor)
            close(descriptor)
        }
        guard rename(temporary, url.path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw WriteError(path: url.path, reason: reason)
        }
    }

    /// Replaces `url` with `data`.
    public static func replace(_ url: URL, with data: Data) throws {
        try replace(url) { path in
            FileManager.default.createFile(atPath: path, contents: data)
        }
    }
}
