// `scalar.properties`: the host's own `Unicode.Scalar.Properties`, held in a native box, so
// each answer (`isUppercase`, `name`, `numericValue` …) and its printed form
// (`Properties(_scalar: "A")`) are the standard library's. The members answered here are the
// ones `BuiltinSignatures` declares for `Unicode.Scalar.Properties`.

final class ScalarPropertiesBox: HostDescribed {
    let properties: Unicode.Scalar.Properties

    init(_ properties: Unicode.Scalar.Properties) { self.properties = properties }

    var plainText: String { String(describing: properties) }
    var debugText: String { String(reflecting: properties) }

    /// The property `name`; nil for a name the box does not answer.
    func property(_ name: String) -> Value? {
        if let flag = Self.flags[name] { return .bool(properties[keyPath: flag]) }
        switch name {
        case "name": return .optional(properties.name.map { .string($0) })
        case "numericValue": return .optional(properties.numericValue.map { .double($0) })
        case "lowercaseMapping": return .string(properties.lowercaseMapping)
        case "uppercaseMapping": return .string(properties.uppercaseMapping)
        case "titlecaseMapping": return .string(properties.titlecaseMapping)
        default: return nil
        }
    }

    private static let flags: [String: KeyPath<Unicode.Scalar.Properties, Bool> & Sendable] = [
        "isAlphabetic": \.isAlphabetic, "isUppercase": \.isUppercase, "isLowercase": \.isLowercase,
        "isWhitespace": \.isWhitespace, "isEmoji": \.isEmoji, "isEmojiPresentation": \.isEmojiPresentation,
        "isMath": \.isMath, "isCased": \.isCased, "isDiacritic": \.isDiacritic, "isASCIIHexDigit": \.isASCIIHexDigit,
        "isHexDigit": \.isHexDigit, "isIdeographic": \.isIdeographic, "isDash": \.isDash,
    ]
}

/// A host value wrapped in a `NativeBox` that prints as the host prints it.
protocol HostDescribed: AnyObject {
    var plainText: String { get }
    var debugText: String { get }
}
