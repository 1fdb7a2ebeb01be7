// A local `let` declared without a value and read before any path sets it.
func describe(count: Int) -> String {
    let word: String
    if count == 1 {
        word = "item"
    }
    return "\(count) \(word)"
}

print("counting")
print(describe(count: 1))
