/// One way a translation fails to follow its English file, placed in the translation.
public struct TranslationProblem: Sendable, Equatable, CustomStringConvertible {
    public enum Kind: String, Sendable {
        case missingStamp = "missing stamp"
        case staleStamp = "stale"
        case missingSection = "missing step"
        case extraSection = "extra step"
        case blockDiffers = "block differs"
        case structureDiffers = "structure differs"
    }

    public var kind: Kind
    /// The translation's path, as shown.
    public var path: String
    public var line: Int
    /// `step 3 (Titre)`, `## Tâche`: where in the file; nil for the file as a whole.
    public var place: String?
    public var message: String

    public var description: String {
        "\(path):\(line): \(place.map { "\($0): " } ?? "")\(message)"
    }
}
