// An actor's methods are called with await from outside.
actor Counter {
    private var value = 0
    func increment() -> Int {
        value += 1
        return value
    }
    var current: Int { value }
}

actor Inventory {
    var stock: [String: Int] = [:]
    func add(_ item: String, count: Int) { stock[item, default: 0] += count }
    func remove(_ item: String) -> Bool {
        guard let n = stock[item], n > 0 else { return false }
        stock[item] = n - 1
        return true
    }
}

let counter = Counter()
print(await counter.increment())
print(await counter.increment())
print(await counter.current)

let inventory = Inventory()
await inventory.add("apple", count: 2)
print(await inventory.remove("apple"), await inventory.remove("apple"), await inventory.remove("apple"))
print(await inventory.stock)
