import Foundation
import Localization

#if canImport(Glibc)
    import Glibc
#endif

/// The one way a state file is written: a private temporary file beside it, every write
/// checked, flushed to disk (`fsync`), then renamed over the old file. A crash, a full disk
/// or a failed write at any moment leaves the old contents, byte for byte, never a torn,
/// partial or empty file.
public enum AtomicWrite {
    /// How bytes reach a file descriptor: `write(2)`, or a failing one in a test.
    public struct Writer: Sendable {
        let write: @Sendable (Int32, UnsafeRawBufferPointer) -> Int

        public init(_ write: @escaping @Sendable (Int32, UnsafeRawBufferPointer) -> Int) {
            self.write = write
        }

        public static let system = Writer { descriptor, bytes in
            Glibc.write(descriptor, bytes.baseAddress, bytes.count)
        }
    }

    /// Replaces the file at `path` with `data` (never empty: an empty state file is never
    /// what the workbook means to keep).
    public static func replace(_ path: String, with data: Data, writer: Writer = .system) throws(StateError) {
        guard !data.isEmpty else { throw .cannotWrite(path, Messages.text(.stateEmptyRefused)) }
        let folder = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        let temporary = "\(folder)/.\(name).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw .cannotWrite(path, String(cString: strerror(errno))) }
        func fail(_ reason: String) -> StateError {
            unlink(temporary)
            return .cannotWrite(path, reason)
        }
        var written = 0
        let failure: String? = data.withUnsafeBytes { bytes in
            while written < bytes.count {
                let count = writer.write(descriptor, UnsafeRawBufferPointer(rebasing: bytes[written...]))
                if count < 0 {
                    if errno == EINTR { continue }
                    return String(cString: strerror(errno))
                }
                // A write that makes no progress is a full disk that did not say so.
                if count == 0 { return String(cString: strerror(ENOSPC)) }
                written += count
            }
            return nil
        }
        if let failure {
            close(descriptor)
            throw fail(failure)
        }
        guard fsync(descriptor) == 0 else {
            let reason = String(cString: strerror(errno))
            close(descriptor)
            throw fail(reason)
        }
        guard close(descriptor) == 0 else { throw fail(String(cString: strerror(errno))) }
        guard rename(temporary, path) == 0 else { throw fail(String(cString: strerror(errno))) }
        // The rename itself reaches the disk with the folder's entry.
        let directory = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if directory >= 0 {
            fsync(directory)
            close(directory)
        }
    }
}
