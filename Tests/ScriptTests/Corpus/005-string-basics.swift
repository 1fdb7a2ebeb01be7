// Everyday String operations (no Foundation).
var title = "Buy milk"
print(title.count, title.isEmpty, "".isEmpty)
print(title.uppercased(), title.lowercased())
print(title.hasPrefix("Buy"), title.hasSuffix("milk"), title.contains("mil"))
title += " and bread"
print(title)
let greeting = "Hello, " + "Ada"
print(greeting)
print(title == "Buy milk and bread", "apple" < "banana")
print(String(repeating: "=", count: 10))
if let first = title.first, let last = title.last {
    print("first \(first), last \(last)")
}
print(String(title.reversed()))
print(title.prefix(3), title.suffix(5))
print(String(title.dropFirst(4)))
