// A label given where the parameter has none.
func add(_ title: String, to list: inout [String]) {
    list.append(title)
}

var todo: [String] = []
add("Read", to: &todo)
print(todo)
add(title: "Write", to: &todo)
print(todo)
