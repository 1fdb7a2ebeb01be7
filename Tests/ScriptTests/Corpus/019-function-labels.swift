// Argument labels, _ , default values, variadic-free overloads by label.
func greet(_ name: String, from sender: String = "the workbook", times: Int = 1) -> String {
    var parts: [String] = []
    for _ in 0..<times {
        parts.append("Hello \(name)")
    }
    return parts.joined(separator: ", ") + " (from \(sender))"
}
print(greet("Ada"))
print(greet("Ada", from: "Grace"))
print(greet("Tim", times: 2))
print(greet("Tim", from: "Linus", times: 2))

func move(from start: Int, to end: Int) -> Int { end - start }
func move(by delta: Int) -> Int { delta * 2 }
print(move(from: 3, to: 10), move(by: 4))

func describe(count: Int) -> String { "count \(count)" }
let f: (Int) -> String = describe(count:)
print(f(5))
func noResult() {
    print("side effect only")
}
noResult()
