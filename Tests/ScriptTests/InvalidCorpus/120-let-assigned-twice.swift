// A `let` given a value twice inside a function.
func badge(for count: Int) -> String {
    let text: String
    text = "\(count) open"
    if count > 9 {
        text = "9+ open"
    }
    return text
}

print("making badges")
print(badge(for: 12))
