import Foundation

/// The built `workbook` executable, beside the test bundle in the build products folder.
enum WorkbookBinary {
    static let url: URL = {
        let products = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let candidates = [
            products.appendingPathComponent("workbook"),
            products.deletingLastPathComponent().appendingPathComponent("workbook"),
            packageRoot.appendingPathComponent(".build/debug/workbook"),
        ]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[0]
    }()

    /// A copy of the executable at `destination`, written by a `cp` child process: the tests run in
    /// parallel, and a test that forks while this process holds the copy's write handle gives its
    /// child that handle, so exec of the copy fails with "Text file busy" (ETXTBSY) for as long as
    /// the child lives. Written by `cp`, the handle is never in this process.
    static func copy(to destination: URL) throws {
        let cp = Process()
        cp.executableURL = URL(fileURLWithPath: "/bin/cp")
        cp.arguments = [url.path, destination.path]
        try cp.run()
        cp.waitUntilExit()
        guard cp.terminationStatus == 0 else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: destination.path])
        }
    }

    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
}
