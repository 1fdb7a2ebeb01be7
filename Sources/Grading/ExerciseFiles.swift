import Foundation

/// File-system questions about exercise folders, answered one way for every caller.
enum ExerciseFiles {
    /// The learner's Swift sources: `*.swift` directly in the folder or in subfolders,
    /// never inside `.meta` (the reference solution), sorted for stable output.
    static func swiftSources(in directory: URL) -> [URL] {
        files(in: directory).filter { $0.pathExtension == "swift" }
    }

    /// Every regular file under `directory` except those inside `.meta`, sorted.
    static func files(in directory: URL, skippingMeta: Bool = true) -> [URL] {
        guard
            let walker = FileManager.default.enumerator(
                at: directory, includingPropertiesForKeys: [.isRegularFileKey], options: []
            )
        else { return [] }
        var found: [URL] = []
        for case let url as URL in walker {
            if skippingMeta, url.lastPathComponent == ".meta" {
                walker.skipDescendants()
                continue
            }
            if (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
                found.append(url)
            }
        }
        return found.sorted { $0.path < $1.path }
    }

    static func relativePath(of file: URL, to root: URL) -> String {
        let filePath = file.standardizedFileURL.path
        let rootPath = root.standardizedFileURL.path
        if filePath.hasPrefix(rootPath + "/") {
            return String(filePath.dropFirst(rootPath.count + 1))
        }
        return filePath
    }
}
