import Foundation
import Localization

/// Detects an edited grader: each grader folder (and GraderSupport, which every grader
/// uses) has a fingerprint recorded in `Tests/Graders/fingerprints.txt`. A learner who
/// edits a grader — on purpose or by accident — is told, and the exercise is not counted.
/// Not a lock: anyone can change the file too. It catches the edit, and names the fix.
public struct GraderFingerprints: Sendable {
    public static let file = "Tests/Graders/fingerprints.txt"
    public static let supportFolder = "Tests/GraderSupport"

    public let root: URL

    public init(root: URL) {
        self.root = root
    }

    /// `folder → fingerprint` as recorded; empty when the file is missing.
    public var recorded: [String: String] {
        guard let text = try? String(contentsOf: root.appendingPathComponent(Self.file), encoding: .utf8) else {
            return [:]
        }
        var entries: [String: String] = [:]
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let words = line.split(separator: " ")
            if words.count == 2 { entries[String(words[1])] = String(words[0]) }
        }
        return entries
    }

    /// Every folder that should be fingerprinted, relative to the root.
    public func folders(of catalog: ExerciseCatalog) -> [String] {
        [Self.supportFolder] + catalog.exercises.map(\.graderPath)
    }

    /// FNV-1a (64 bit) over the folder's Swift files: relative name and text, line endings
    /// normalized so a checkout with CRLF endings agrees.
    public func fingerprint(of folder: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        func mix(_ bytes: some Sequence<UInt8>) {
            for byte in bytes {
                hash ^= UInt64(byte)
                hash = hash &* 0x100_0000_01b3
            }
        }
        let directory = root.appendingPathComponent(folder, isDirectory: true)
        for file in ExerciseFiles.swiftSources(in: directory) {
            mix(ExerciseFiles.relativePath(of: file, to: directory).utf8)
            mix([0])
            let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
            mix(text.replacingOccurrences(of: "\r\n", with: "\n").utf8)
            mix([0])
        }
        return String(hash, radix: 16)
    }

    /// The file's contents for the folders as they are now.
    public func render(for catalog: ExerciseCatalog) -> String {
        "# Fingerprints of the graders (`swift run workbook dev fingerprints` rewrites this file).\n"
            + folders(of: catalog).map { "\(fingerprint(of: $0)) \($0)\n" }.joined()
    }

    /// Folders whose files no longer match what is recorded.
    /// (A folder without sources is some other check's problem.)
    public func changed(in catalog: ExerciseCatalog) -> [String] {
        let recorded = recorded
        return folders(of: catalog).filter { folder in
            !ExerciseFiles.swiftSources(in: root.appendingPathComponent(folder)).isEmpty
                && recorded[folder] != fingerprint(of: folder)
        }
    }

    /// Why `exercise` cannot be graded honestly, or nil when its grader is as shipped.
    /// (No fingerprint file at all — an older checkout — means nothing to compare with.)
    public func changeReport(for exercise: Exercise) -> String? {
        let recorded = recorded
        guard !recorded.isEmpty else { return nil }
        for folder in [exercise.graderPath, Self.supportFolder] where recorded[folder] != fingerprint(of: folder) {
            return Messages.text(.graderChangedReason, exercise.number, folder)
        }
        return nil
    }
}
