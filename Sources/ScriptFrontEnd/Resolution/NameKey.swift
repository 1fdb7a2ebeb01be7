// How names are compared fast: the resolver keys each slot by it, the interpreter's scopes and
// stored layouts find names by it. Inlinable so the optimized interpreter compiles it into its
// own hot paths (this module is built unoptimized in the debug configuration). Public, not
// package: Swift 6.3 inlines only public inlinable code into another module (package inlinable
// functions stayed calls into the unoptimized module when checked).

/// A name's two words as Swift stores the `String`. Equal words are the same name; two names of
/// at most 15 ASCII bytes are stored inline (the top four bits of the second word are `1110`), so
/// different words mean different names without comparing text. Anything else compares text.
public struct NameKey: Equatable {
    @usableFromInline let low: UInt64
    @usableFromInline let high: UInt64

    @inlinable
    public init(_ name: String) { (low, high) = unsafeBitCast(name, to: (UInt64, UInt64).self) }

    @inlinable
    var isInlineASCII: Bool { high >> 60 == 0xE }

    @inlinable
    public static func == (lhs: NameKey, rhs: NameKey) -> Bool { lhs.low == rhs.low && lhs.high == rhs.high }

    /// Whether `name` (with key `otherKey`) and `ownName` (with this key) are the same name.
    @inlinable @inline(__always)
    public func names(_ name: String, sameAs ownName: String, _ otherKey: NameKey) -> Bool {
        if self == otherKey { return true }
        if isInlineASCII && otherKey.isInlineASCII { return false }
        return name == ownName
    }

    /// Whether `name` is `literal` (a name spelled in the interpreter's own code: `_`, `self`).
    @inlinable @inline(__always)
    public static func same(_ name: String, _ literal: String) -> Bool {
        NameKey(name).names(literal, sameAs: name, NameKey(literal))
    }
}
