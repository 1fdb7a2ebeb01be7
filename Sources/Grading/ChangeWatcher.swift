import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Waits until a Swift source in one of the watched folders is saved, and says which
/// folders changed. Uses inotify on Linux; elsewhere (or if inotify is unavailable, or when
/// asked) it polls modification times twice a second.
// @unchecked: after set-up, one thread (the one waiting for changes) uses it.
public final class ChangeWatcher: @unchecked Sendable {
    public let directories: [URL]
    private let inotify: InotifyWatch?

    public init(directories: [URL], forcePolling: Bool = false) {
        self.directories = directories
        inotify = forcePolling ? nil : InotifyWatch(directories: directories)
    }

    public var usesPolling: Bool { inotify == nil }

    /// Blocks until at least one `.swift` file changes; returns the watched folders touched.
    /// A burst of saves (editors write, rename and touch) is gathered for a moment first.
    public func waitForChanges() -> Set<URL> {
        if let inotify { return inotify.waitForChanges() }
        return pollForChanges()
    }

    private lazy var lastSnapshot: [String: Date] = snapshot()

    private func snapshot() -> [String: Date] {
        var stamps: [String: Date] = [:]
        for directory in directories {
            for file in ExerciseFiles.swiftSources(in: directory) {
                let date =
                    (try? file.resourceValues(forKeys: [.contentModificationDateKey]).contentModificationDate)
                    ?? .distantPast
                stamps[file.path] = date
            }
        }
        return stamps
    }

    private func pollForChanges() -> Set<URL> {
        let before = lastSnapshot
        while true {
            Thread.sleep(forTimeInterval: 0.5)
            let now = snapshot()
            guard now != before else { continue }
            lastSnapshot = now
            let touched = Set(now.keys.filter { now[$0] != before[$0] }).union(before.keys.filter { now[$0] == nil })
            return Set(directories.filter { directory in touched.contains { $0.hasPrefix(directory.path + "/") } })
        }
    }
}

/// inotify watches on each folder (not `.meta`); nil when the kernel refuses. A folder that is
/// deleted or moved away loses its watch (the kernel drops it); it is looked for twice a second
/// until it is back, then watched again and reported changed, since its files may have been
/// written before the new watch saw them.
private final class InotifyWatch {
    #if canImport(Glibc)
        private let descriptor: Int32
        private var folders: [Int32: URL] = [:]
        /// Watched folders that are gone for now, waiting to come back.
        private var missing: [URL] = []
        private let mask = UInt32(
            IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE | IN_DELETE | IN_DELETE_SELF | IN_MOVE_SELF)

        init?(directories: [URL]) {
            descriptor = inotify_init1(Int32(IN_CLOEXEC))
            guard descriptor >= 0 else { return nil }
            for directory in directories {
                let watch = inotify_add_watch(descriptor, directory.path, mask)
                guard watch >= 0 else {
                    close(descriptor)
                    return nil
                }
                folders[watch] = directory
            }
        }

        deinit { close(descriptor) }

        func waitForChanges() -> Set<URL> {
            var changed = Set<URL>()
            // Wait for the first event, then gather whatever else arrives within 300 ms.
            while changed.isEmpty { changed = readEvents(timeoutMilliseconds: -1) }
            while true {
                let more = readEvents(timeoutMilliseconds: 300)
                if more.isEmpty { return changed }
                changed.formUnion(more)
            }
        }

        /// The folders touched by the events that arrive within the timeout (-1: until one
        /// does; at most half a second while a folder is missing), and those back again.
        private func readEvents(timeoutMilliseconds: Int32) -> Set<URL> {
            var timeout = timeoutMilliseconds
            if !missing.isEmpty { timeout = timeout < 0 ? 500 : min(timeout, 500) }
            var pollRequest = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            var changed = Set<URL>()
            if poll(&pollRequest, 1, timeout) > 0 { changed = readPendingEvents() }
            return changed.union(rearmReturnedFolders())
        }

        private func readPendingEvents() -> Set<URL> {
            var buffer = [UInt8](repeating: 0, count: 64 * 1024)
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { return [] }
            var changed = Set<URL>()
            var offset = 0
            let headerSize = MemoryLayout<inotify_event>.size
            while offset + headerSize <= count {
                let event = buffer.withUnsafeBytes {
                    $0.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
                }
                let (watch, eventMask, nameLength) = (event.wd, event.mask, Int(event.len))
                let nameStart = offset + headerSize
                let nameBytes = buffer[nameStart..<min(count, nameStart + nameLength)]
                let name = String(decoding: nameBytes.prefix { $0 != 0 }, as: UTF8.self)
                if name.hasSuffix(".swift"), let folder = folders[watch] {
                    changed.insert(folder)
                }
                if eventMask & UInt32(IN_DELETE_SELF | IN_MOVE_SELF | IN_IGNORED) != 0 {
                    forget(watch)
                }
                offset += headerSize + nameLength
            }
            return changed
        }

        /// A folder deleted or moved away: its watch is dropped (a moved folder's would follow
        /// it elsewhere) and the folder waits to come back.
        private func forget(_ watch: Int32) {
            guard let folder = folders.removeValue(forKey: watch) else { return }
            inotify_rm_watch(descriptor, watch)
            missing.append(folder)
        }

        private func rearmReturnedFolders() -> Set<URL> {
            var returned = Set<URL>()
            missing.removeAll { folder in
                let watch = inotify_add_watch(descriptor, folder.path, mask)
                guard watch >= 0 else { return false }
                folders[watch] = folder
                returned.insert(folder)
                return true
            }
            return returned
        }
    #else
        init?(directories: [URL]) { nil }
        func waitForChanges() -> Set<URL> { [] }
    #endif
}
