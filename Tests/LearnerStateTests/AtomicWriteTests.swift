import Foundation
import LearnerState
import Synchronization
import Testing

#if canImport(Glibc)
    import Glibc
#endif

@Suite("Writing a state file: the disk fails, the old file stays")
struct AtomicWriteTests {
    /// A disk that takes `room` bytes, then reports it is full.
    static func fullDisk(after room: Int) -> AtomicWrite.Writer {
        let taken = Mutex(0)
        return AtomicWrite.Writer { descriptor, bytes in
            let count = taken.withLock { used in
                let count = min(bytes.count, room - used)
                used += max(count, 0)
                return count
            }
            guard count > 0 else {
                errno = ENOSPC
                return -1
            }
            return Glibc.write(descriptor, bytes.baseAddress, count)
        }
    }

    @Test("a full disk while saving the history keeps the old history byte for byte", arguments: [0, 1, 20])
    func fullDiskKeepsTheHistory(room: Int) throws {
        let folder = try StateFolder()
        var old = History()
        for line in ["let a = 1", "print(\"é 日本 👍\")", "a \\ b\tc"] { old.append(line) }
        try folder.write("state/history", old.encoded())
        let before = try #require(folder.bytes("state/history"))
        let file = StateFile<History>(
            url: folder.state.appendingPathComponent("history"), writer: Self.fullDisk(after: room))
        #expect(throws: StateError.self) { try file.update { $0.append("print(a)") } }
        #expect(folder.bytes("state/history") == before)
        #expect(folder.names("state") == ["history", "history.lock"], "no temporary file left behind")
        #expect(StateFile<History>(url: file.url).load().document == old)
    }

    @Test("nothing is written in place of an empty file")
    func emptyIsRefused() throws {
        let folder = try StateFolder()
        let path = try folder.write("state/language", Data("fr\n".utf8)).path
        #expect(throws: StateError.self) { try AtomicWrite.replace(path, with: Data()) }
        #expect(folder.bytes("state/language") == Data("fr\n".utf8))
    }

    @Test("a new file is private to the learner")
    func privateFile() throws {
        let folder = try StateFolder()
        let file = LearnerState(directory: folder.state).hints
        try file.update { $0.entries["01-first"] = 1 }
        let mode = try #require(FileManager.default.attributesOfItem(atPath: file.url.path)[.posixPermissions] as? Int)
        #expect(mode & 0o077 == 0)
    }
}
