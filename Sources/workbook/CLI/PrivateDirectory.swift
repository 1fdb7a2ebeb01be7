import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A temporary directory only this user can enter, created exclusively under a name
/// nobody can guess (mkdtemp), and removed with everything in it when done. Another user
/// cannot plant a file in it before the workbook writes there, nor swap one in after.
final class PrivateDirectory {
    let url: URL
    var path: String { url.path }

    init(prefix: String) throws {
        let base = FileManager.default.temporaryDirectory.path
        var template = Array("\(base)/\(prefix)-XXXXXXXX".utf8CString)
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
}
