// Tasks and await with a model: results arrive in the order they are awaited.
actor Store {
    private var saved: [String] = []
    func save(_ item: String) -> Int {
        saved.append(item)
        return saved.count
    }
    func all() -> [String] { saved }
}
func slowDouble(_ n: Int) async -> Int { n * 2 }
let store = Store()
let task = Task { () -> Int in
    var total = 0
    for n in 1...3 { total += await slowDouble(n) }
    return total
}
print("task result", await task.value)
print(await store.save("a"), await store.save("b"))
print(await store.all())
async let first = slowDouble(10)
async let second = slowDouble(20)
print(await [first, second])
