import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// An exclusive lock on a state file's sibling `NAME.lock`: two workbooks (or two threads)
/// sharing the state directory take turns to read, change and replace the file, so no
/// update is lost. (Also the compiled runtime's one-builder-at-a-time lock.)
package enum StateLock {
    package static func holding<T, E: Error>(_ file: URL, _ body: () throws(E) -> T) throws(E) -> T {
        let lock = open(file.path + ".lock", O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        if lock >= 0 {
            while flock(lock, LOCK_EX) != 0 && errno == EINTR {}
        }
        defer { if lock >= 0 { close(lock) } }
        return try body()
    }
}
