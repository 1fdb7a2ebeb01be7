// `return` without a value in a function that must return one.
func label(for count: Int) -> String {
    if count == 0 {
        return "nothing to do"
    }
    print("counting", count)
    return
}

print(label(for: 0))
print(label(for: 2))
