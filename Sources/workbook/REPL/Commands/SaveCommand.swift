import Foundation
import Localization

#if canImport(Glibc)
    import Glibc
#endif

/// `:save FILE` — the session's accepted entries as a Swift file `workbook run FILE` runs
/// (`SessionTranscript`). Never replaces a file: the text goes to a private temporary file
/// beside it, flushed, then linked to the name, which fails if the name is taken, so a
/// crash leaves no half-written file and an existing one is never overwritten.
enum SaveCommand: ReplCommand {
    static let name = "save"
    static let argumentHint = "FILE"
    static var summary: String { Messages.text(.saveSummary) }
    static var details: String { Messages.text(.saveDetails) }

    static func run(_ argument: String, in repl: ReplSession) {
        let path = argument.trimmingCharacters(in: .whitespaces)
        guard !path.isEmpty else { return repl.console.error(Messages.text(.saveUsage)) }
        let transcript = repl.gate.transcript
        guard !transcript.isEmpty else { return repl.console.line(Messages.text(.saveNothing)) }
        let text = transcript.swiftFile(swiftVersion: repl.gate.checker?.swiftVersion ?? 5)
        switch createNew(path, contents: Array(text.utf8)) {
        case .success:
            repl.console.line(Messages.text(.saveWritten, "\(transcript.entryCount)", path))
        case .failure(.exists):
            repl.console.error(Messages.text(.saveExists, path))
        case .failure(.failed(let reason)):
            repl.console.error(Messages.text(.saveFailed, path, reason))
        }
    }

    enum Failure: Error {
        case exists
        case failed(String)
    }

    /// Writes a file that did not exist, whole or not at all.
    static func createNew(_ path: String, contents: [UInt8]) -> Result<Void, Failure> {
        if access(path, F_OK) == 0 { return .failure(.exists) }
        let folder = (path as NSString).deletingLastPathComponent
        let temporary =
            (folder.isEmpty ? "." : folder) + "/.\((path as NSString).lastPathComponent).\(getpid()).saving"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return .failure(.failed(String(cString: strerror(errno)))) }
        defer { unlink(temporary) }
        var written = 0
        while written < contents.count {
            let count = contents[written...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else {
                let reason = String(cString: strerror(count == 0 ? ENOSPC : errno))
                close(descriptor)
                return .failure(.failed(reason))
            }
            written += count
        }
        let flushed = fsync(descriptor) == 0
        guard close(descriptor) == 0, flushed else { return .failure(.failed(String(cString: strerror(errno)))) }
        guard link(temporary, path) == 0 else {
            return .failure(errno == EEXIST ? .exists : .failed(String(cString: strerror(errno))))
        }
        return .success(())
    }
}
