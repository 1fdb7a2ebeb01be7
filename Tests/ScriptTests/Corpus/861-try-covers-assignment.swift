// `try` (and `try?`, `try!`) covers an assignment to its right: `try? x.y = f()` is `try? (x.y = f())`.
final class Account {
    var frozen = false
    var limit = 0
}
enum Missing: Error { case account(String) }
var accounts = ["a": Account()]
func account(_ id: String) throws -> Account {
    guard let found = accounts[id] else { throw Missing.account(id) }
    return found
}
func limit(for id: String) throws -> Int {
    if id == "x" { throw Missing.account(id) }
    return 100
}
try? account("a").frozen = true
print(accounts["a"]!.frozen)
let skipped: ()? = try? account("b").frozen = true
print(skipped == nil)
var values = [1, 2, 3]
try? values[0] = limit(for: "x")
try values[1] = limit(for: "a")
try! values[2] = limit(for: "a") + 1
print(values)
do {
    try account("a").limit = limit(for: "x")
} catch {
    print("caught", error)
}
print(try account("a").limit)
