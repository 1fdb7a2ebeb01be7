// What the differential generator found the workbook printing unlike swiftc (Fuzz/README.md):
// Foundation's contains("") and String(format:) widths, a set's debug description, literals typed
// by a generic call's Double result, and type(of:) of an array of a program's struct.
import Foundation

let word = "abc"
print(word.contains(""), word.contains("b"))
print(String(format: "%x %d %ld", -17, Int.max, Int.max), String(format: "%5.1f|%03d", 2.25, 7))
let tags = Set(["swift"])
debugPrint(tags)
print([tags], String(reflecting: tags), tags)
let prices = [1.5, 2.25]
let limit = 2.5
print([prices.reduce(0, +), 1], [max(limit, 1.0), 2], [min(3, 4), 1])
struct Point { var x = 0 }
enum Side { case left, right }
print(type(of: [Point()].map { $0 }), type(of: [Side.left, .right].reversed().map { $0 }))
