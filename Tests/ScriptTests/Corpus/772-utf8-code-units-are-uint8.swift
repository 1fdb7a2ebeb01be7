// A string's UTF-8 code units are `UInt8`s: `&+` wraps at 256 and their type prints as UInt8.
let word = "hé!"
print(word.utf8.map { $0 &+ 250 })
print(type(of: word.utf8.first!))
var total = 0
for byte in word.utf8 { total += Int(byte) }
print(total, word.utf8.count, Array(word.utf8))
print(word.utf8.filter { $0 > 127 }.count, word.utf8.contains(UInt8(ascii: "!")))
print(String(decoding: Array(word.utf8), as: UTF8.self))
let checksum = word.utf8.reduce(UInt8(0)) { $0 &+ $1 }
print(checksum)
