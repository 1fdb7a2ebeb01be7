// `replaceSubrange(_:with:)` and `removeSubrange(_:)` on a string, over ranges of its indices.
import Foundation
var greeting = "hello world"
greeting.replaceSubrange(greeting.startIndex..<greeting.index(greeting.startIndex, offsetBy: 5), with: "HELLO")
print(greeting, greeting.count)
if let space = greeting.firstIndex(of: " ") {
    greeting.removeSubrange(space..<greeting.endIndex)
}
print(greeting)
var path = "/usr/local/bin"
if let range = path.range(of: "local") { path.replaceSubrange(range, with: "share") }
print(path)
var word = "swift"
word.replaceSubrange(word.startIndex...word.startIndex, with: "S")
word.removeSubrange(word.index(before: word.endIndex)..<word.endIndex)
print(word, word.isEmpty)
var all = "abc"
all.removeSubrange(all.startIndex..<all.endIndex)
print(all.isEmpty, "[\(all)]")
