// `throw` in a function that is not marked `throws`.
enum TaskError: Error { case emptyTitle }

func addTask(_ title: String, to list: inout [String]) {
    if title.isEmpty {
        throw TaskError.emptyTitle
    }
    list.append(title)
}

var list: [String] = []
print("adding")
addTask("Plan", to: &list)
print(list)
