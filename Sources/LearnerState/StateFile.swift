import Foundation
import Localization

#if canImport(Glibc)
    import Glibc
#endif

/// One file of the learner's state (progress, history, language, hints, grades), with the
/// rules every one of them follows:
/// - every read-modify-write happens under the file's lock, reading the file again first, so
///   two workbooks (or parallel `workbook hint` calls) never lose each other's updates;
/// - it is written only through `AtomicWrite` (checked writes, `fsync`, rename);
/// - a file that is not this document is set aside as `NAME.unreadable` inside the state
///   directory, never overwritten; one that cannot be read or written (permissions, not a
///   regular file) makes the session read-only for it;
/// - a symbolic link is written through only to a file the workbook itself wrote
///   (`StateDocument.isRecognised`); otherwise it is refused with a message, and nothing
///   outside the state directory is ever renamed or replaced.
public struct StateFile<Document: StateDocument>: Sendable {
    /// The file's place in the state directory.
    public let url: URL
    let writer: AtomicWrite.Writer

    public init(url: URL, writer: AtomicWrite.Writer = .system) {
        self.url = url
        self.writer = writer
    }

    /// Why the file was not taken as it is.
    public enum Problem: Equatable, Sendable {
        /// It was not this document: renamed to this path, beside it; a fresh start.
        case setAside(kept: String)
        /// It was not this document and could not be set aside: left alone, not written.
        case invalid
        /// It cannot be read or written (the reason, for the learner): left alone, not written.
        case readOnly(String)
    }

    /// The document on disk; a missing file is a fresh one. A file that is not this document
    /// is set aside (or left alone); `problem` says which.
    public func load() -> (document: Document, problem: Problem?) {
        switch inspect() {
        case .missing: return (Document(), nil)
        case .found(let document, _): return (document, nil)
        case .readOnly(let reason): return (Document(), .readOnly(reason))
        case .invalid: return (Document(), setAside().map { .setAside(kept: $0) } ?? .invalid)
        }
    }

    /// Applies `change` to the document as it is on disk now, under the lock, and writes the
    /// result. Returns it, with the path an invalid file was set aside to, if one was.
    @discardableResult
    public func update(
        _ change: (inout Document) throws(StateError) -> Void
    ) throws(StateError) -> (
        document: Document, setAside: String?
    ) {
        let folder = url.deletingLastPathComponent()
        do {
            try StateDirectory.ensureExists(folder)
        } catch {
            throw .cannotWrite(url.path, Messages.text(.stateFolderNotCreated, folder.path))
        }
        return try StateLock.holding(url) { () throws(StateError) -> (Document, String?) in
            var document = Document()
            var target = url.path
            var kept: String?
            switch inspect() {
            case .missing: break
            case .found(let saved, let path):
                document = saved
                target = path
            case .readOnly(let reason): throw StateError(Messages.text(.stateLeftAsIs, reason))
            case .invalid:
                guard let path = setAside() else {
                    throw .cannotWrite(url.path, Messages.text(.stateCannotSetAsideFile, url.path))
                }
                kept = path
            }
            try change(&document)
            if document.removesFile {
                if unlink(target) != 0 && errno != ENOENT {
                    throw .cannotWrite(target, String(cString: strerror(errno)))
                }
            } else {
                try AtomicWrite.replace(target, with: document.encoded(), writer: writer)
            }
            return (document, kept)
        }
    }

    // MARK: Reading

    /// A state file is small; anything bigger than this is not one, and is not read into memory.
    static var largestFile: Int { 16 << 20 }

    enum Inspection {
        case missing
        /// The document, and the path to write it back to (a link's target).
        case found(Document, writeTo: String)
        case readOnly(String)
        /// A regular file in the state directory that is not this document.
        case invalid
    }

    func inspect() -> Inspection {
        var info = stat()
        if lstat(url.path, &info) != 0 {
            if errno == ENOENT { return .missing }
            return .readOnly(Messages.text(.stateCannotExamine, url.path, String(cString: strerror(errno))))
        }
        if info.st_mode & S_IFMT == S_IFLNK { return inspectLink() }
        guard info.st_mode & S_IFMT == S_IFREG else { return .readOnly(Messages.text(.stateNotRegularFile, url.path)) }
        guard access(url.path, R_OK) == 0 else { return .readOnly(Messages.text(.statePermissionDenied, url.path)) }
        guard access(url.path, W_OK) == 0 else { return .readOnly(Messages.text(.stateReadOnly, url.path)) }
        guard info.st_size <= Self.largestFile else { return .invalid }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            return .readOnly(Messages.text(.stateCannotRead, url.path))
        }
        return Document.decode(data).map { .found($0, writeTo: url.path) } ?? .invalid
    }

    /// A symbolic link: followed only to a readable, writable regular file that is
    /// recognisably the workbook's own; anything else is left alone, link and target.
    private func inspectLink() -> Inspection {
        let destination = (try? FileManager.default.destinationOfSymbolicLink(atPath: url.path)) ?? "?"
        let refused = Inspection.readOnly(Messages.text(.stateLinkNotOurs, url.path, destination))
        guard let resolved = realpath(url.path, nil) else { return refused }
        let target = String(cString: resolved)
        free(resolved)
        var info = stat()
        guard stat(target, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_size <= Self.largestFile,
            access(target, R_OK | W_OK) == 0, let data = FileManager.default.contents(atPath: target),
            Document.isRecognised(data), let document = Document.decode(data)
        else { return refused }
        return .found(document, writeTo: target)
    }

    /// Renames the file (a regular file in the state directory, never a link's target) to a
    /// free `NAME.unreadable[-N]` beside it; nil when that fails. `link` + `unlink`, so that
    /// an earlier set-aside file is never replaced.
    private func setAside() -> String? {
        for attempt in 0..<100 {
            let kept = url.path + ".unreadable" + (attempt == 0 ? "" : "-\(attempt)")
            if link(url.path, kept) == 0 {
                unlink(url.path)
                return kept
            }
            if errno != EEXIST { return nil }
        }
        return nil
    }
}

extension StateFile {
    /// `problem` in the learner's words, for a file with no message of its own.
    public func describe(_ problem: Problem) -> String {
        switch problem {
        case .setAside(let kept): Messages.text(.stateFileKept, url.path, kept)
        case .invalid: Messages.text(.stateFileInvalid, url.path)
        case .readOnly(let reason): Messages.text(.stateLeftAsIs, reason)
        }
    }
}
