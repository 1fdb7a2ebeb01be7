// A struct that holds a class reference: copying the struct copies the reference, so
// both copies share the object.
final class Counter {
    var value = 0
}
struct Widget {
    var name: String
    let counter: Counter
}

let shared = Counter()
var first = Widget(name: "first", counter: shared)
var second = first
second.name = "second"
second.counter.value += 5
print(first.name, first.counter.value)
print(second.name, second.counter.value)
print(first.counter === second.counter)

var widgets = [first, second]
widgets[0].counter.value = 42
print(shared.value, widgets[1].counter.value)
let third = Widget(name: "third", counter: Counter())
widgets.append(third)
print(widgets.map { $0.counter.value })
