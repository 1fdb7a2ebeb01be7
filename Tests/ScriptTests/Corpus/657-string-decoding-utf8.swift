// `String(decoding:as:)` reads UTF-8 bytes (sized integers or the ones `utf8` gives);
// an invalid sequence becomes U+FFFD, as in Swift.
let bytes: [UInt8] = [72, 105, 33]
print(String(decoding: bytes, as: UTF8.self))
let word = "héllo"
let roundTrip = String(decoding: Array(word.utf8), as: UTF8.self)
print(roundTrip, roundTrip == word, Array(word.utf8).count)
func rot13(_ text: String) -> String {
    let shifted = text.utf8.map { byte -> UInt8 in
        switch byte {
        case 65...90: return (byte - 65 + 13) % 26 + 65
        case 97...122: return (byte - 97 + 13) % 26 + 97
        default: return byte
        }
    }
    return String(decoding: shifted, as: UTF8.self)
}
print(rot13("Hello, Swift!"), rot13(rot13("Hello, Swift!")))
print(String(decoding: [0xE2, 0x82, 0xAC, 0xFF, 0x41] as [UInt8], as: UTF8.self))
