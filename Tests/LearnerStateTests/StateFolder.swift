import Foundation

/// A fresh folder holding a state directory (`state/`) and a place outside it (`elsewhere/`).
final class StateFolder {
    let root: URL
    var state: URL { root.appendingPathComponent("state", isDirectory: true) }
    var elsewhere: URL { root.appendingPathComponent("elsewhere", isDirectory: true) }

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "learner-state-tests-\(UUID().uuidString)", isDirectory: true)
        for folder in [state, elsewhere] {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }
    }

    deinit {
        try? FileManager.default.removeItem(at: root)
    }

    @discardableResult
    func write(_ relative: String, _ bytes: Data) throws -> URL {
        let url = root.appendingPathComponent(relative)
        try bytes.write(to: url)
        return url
    }

    func bytes(_ relative: String) -> Data? {
        FileManager.default.contents(atPath: root.appendingPathComponent(relative).path)
    }

    func names(_ relative: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(relative).path)) ?? [])
            .sorted()
    }

    func link(_ relative: String, to target: URL) throws {
        try FileManager.default.createSymbolicLink(
            atPath: root.appendingPathComponent(relative).path, withDestinationPath: target.path)
    }
}
