// `utf16`: a string's UTF-16 code units, `UInt16`s; one per scalar below U+10000, two above.
let text = "Añ€😀"
print(text.utf16.count, text.utf8.count, text.count)
for unit in text.utf16 { print(unit, terminator: " ") }
print()
print(Array(text.utf16))
print(text.utf16.map { $0 }.max()!)
let units = Array("Hi".utf16)
print(type(of: units), units.reduce(0) { $0 + Int($1) })
print(String(decoding: Array(text.utf16), as: UTF16.self) == text)
