// Structs are values: assignment copies, and so does passing to a function.
struct TodoItem {
    var title: String
    var done = false
}

var original = TodoItem(title: "Write tests")
var copy = original
copy.title = "Write docs"
copy.done = true
print(original.title, original.done)
print(copy.title, copy.done)

func finished(_ item: TodoItem) -> TodoItem {
    var item = item
    item.done = true
    return item
}
let result = finished(original)
print(original.done, result.done)

var list = [original, copy]
var element = list[0]
element.title = "changed copy"
print(list[0].title, element.title)
list[0].title = "changed in place"
print(list[0].title, original.title)
