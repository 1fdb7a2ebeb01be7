// String transformations: Caesar and Vigenère ciphers, run-length encoding, and a checksum.

func caesar(_ text: String, shift: Int) -> String {
    String(text.map { c -> Character in
        guard let ascii = c.asciiValue, c.isLetter else { return c }
        let base: UInt8 = c.isUppercase ? 65 : 97
        let offset = (Int(ascii - base) + shift % 26 + 26) % 26
        return Character(UnicodeScalar(base + UInt8(offset)))
    })
}

func vigenere(_ text: String, key: String, decrypt: Bool = false) -> String {
    let shifts = key.lowercased().compactMap { $0.asciiValue }.map { Int($0) - 97 }
    var i = 0
    var result = ""
    for c in text {
        if c.isLetter, c.isASCII {
            let s = shifts[i % shifts.count]
            result.append(caesar(String(c), shift: decrypt ? -s : s))
            i += 1
        } else {
            result.append(c)
        }
    }
    return result
}

func runLengthEncode(_ s: String) -> String {
    var out = ""
    var previous: Character?
    var count = 0
    for c in s + "\0" {
        if c == previous { count += 1; continue }
        if let p = previous { out += count > 1 ? "\(count)\(p)" : String(p) }
        previous = c
        count = 1
    }
    return out
}

func runLengthDecode(_ s: String) -> String {
    var out = ""
    var digits = ""
    for c in s {
        if c.isNumber { digits.append(c); continue }
        out += String(repeating: String(c), count: Int(digits) ?? 1)
        digits = ""
    }
    return out
}

func checksum(_ s: String) -> UInt16 {
    var a: UInt16 = 1, b: UInt16 = 0
    for byte in s.utf8 {
        a = (a &+ UInt16(byte)) % 251
        b = (b &+ a) % 251
    }
    return b << 8 | a
}

let message = "Attack at Dawn, bring 3 ladders!"
let shifted = caesar(message, shift: 3)
print(shifted, "|", caesar(shifted, shift: -3))
print(caesar("xyz ABC", shift: 29), caesar("Hello", shift: -52))
let secret = vigenere(message, key: "Lemon")
print(secret)
print(vigenere(secret, key: "LEMON", decrypt: true) == message)
for sample in ["aaabccddddde", "abc", "", "zzzzzzzzzzzz", "aabbaa"] {
    let encoded = runLengthEncode(sample)
    print("\"\(sample)\" -> \"\(encoded)\" ok: \(runLengthDecode(encoded) == sample)")
}
print(checksum(message), String(checksum("abc"), radix: 16), checksum(""))
print(message.unicodeScalars.filter { $0.properties.isUppercase }.map { String($0) })
let words = message.split(separator: " ").map { String($0.reversed()) }
print(words.joined(separator: " "), words.map(\.count).max()!)
