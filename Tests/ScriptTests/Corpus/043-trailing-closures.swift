// Trailing closures, and multiple trailing closures with labels.
func perform(_ name: String, action: () -> Void) {
    print("begin \(name)")
    action()
    print("end \(name)")
}
perform("save") {
    print("saving")
}

func load(_ id: Int, onSuccess: (String) -> Void, onFailure: (String) -> Void) {
    if id > 0 {
        onSuccess("item \(id)")
    } else {
        onFailure("bad id \(id)")
    }
}
load(3) { item in
    print("loaded", item)
} onFailure: { reason in
    print("failed", reason)
}
load(-1) { print("loaded", $0) } onFailure: { print("failed", $0) }

func track<T>(_ read: () -> T, onChange: () -> Void) -> T {
    let value = read()
    onChange()
    return value
}
let value = track {
    40 + 2
} onChange: {
    print("changed")
}
print(value)
let sorted = [3, 1, 2].sorted { $0 > $1 }
print(sorted)
let doubled = [1, 2].map() { $0 * 2 }
print(doubled)
