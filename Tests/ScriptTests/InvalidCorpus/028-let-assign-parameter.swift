// Assigning to a function parameter.
func normalise(_ label: String) -> String {
    print("normalising", label)
    label = label.lowercased()
    return label
}

print(normalise("HOME"))
