// The types `is`, `as?`, `as!` and a `catch … as` pattern can test at run time: the interpreter's
// `isInstance` answers exactly for the program's own types and these standard ones. Any other
// type swiftc knows (`DecodingError`, `Numeric`, `Substring`, `Sendable`) it would answer `false`
// for where Swift says `true`, so a cast to one is refused before the program runs.

package enum CastTargets {
    /// Besides the program's types, its aliases and the fixed-width integer types.
    package static let answeredExactly: Set<String> = [
        "Any", "AnyObject", "Int", "Double", "Float", "String", "Bool", "Character", "Error", "Equatable",
        "Hashable", "Comparable", "CustomStringConvertible",
        // Protocols no standard value adopts: only the program's types are instances, by their conformances.
        "Observable", "Identifiable",
    ]

    static func refusal(_ name: String, at pos: SourcePos) -> ScriptError {
        ScriptError.compile(
            "a cast to '\(name)' ('is', 'as?', 'as!' or a 'catch … as' pattern) is not supported in the workbook:"
                + " the interpreter does not model which values are '\(name)' (UNSUPPORTED.md lists what it does"
                + " not run)",
            at: pos)
    }
}
