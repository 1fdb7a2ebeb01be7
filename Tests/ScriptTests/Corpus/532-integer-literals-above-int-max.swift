// An integer literal above Int.max is fine where a UInt64, UInt, Double or Float takes it:
// FNV-1a hashing starts from one.
let offsetBasis: UInt64 = 0xcbf29ce484222325
let prime: UInt64 = 0x100000001b3
func fnv1a(_ text: String) -> UInt64 {
    var hash = offsetBasis
    for byte in text.utf8 {
        hash ^= UInt64(byte)
        hash = hash &* prime
    }
    return hash
}
print(offsetBasis, fnv1a("hello"), String(fnv1a("observation"), radix: 16))
let all: UInt = 18446744073709551615
let asFloat: Float = 0x8000000000000000
print(all, all == UInt.max, asFloat)
print(UInt64.max - 0xFFFF_FFFF_FFFF_FFF0, 9223372036854775808 as UInt64, -9223372036854775808 == Int.min)
let mask: UInt64 = 0xFFFF_0000_0000_0000
print(mask >> 48, mask & 0x8000_0000_0000_0000 != 0)
func halved(_ value: UInt64) -> UInt64 { value / 2 }
print(halved(0x8000000000000000))
let maybe: UInt64? = 10_000_000_000_000_000_000
print(maybe ?? 0)
