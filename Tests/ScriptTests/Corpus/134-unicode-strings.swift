// Strings count grapheme clusters (Characters), not bytes.
let words = ["café", "naïve", "👩‍💻", "🇫🇷", "e\u{301}"]
for word in words {
    print(word, word.count, word.utf8.count)
}
print("café" == "cafe\u{301}")
print("👍🏽".count, Array("👍🏽ok").count)
print(String("héllo".reversed()))
print("ÉCOLE".lowercased(), "straße".uppercased())
print("a,b;c".split(whereSeparator: { $0 == "," || $0 == ";" }).map(String.init))
