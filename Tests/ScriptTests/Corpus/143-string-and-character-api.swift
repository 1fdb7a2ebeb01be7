// More everyday String and Character API (no Foundation).
let title = "  Buy milk & eggs  "
print("[\(title.replacing("&", with: "and"))]")
print(title.contains("milk"), title.starts(with: "  Buy"), title.hasSuffix("  "))
print(String(title.drop(while: { $0 == " " })).count)
print(title.filter { !$0.isWhitespace })
let code = "A7x9"
for character in code {
    print(character, character.isLetter, character.isNumber, character.wholeNumberValue ?? -1, character.uppercased())
}
print("banana".firstIndex(of: "n") != nil, "banana".count(where: { $0 == "a" }))
print("a" + String(repeating: "ha", count: 3))
print("Hello".dropLast(2), "Hello".prefix(10))
print("swift".map { $0.uppercased() }.joined(separator: "."))
print(["b", "a", "c"].sorted().joined(), "zebra" > "apple", "Zebra" < "apple")
