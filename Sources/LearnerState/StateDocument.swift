import Foundation

/// What one state file holds, and how it is read and written.
public protocol StateDocument: Sendable {
    /// What a missing file means: a fresh start.
    init()
    /// The contents of a file, or nil when they are not this document (the file is then set
    /// aside). Lenient: a file written by another version keeps what it has.
    static func decode(_ data: Data) -> Self?
    /// True when `data` is recognisably a file the workbook wrote (by its format), not just
    /// something `decode` tolerates: only such a file is written through a symbolic link.
    static func isRecognised(_ data: Data) -> Bool
    /// The file's new contents.
    func encoded() -> Data
    /// True when there is nothing to keep: the file is removed rather than written.
    var removesFile: Bool { get }
}

extension StateDocument {
    public static func isRecognised(_ data: Data) -> Bool { decode(data) != nil }
    public var removesFile: Bool { false }
}

/// A JSON object's keys, or nil when `data` is no JSON object.
func jsonObjectKeys(_ data: Data) -> Set<String>? {
    guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return nil }
    return Set(object.keys)
}

/// The workbook's exercise folder names, as hints.json and grades.json key them: `NN-slug`.
func isExerciseFolderName(_ key: String) -> Bool {
    let parts = key.split(separator: "-", maxSplits: 1)
    guard parts.count == 2, parts[0].count == 2, parts[0].allSatisfy(\.isASCII), parts[0].allSatisfy(\.isNumber)
    else { return false }
    return parts[1].allSatisfy { $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "-") }
}

let prettyJSON: JSONEncoder = {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    return encoder
}()
