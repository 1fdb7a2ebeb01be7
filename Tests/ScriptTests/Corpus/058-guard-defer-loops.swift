// Processing a list with guard, continue and defer together.
struct Row {
    var title: String
    var quantity: Int?
}
let rows = [
    Row(title: "apples", quantity: 3),
    Row(title: "", quantity: 2),
    Row(title: "pears", quantity: nil),
    Row(title: "plums", quantity: 0),
    Row(title: "kiwis", quantity: 5),
]
var processed = 0
var total = 0
for row in rows {
    defer { processed += 1 }
    guard !row.title.isEmpty else {
        print("row \(processed): missing title")
        continue
    }
    guard let quantity = row.quantity, quantity > 0 else {
        print("row \(processed): \(row.title) has no quantity")
        continue
    }
    total += quantity
    print("row \(processed): \(row.title) x\(quantity)")
}
print("processed \(processed), total \(total)")
