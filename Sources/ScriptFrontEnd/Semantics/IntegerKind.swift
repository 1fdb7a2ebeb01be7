// The sized and unsigned integer types, as both the static checks (which initializers and
// literals they take) and the interpreter (widths, overflow, wrapping) need them. Public and
// inlinable, as NameKey is: the optimized interpreter compiles these into its arithmetic.

/// `Int8`…`Int64`, `UInt`, `UInt8`…`UInt64`.
public enum IntegerKind: String, CaseIterable, Sendable {
    case int8 = "Int8"
    case int16 = "Int16"
    case int32 = "Int32"
    case int64 = "Int64"
    case uint = "UInt"
    case uint8 = "UInt8"
    case uint16 = "UInt16"
    case uint32 = "UInt32"
    case uint64 = "UInt64"

    /// The interpreter asks this of every type name it converts or constructs (`String(i)`), so
    /// a quick refusal matters: every sized integer's name starts with `I` or `U` (the raw-value
    /// initializer alone would search the whole table).
    @inlinable
    public init?(name: String) {
        guard let first = name.utf8.first, first == UInt8(ascii: "I") || first == UInt8(ascii: "U") else { return nil }
        self.init(rawValue: name)
    }

    @inlinable
    public var name: String { rawValue }
    @inlinable
    public var isSigned: Bool { [.int8, .int16, .int32, .int64].contains(self) }
    @inlinable
    public var bitWidth: Int {
        switch self {
        case .int8, .uint8: return 8
        case .int16, .uint16: return 16
        case .int32, .uint32: return 32
        case .int64, .uint, .uint64: return 64
        }
    }
    /// The type of `magnitude`: the unsigned type of the same width.
    @inlinable
    public var unsignedCounterpart: IntegerKind {
        switch self {
        case .int8: return .uint8
        case .int16: return .uint16
        case .int32: return .uint32
        case .int64: return .uint64
        default: return self
        }
    }
    @inlinable
    public var min: Int128 { isSigned ? -(Int128(1) << (bitWidth - 1)) : 0 }
    @inlinable
    public var max: Int128 { isSigned ? (Int128(1) << (bitWidth - 1)) - 1 : (Int128(1) << bitWidth) - 1 }

    @inlinable
    public func contains(_ value: Int128) -> Bool { value >= min && value <= max }

    /// The value's low `bitWidth` bits, read as this type (`truncatingIfNeeded`, `&+`).
    @inlinable
    public func wrapping(_ value: Int128) -> Int128 {
        let modulus = Int128(1) << bitWidth
        var low = value % modulus
        if low < 0 { low += modulus }
        if isSigned && low > max { low -= modulus }
        return low
    }
}
