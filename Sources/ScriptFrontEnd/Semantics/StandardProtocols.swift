// The standard library's protocols that refine others, as the standard library declares them:
// a type declared `RandomAccessCollection` is a `Collection` and a `Sequence` too, so
// `extension Collection { … }` and Collection's defaults reach it.

public enum StandardProtocols {
    /// Whether conforming to `name` is conforming to `ancestor` too (`RandomAccessCollection` to
    /// `Sequence`), `name` aside.
    public static func refines(_ name: String, _ ancestor: String) -> Bool {
        ancestors[name]?.contains(ancestor) ?? false
    }

    /// The protocols the prelude gives defaults for a program's own collections (`count`, `map`, `swapAt` …).
    public static let collectionProtocols = [
        "Collection", "BidirectionalCollection", "RandomAccessCollection", "MutableCollection",
    ]

    /// The standard protocols conforming to `name` brings, `name` aside.
    public static func ancestors(of name: String) -> Set<String> { ancestors[name] ?? [] }

    /// Whether any standard protocol refines `name` (else no conformance but its own reaches it).
    public static func isRefined(_ name: String) -> Bool { refinedNames.contains(name) }

    private static let ancestors: [String: Set<String>] = {
        var table: [String: Set<String>] = [:]
        for name in refinements.keys {
            var found: Set<String> = []
            var pending = [name]
            while let next = pending.popLast() {
                for parent in refinements[next] ?? [] where found.insert(parent).inserted { pending.append(parent) }
            }
            table[name] = found
        }
        return table
    }()

    private static let refinedNames = Set(refinements.values.joined())

    private static let refinements: [String: [String]] = [
        "Collection": ["Sequence"],
        "BidirectionalCollection": ["Collection"],
        "RandomAccessCollection": ["BidirectionalCollection"],
        "MutableCollection": ["Collection"],
        "RangeReplaceableCollection": ["Collection"],
        "Hashable": ["Equatable"],
        "Comparable": ["Equatable"],
        "Strideable": ["Comparable"],
        "AdditiveArithmetic": ["Equatable"],
        "Numeric": ["AdditiveArithmetic"],
        "SignedNumeric": ["Numeric"],
        "BinaryInteger": ["Hashable", "Numeric", "Strideable", "CustomStringConvertible"],
        "SignedInteger": ["BinaryInteger", "SignedNumeric"],
        "UnsignedInteger": ["BinaryInteger"],
        "FixedWidthInteger": ["BinaryInteger"],
        "FloatingPoint": ["SignedNumeric", "Strideable", "Hashable"],
        "BinaryFloatingPoint": ["FloatingPoint"],
        "Error": ["Sendable"],
    ]
}
