import Foundation

/// A build folder made for this package at another path: the checkout was moved or copied
/// with its `.build`. SwiftPM's build database and Clang's module cache keep absolute paths,
/// so the build fails with errors (`PCH was compiled with module cache path …`, `missing
/// required module 'SwiftShims'`) that name neither the learner's code nor what to do.
public enum MovedCheckout {
    /// True when a failed build's `output` points into a `.build` folder of another place
    /// than `root`, or reports Clang's module-cache path mismatch.
    public static func recognizes(_ output: String, root: URL) -> Bool {
        let here = root.standardizedFileURL.path
        let real = root.resolvingSymlinksInPath().path
        for line in output.split(separator: "\n") where line.contains("error") {
            if line.contains("compiled with module cache path") { return true }
            var rest = line[...]
            while let found = rest.range(of: "/.build/") {
                // The absolute path this `.build` belongs to: from the last quote or space before it.
                let before = rest[..<found.lowerBound]
                let start = before.lastIndex { $0 == "'" || $0 == " " || $0 == "\"" || $0 == "`" }
                let owner = String(before[(start.map { before.index(after: $0) } ?? before.startIndex)...])
                if owner.hasPrefix("/"), owner != here, owner != real { return true }
                rest = rest[found.upperBound...]
            }
        }
        return false
    }
}
