// async functions, await, and Task values awaited in order.
func fetchTitle(_ id: Int) async -> String {
    await Task.yield()
    return "task \(id)"
}

func fetchAll(_ ids: [Int]) async -> [String] {
    var titles: [String] = []
    for id in ids {
        titles.append(await fetchTitle(id))
    }
    return titles
}

print("start")
let title = await fetchTitle(1)
print(title)
print(await fetchAll([2, 3, 4]))
let task = Task {
    await fetchTitle(5)
}
print(await task.value)

enum LoadError: Error { case missing }
func load(_ id: Int) async throws -> String {
    if id < 0 { throw LoadError.missing }
    return await fetchTitle(id)
}
do {
    print(try await load(6))
    print(try await load(-1))
} catch {
    print("error:", error)
}
print("end")
