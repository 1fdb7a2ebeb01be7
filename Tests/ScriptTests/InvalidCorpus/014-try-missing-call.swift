// A throwing function called without `try`.
enum SaveError: Error { case empty }

func save(_ title: String) throws -> String {
    if title.isEmpty { throw SaveError.empty }
    return "saved \(title)"
}

print("saving")
let message = save("Groceries")
print(message)
