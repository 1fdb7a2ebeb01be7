import Digest

/// Line 1 of every translated file: which English text it follows.
///
///     <!-- translation-of: 03-one-shot-tracking.md sha256:0123456789abcdef -->
///
/// The hash is the first 16 hex digits of the SHA-256 of the English file's bytes
/// (`sha256sum FILE | cut -c1-16`); when the English file changes, the stamp no longer
/// matches and the translation is stale until it is reviewed and stamped again.
public struct TranslationStamp: Sendable, Equatable {
    /// The English file's name, as written in the stamp (`03-one-shot-tracking.md`, `README.md`).
    public var source: String
    /// 16 lowercase hex digits.
    public var hash: String

    public init(source: String, hash: String) {
        self.source = source
        self.hash = hash
    }

    /// The stamp for a translation of the English file `source` whose bytes are `english`.
    public init(source: String, english: some Collection<UInt8>) {
        self.init(source: source, hash: String(SHA256.hexDigest(of: english).prefix(16)))
    }

    /// The stamp on `line`, or nil when the line is no stamp.
    public init?(line: some StringProtocol) {
        let prefix = "<!-- translation-of:"
        let trimmed = line.trimmingSpaces
        guard trimmed.hasPrefix(prefix), trimmed.hasSuffix("-->") else { return nil }
        let words = trimmed.dropFirst(prefix.count).dropLast(3).split(separator: " ")
        guard words.count == 2, words[1].hasPrefix("sha256:") else { return nil }
        let hash = words[1].dropFirst("sha256:".count).lowercased()
        guard hash.count == 16, hash.allSatisfy(\.isHexDigit) else { return nil }
        self.init(source: String(words[0]), hash: hash)
    }

    /// True when `line` is meant as a stamp (starts like one), even if malformed.
    public static func looksLikeStamp(_ line: some StringProtocol) -> Bool {
        line.trimmingSpaces.hasPrefix("<!-- translation-of")
    }

    /// The line as written at the top of a translation.
    public var line: String { "<!-- translation-of: \(source) sha256:\(hash) -->" }
}

extension StringProtocol {
    fileprivate var trimmingSpaces: Substring {
        let start = drop { $0 == " " || $0 == "\t" }
        var end = start.endIndex
        while end > start.startIndex, [" ", "\t", "\r"].contains(start[start.index(before: end)]) {
            end = start.index(before: end)
        }
        return Substring(start[start.startIndex..<end])
    }
}
