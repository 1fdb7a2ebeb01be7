// Calling a `private` method from outside its type.
struct TaskStore {
    private(set) var titles: [String] = []

    mutating func add(_ title: String) { titles.append(normalised(title)) }
    private func normalised(_ title: String) -> String { title.filter { $0 != " " } }
}

var store = TaskStore()
store.add(" Plan ")
print(store.titles)
print(store.normalised(" Ship "))
