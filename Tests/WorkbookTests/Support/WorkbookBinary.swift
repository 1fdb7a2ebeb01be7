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

    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
}
