import Foundation

/// A copy of the package as a fresh clone would have it — the files git tracks plus new
/// files it does not ignore — kept at a fixed place so its `.build` stays warm between runs.
///
/// Why not copy `.build` along? SwiftPM's build database and Clang's module cache record
/// absolute paths: a copied `.build` under a new path fails ("compiled with module cache
/// path …") or, without the module cache, rebuilds everything anyway. A fixed location
/// whose unchanged files keep their modification times rebuilds only what changed.
public struct PackageCopy {
    public let source: URL
    public let destination: URL

    public init(source: URL, destination: URL) {
        self.source = source
        self.destination = destination
    }

    /// The default place: inside the package's own (git-ignored) `.build`.
    public static func defaultDestination(for root: URL) -> URL {
        root.appendingPathComponent(".build/dev-check/package", isDirectory: true)
    }

    /// Makes `destination` hold exactly the clone's files: copies what differs, deletes
    /// what the clone would not have, leaves identical files (and their times) alone.
    public func synchronize() throws {
        let files = try sourceFiles()
        let fileManager = FileManager.default
        try fileManager.createDirectory(at: destination, withIntermediateDirectories: true)
        for file in files {
            let from = source.appendingPathComponent(file)
            let to = destination.appendingPathComponent(file)
            // A tracked file deleted in the working tree is not part of the clone-to-be.
            guard let data = fileManager.contents(atPath: from.path) else { continue }
            if fileManager.contents(atPath: to.path) == data { continue }
            try fileManager.createDirectory(at: to.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: to)
        }
        try removeExtras(keeping: files)
    }

    /// What git tracks plus new files it does not ignore, when `source` is the top of a git
    /// checkout; otherwise (a copy of a package, as `dev check` grades in) every file outside
    /// `.build`, `.swiftpm` and `.git`.
    func sourceFiles() throws -> Set<String> {
        let top = try ProcessRunner.run(["git", "rev-parse", "--show-toplevel"], in: source)
        let topPath = top.output.trimmingCharacters(in: .whitespacesAndNewlines)
        guard top.exitCode == 0,
            URL(fileURLWithPath: topPath).resolvingSymlinksInPath().path == source.resolvingSymlinksInPath().path
        else {
            return walkedFiles()
        }
        let listing = try ProcessRunner.run(
            ["git", "ls-files", "--cached", "--others", "--exclude-standard", "-z"], in: source)
        guard listing.exitCode == 0 else {
            throw PackageCopyError.notAGitCheckout(source.path, listing.output)
        }
        return Set(listing.output.split(separator: "\0").map(String.init).filter { !$0.isEmpty })
    }

    private func walkedFiles() -> Set<String> {
        guard let walker = FileManager.default.enumerator(at: source, includingPropertiesForKeys: [.isRegularFileKey])
        else { return [] }
        var files = Set<String>()
        for case let url as URL in walker {
            if [".build", ".swiftpm", ".git"].contains(url.lastPathComponent) {
                walker.skipDescendants()
                continue
            }
            if (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
                files.insert(ExerciseFiles.relativePath(of: url, to: source))
            }
        }
        return files
    }

    private func removeExtras(keeping files: Set<String>) throws {
        let fileManager = FileManager.default
        guard let walker = fileManager.enumerator(at: destination, includingPropertiesForKeys: [.isRegularFileKey])
        else { return }
        for case let url as URL in walker {
            let relative = ExerciseFiles.relativePath(of: url, to: destination)
            if relative == ".build" || relative == ".swiftpm" {
                walker.skipDescendants()
                continue
            }
            let isFile = (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true
            if isFile, !files.contains(relative) {
                try fileManager.removeItem(at: url)
            }
        }
    }

    /// Lays every exercise's `.meta/*.swift` over the starter file of the same name.
    public func layReferenceSolutions(of catalog: ExerciseCatalog, only chosen: [Exercise]? = nil) throws {
        for exercise in chosen ?? catalog.exercises {
            let meta = exercise.metaDirectory
            for name in (try? FileManager.default.contentsOfDirectory(atPath: meta.path)) ?? []
            where name.hasSuffix(".swift") {
                let data = try Data(contentsOf: meta.appendingPathComponent(name))
                try data.write(to: exercise.directory.appendingPathComponent(name))
            }
        }
    }
}

public enum PackageCopyError: Error, CustomStringConvertible {
    case notAGitCheckout(String, String)

    public var description: String {
        switch self {
        case .notAGitCheckout(let path, let output):
            "\(path) is not a git checkout (`git ls-files` said: \(output.trimmingCharacters(in: .whitespacesAndNewlines))); the dev check copies what a fresh clone would contain"
        }
    }
}
