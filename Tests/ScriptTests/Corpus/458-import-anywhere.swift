// An import reaches the whole file wherever it is written: Foundation's members work above it.
let title = "observation in swift"
print(title.capitalized)
print("a-b-c".replacingOccurrences(of: "-", with: "+"))
print(String(format: "%.2f", 2.0 / 3.0))
print(" padded ".trimmingCharacters(in: .whitespaces) + "|")

import Foundation
