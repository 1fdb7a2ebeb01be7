/// A set of `PropertyID`s as a bitset over their interned indices. Tracked reads insert
/// into it and every mutation tests it, so both must be a few instructions: the first 64
/// ids live inline, later ones in an overflow array that most programs never allocate.
struct PropertySet: Sendable, Equatable {
    private var low: UInt64 = 0
    private var high: [UInt64] = []

    init() {}

    init(_ property: PropertyID) {
        insert(property)
    }

    var isEmpty: Bool { low == 0 && high.allSatisfy { $0 == 0 } }

    @inline(__always)
    mutating func insert(_ property: PropertyID) {
        let index = property.index
        if index < 64 {
            low |= 1 << UInt64(index)
        } else {
            insertHigh(index - 64)
        }
    }

    private mutating func insertHigh(_ index: Int) {
        let word = index / 64
        if high.count <= word {
            high.append(contentsOf: repeatElement(0, count: word + 1 - high.count))
        }
        high[word] |= 1 << UInt64(index % 64)
    }

    @inline(__always)
    func contains(_ property: PropertyID) -> Bool {
        let index = property.index
        if index < 64 { return low & (1 << UInt64(index)) != 0 }
        let word = (index - 64) / 64
        return word < high.count && high[word] & (1 << UInt64((index - 64) % 64)) != 0
    }

    mutating func formUnion(_ other: PropertySet) {
        low |= other.low
        for (word, bits) in other.high.enumerated() where bits != 0 {
            if high.count <= word {
                high.append(contentsOf: repeatElement(0, count: word + 1 - high.count))
            }
            high[word] |= bits
        }
    }

    /// The members, in id order (for the trace; not on a hot path).
    var members: [PropertyID] {
        var result: [PropertyID] = []
        for bit in 0..<64 where low & (1 << UInt64(bit)) != 0 {
            result.append(PropertyID(index: bit))
        }
        for (word, bits) in high.enumerated() {
            for bit in 0..<64 where bits & (1 << UInt64(bit)) != 0 {
                result.append(PropertyID(index: 64 + word * 64 + bit))
            }
        }
        return result
    }
}
