// range(of:) finds text and gives a range of the string's own indices: slice before, inside and
// after it; on a substring the indices stay the base string's.
import Foundation

struct Template {
    var text: String

    func filled(_ placeholder: String, with value: String) -> String {
        guard let range = text.range(of: "{\(placeholder)}") else { return text }
        return String(text[..<range.lowerBound]) + value + String(text[range.upperBound...])
    }
}

let greeting = Template(text: "Hello, {name}! You have {count} new messages.")
print(greeting.filled("name", with: "Ada"))
print(greeting.filled("missing", with: "x"))
let line = "status: ok; retries: 3"
if let found = line.range(of: "retries: ") {
    print(line[found], "|", line[found.upperBound...])
    print(line.distance(from: line.startIndex, to: found.lowerBound))
}
let tail = line.split(separator: ";")[1]
if let found = tail.range(of: "3") {
    print(tail[found], line.distance(from: line.startIndex, to: found.lowerBound))
}
print(line.range(of: "error") == nil, line.contains("ok"))
