// A string literal that starts with a combining or modifier scalar written as itself: Swift lexes
// code points, so the quote before it is a quote, not part of one character with it.
let wave = "👋🏽"
print(wave.hasSuffix("🏽"), wave.count, wave.unicodeScalars.count)
let accent = "́"
let word = "cafe" + accent
print(word, word.count, word == "café", ["́", "e"].count)
let tones = ["🏻", "🏽", "🏿"].map { "👍" + $0 }
print(tones.joined(separator: " "), tones.map(\.count))
